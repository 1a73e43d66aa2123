import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radii.sm,
    fontFamily: vars.fonts.body,
    fontSize: vars.fontSizes.xs,
    fontWeight: vars.fontWeights.semibold,
    lineHeight: vars.lineHeights.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.colors.neutralSoft, color: vars.colors.neutral },
      info: { background: vars.colors.infoSoft, color: vars.colors.info },
      success: { background: vars.colors.successSoft, color: vars.colors.success },
      warning: { background: vars.colors.warningSoft, color: vars.colors.warning },
      danger: { background: vars.colors.dangerSoft, color: vars.colors.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
