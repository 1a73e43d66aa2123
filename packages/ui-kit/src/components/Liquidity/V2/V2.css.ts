import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const page = style({ width: '100%', maxWidth: '40rem', marginInline: 'auto', minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const pairCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const factLabel = style({ color: vars.colors.textSecondary, overflowWrap: 'anywhere' });

export const wrapText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const textLink = style({
  color: vars.colors.accentSoftText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const blockLine = style({ display: 'block' });

/** A dl row wrapper that leaves the grid to its dt and dd. */
export const factRow = style({ display: 'contents' });
