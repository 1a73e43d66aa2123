import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '640px', minWidth: 0 });

/** The claim popup floats bottom left, clear of the header, the popups and the block number. */
export const popupCard = style({
  position: 'fixed',
  left: '1rem',
  bottom: '1rem',
  // Narrow enough to sit beside the centred page column on a laptop screen rather than over it.
  maxWidth: 'min(288px, calc(100vw - 2rem))',
  zIndex: 20,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
});
