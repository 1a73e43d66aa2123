import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '640px', minWidth: 0 });
