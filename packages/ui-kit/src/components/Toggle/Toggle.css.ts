import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceRaised,
  cursor: 'pointer',
  fontFamily: vars.fonts.body,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'auto', opacity: 0.5 },
  },
});

export const option = recipe({
  base: {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radii.sm,
    fontSize: vars.fontSizes.sm,
    fontWeight: vars.fontWeights.regular,
    color: vars.colors.textTertiary,
  },
  variants: {
    selected: {
      true: {
        background: vars.colors.accent,
        color: vars.colors.textOnAccent,
        fontWeight: vars.fontWeights.medium,
      },
      false: {},
    },
  },
});
