import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const link = style({
  color: vars.colors.accentSoftText,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const inert = style({
  color: vars.colors.textSecondary,
});
