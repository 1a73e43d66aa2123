import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.fonts.body,
    lineHeight: vars.lineHeights.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      display: { fontSize: vars.fontSizes.xxl, fontWeight: vars.fontWeights.medium },
      title: { fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.medium },
      subtitle: { fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.semibold },
      body: { fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.regular },
      label: { fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium },
      small: { fontSize: vars.fontSizes.xs, fontWeight: vars.fontWeights.regular },
      mono: { fontSize: vars.fontSizes.sm, fontFamily: vars.fonts.mono },
    },
    tone: {
      primary: { color: vars.colors.text },
      secondary: { color: vars.colors.textSecondary },
      tertiary: { color: vars.colors.textTertiary },
      accent: { color: vars.colors.accentSoftText },
      success: { color: vars.colors.success },
      warning: { color: vars.colors.warning },
      danger: { color: vars.colors.danger },
      inherit: { color: 'inherit' },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { variant: 'body', tone: 'primary', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
