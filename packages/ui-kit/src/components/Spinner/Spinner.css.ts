import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

const rotate = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
    verticalAlign: 'middle',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '14px', height: '14px', borderWidth: '2px' },
      md: { width: '20px', height: '20px', borderWidth: '2px' },
      lg: { width: '48px', height: '48px', borderWidth: '4px' },
      xl: { width: '90px', height: '90px', borderWidth: '6px' },
    },
    tone: {
      current: {},
      accent: { color: vars.colors.accent },
      muted: { color: vars.colors.textTertiary },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
