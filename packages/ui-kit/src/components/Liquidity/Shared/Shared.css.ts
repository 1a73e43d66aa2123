import { style } from '@vanilla-extract/css';
import { cardColumnList } from '../../../internal/baseStyles';
import { vars } from '../../../theme/theme.css';

// Pieces the V2 and V3 liquidity screens share.

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The account's positions or pairs. */
export const list = style(cardColumnList);

export const slider = style({
  width: '100%',
  accentColor: vars.colors.accent,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '4px' },
  },
});

export const quickButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
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

/** A value's second line (its dollar worth), smaller and quieter. */
export const factDetail = style({
  display: 'block',
  color: vars.colors.textSecondary,
  fontSize: vars.fontSizes.sm,
});

/** A dl row wrapper that leaves the grid to its dt and dd. */
export const factRow = style({ display: 'contents' });

export const wrapText = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** The column of the account lists (/pool/v2, /migrate/v2, /uni). */
export const listPage = style({
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  minWidth: 0,
});

/** A boxed item of those lists (a pair, a mining pool) and the migrate form's sections. */
export const itemCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
});

/** A risk the user must acknowledge before a write (e.g. adding to someone else's position). */
export const acknowledgement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.colors.warningSoft,
  color: vars.colors.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const acknowledgementCheck = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  cursor: 'pointer',
});

export const acknowledgementBox = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.colors.accent,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});
