import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.textSecondary,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
});
