import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: 1050,
    display: 'flex',
    justifyContent: 'center',
    background: vars.colors.overlay,
    animation: `${fadeIn} 150ms ease-out`,
  },
  variants: {
    layout: {
      dialog: { alignItems: 'center' },
      sheet: { alignItems: 'flex-end' },
    },
  },
});

export const dialog = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    maxHeight: '90vh',
    overflowY: 'auto',
    background: vars.colors.surface,
    color: vars.colors.text,
    boxShadow: vars.shadows.modal,
    fontFamily: vars.fonts.body,
    outline: 'none',
  },
  variants: {
    layout: {
      dialog: {
        width: 'calc(100% - 32px)',
        maxWidth: '420px',
        borderRadius: vars.radii.xl,
      },
      sheet: {
        width: '100%',
        borderRadius: `${vars.radii.xl} ${vars.radii.xl} 0 0`,
        animation: `${slideUp} 200ms ease-out`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
    },
    dragging: {
      true: {},
      false: { transition: 'transform 200ms ease-out' },
    },
  },
  defaultVariants: { layout: 'dialog', dragging: false },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof dialog>>;

// The grab area; touch-action none so the browser hands the vertical gesture to us.
export const dragHandle = style({
  display: 'flex',
  justifyContent: 'center',
  flexShrink: 0,
  padding: `${vars.space.sm} 0 ${vars.space.xs}`,
  cursor: 'grab',
  touchAction: 'none',
  '::before': {
    content: '""',
    width: '40px',
    height: '4px',
    borderRadius: vars.radii.pill,
    background: vars.colors.borderStrong,
  },
});
