import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    borderRadius: vars.radii.lg,
    border: '1px solid transparent',
    color: vars.colors.text,
    fontFamily: vars.fonts.body,
  },
  variants: {
    variant: {
      surface: { background: vars.colors.surface, boxShadow: vars.shadows.card },
      raised: { background: vars.colors.surfaceRaised },
      outlined: { background: 'transparent', borderColor: vars.colors.border },
      warning: { background: vars.colors.warningSoft, borderColor: vars.colors.warning },
      error: { background: vars.colors.dangerSoft, borderColor: vars.colors.danger },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { variant: 'surface', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
