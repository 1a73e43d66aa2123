import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const statusBanner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontFamily: vars.fonts.body,
    fontSize: vars.fontSizes.sm,
    lineHeight: vars.lineHeights.normal,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      warning: { background: vars.colors.warningSoft, color: vars.colors.warning },
      danger: { background: vars.colors.dangerSoft, color: vars.colors.danger },
    },
  },
  defaultVariants: { tone: 'warning' },
});

export type StatusBannerVariants = NonNullable<RecipeVariants<typeof statusBanner>>;
