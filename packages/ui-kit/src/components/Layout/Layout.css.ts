import { style } from '@vanilla-extract/css';

export const stack = style({
  display: 'flex',
  boxSizing: 'border-box',
  minWidth: 0,
});
