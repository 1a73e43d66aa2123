import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A visible focus ring for keyboard users only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.colors.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
