import { style } from '@vanilla-extract/css';
// The popup card restyles a Card (its shadow): the card's styles load first.
import '../Card/Card.css';
import { vars } from '../../theme/theme.css';

export const amount = style({
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.semibold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const value = style({ margin: 0, fontWeight: vars.fontWeights.medium, textAlign: 'right' });

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
