import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { bareField } from '../../internal/baseStyles';
import { vars } from '../../theme/theme.css';

export const numericalInput = recipe({
  base: {
    boxSizing: 'border-box',
    flex: '1 1 auto',
    width: 0,
    ...bareField,
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
