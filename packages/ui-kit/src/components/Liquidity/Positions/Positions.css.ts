import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const page = style({ width: '100%', maxWidth: '52rem', marginInline: 'auto', minWidth: 0 });

export { visuallyHidden } from '../../Spinner/Spinner.css';
export { actions, header, list, wrapText } from '../Shared/Shared.css';

export const menuAnchor = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: 10,
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceRaised,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.popover,
});

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.colors.surfaceHover, outline: 'none' },
  },
});

/** A position in the list: its link to /pool/{tokenId} with the pair's add link beside it. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
  selectors: { '&:hover': { background: vars.colors.surfaceHover } },
});

export const rowLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radii.lg,
  color: vars.colors.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const rowActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.fontSizes.sm,
});

export const rowLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  height: '3.5rem',
  borderRadius: vars.radii.lg,
  background: vars.colors.neutralSoft,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});

export const artwork = style({
  display: 'block',
  width: '100%',
  maxWidth: '18rem',
  marginInline: 'auto',
  aspectRatio: '290 / 500',
  objectFit: 'contain',
  borderRadius: vars.radii.lg,
});

export const artworkPlaceholder = style([
  artwork,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.colors.neutralSoft,
    color: vars.colors.textSecondary,
    padding: vars.space.lg,
    textAlign: 'center',
  },
]);

export const priceBoxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.sm,
});

export const priceBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceRaised,
  border: `1px solid ${vars.colors.border}`,
  textAlign: 'center',
  minWidth: 0,
});

export const textLink = style({
  color: vars.colors.accentSoftText,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

/** Spec 001 §2's promo cards: one column on a phone, side by side from 32rem. */
export const promoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});

const promoBase = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  color: vars.colors.text,
  minWidth: 0,
} as const;

export const promoCard = style({ ...promoBase, background: vars.colors.accentSoft });

export const promoCardAlt = style({ ...promoBase, background: vars.colors.infoSoft });

export const promoLink = style({
  marginBlockStart: 'auto',
  color: vars.colors.text,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

/** The Load more control under the positions: the count, then the button. */
export const loadMore = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
