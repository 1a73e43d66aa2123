import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const numericalInput = recipe({
  base: {
    boxSizing: 'border-box',
    flex: '1 1 auto',
    width: 0,
    minWidth: 0,
    padding: 0,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: vars.colors.text,
    fontFamily: vars.fonts.body,
    fontWeight: vars.fontWeights.medium,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    appearance: 'textfield',
    selectors: {
      '&::placeholder': { color: vars.colors.textTertiary },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSizes.md },
      lg: { fontSize: vars.fontSizes.xl },
    },
    align: {
      left: { textAlign: 'left' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { size: 'lg', align: 'left' },
});

export type NumericalInputVariants = NonNullable<RecipeVariants<typeof numericalInput>>;
