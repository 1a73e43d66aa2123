import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareField } from '../../internal/baseStyles';
import { vars } from '../../theme/theme.css';

export const container = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radii.xl,
    border: `1px solid ${vars.colors.border}`,
    background: vars.colors.surface,
    fontFamily: vars.fonts.body,
    transition: 'border-color 120ms ease',
    selectors: {
      '&:focus-within': { borderColor: vars.colors.focusRing },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.colors.danger,
        selectors: { '&:focus-within': { borderColor: vars.colors.danger } },
      },
      false: {},
    },
  },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.colors.textSecondary,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
});

export const field = recipe({
  base: {
    width: '100%',
    ...bareField,
    fontSize: vars.fontSizes.lg,
    fontWeight: vars.fontWeights.medium,
    textOverflow: 'ellipsis',
    selectors: {
      '&::placeholder': { color: vars.colors.textTertiary },
    },
  },
  variants: {
    invalid: {
      true: { color: vars.colors.danger },
      false: {},
    },
  },
});
