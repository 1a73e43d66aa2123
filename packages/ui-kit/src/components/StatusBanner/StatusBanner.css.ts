import { style } from '@vanilla-extract/css';
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

/** The close button of a dismissible banner: in the text's colour, a 24 px touch target at least. */
export const dismissButton = style({
  minWidth: '24px',
  minHeight: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSizes.md,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '1px' },
  },
});
