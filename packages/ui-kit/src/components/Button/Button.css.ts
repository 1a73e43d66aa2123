import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radii.xl,
    fontFamily: vars.fonts.body,
    fontWeight: vars.fontWeights.medium,
    lineHeight: vars.lineHeights.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.colors.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled': { cursor: 'auto' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.colors.accent,
        color: vars.colors.textOnAccent,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.colors.accentHover },
          '&:disabled': { background: vars.colors.disabled, color: vars.colors.disabledText },
        },
      },
      secondary: {
        background: vars.colors.accentSoft,
        color: vars.colors.accentSoftText,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.colors.accentSoftText },
          '&:disabled': { opacity: 0.5 },
        },
      },
      outlined: {
        background: 'transparent',
        color: vars.colors.text,
        borderColor: vars.colors.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.colors.textTertiary },
          '&:disabled': { opacity: 0.5 },
        },
      },
      text: {
        background: 'transparent',
        color: vars.colors.accentSoftText,
        selectors: {
          '&:hover:not(:disabled)': { textDecoration: 'underline' },
          '&:disabled': { color: vars.colors.disabledText },
        },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSizes.sm },
      md: { padding: `${vars.space.md} ${vars.space.lg}`, fontSize: vars.fontSizes.md },
      lg: { padding: vars.space.lg, fontSize: vars.fontSizes.lg, borderRadius: vars.radii.xl },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
