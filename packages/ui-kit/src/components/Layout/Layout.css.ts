import { style } from '@vanilla-extract/css';

export const stack = style({
  boxSizing: 'border-box',
  minWidth: 0,
});
