import { style } from '@vanilla-extract/css';

/** One line of text, cut with an ellipsis where it does not fit. */
export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
