import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const input = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    background: vars.colors.surface,
    color: vars.colors.text,
    fontFamily: vars.fonts.body,
    fontSize: vars.fontSizes.md,
    outline: 'none',
    transition: 'border-color 120ms ease',
    selectors: {
      '&::placeholder': { color: vars.colors.textTertiary },
      '&:focus': { borderColor: vars.colors.focusRing },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.colors.danger, color: vars.colors.danger },
      false: {},
    },
    size: {
      md: {},
      lg: { fontSize: vars.fontSizes.xl, padding: `${vars.space.md} ${vars.space.lg}` },
    },
  },
  defaultVariants: { invalid: false, size: 'md' },
});

export type InputVariants = NonNullable<RecipeVariants<typeof input>>;
