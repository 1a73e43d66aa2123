import { keyframes, style } from '@vanilla-extract/css';

const fall = keyframes({
  '0%': { transform: 'translate3d(0, -10vh, 0) rotate(0deg)', opacity: 1 },
  '100%': { transform: 'translate3d(var(--drift), 105vh, 0) rotate(720deg)', opacity: 0.8 },
});

export const layer = style({
  position: 'fixed',
  inset: 0,
  pointerEvents: 'none',
  overflow: 'hidden',
  zIndex: 1000,
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const piece = style({
  position: 'absolute',
  top: 0,
  width: '8px',
  height: '12px',
  borderRadius: '2px',
  opacity: 0,
  animationName: fall,
  animationTimingFunction: 'cubic-bezier(0.3, 0.6, 0.6, 1)',
  animationFillMode: 'forwards',
});
