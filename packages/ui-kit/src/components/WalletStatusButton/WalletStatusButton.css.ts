import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const statusButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontFamily: vars.fonts.body,
    fontSize: vars.fontSizes.md,
    fontWeight: vars.fontWeights.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    status: {
      disconnected: {
        background: vars.colors.accentSoft,
        color: vars.colors.accentSoftText,
        selectors: { '&:hover': { borderColor: vars.colors.accentSoftText } },
      },
      wrongNetwork: {
        background: vars.colors.danger,
        color: vars.colors.textOnAccent,
      },
      error: {
        background: vars.colors.danger,
        color: vars.colors.textOnAccent,
      },
      connected: {
        background: vars.colors.surfaceRaised,
        color: vars.colors.text,
        borderColor: vars.colors.border,
        selectors: { '&:hover': { borderColor: vars.colors.borderStrong } },
      },
      pending: {
        background: vars.colors.accent,
        color: vars.colors.textOnAccent,
      },
    },
  },
});

export type WalletStatusButtonVariants = NonNullable<RecipeVariants<typeof statusButton>>;

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const icon = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
});
