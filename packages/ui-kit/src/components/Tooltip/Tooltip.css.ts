import { style } from '@vanilla-extract/css';

export const trigger = style({
  display: 'inline-flex',
});
