import { style } from '@vanilla-extract/css';
import { cardColumnList } from '../../internal/baseStyles';
import { ellipsis } from '../../internal/text.css';
import { vars } from '../../theme/theme.css';

export const list = style(cardColumnList);

export const proposalRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.colors.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const grow = style([ellipsis, { flex: '1 1 auto', minWidth: 0 }]);

export const tallies = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

export const bar = style({
  height: '6px',
  borderRadius: vars.radii.pill,
  background: vars.colors.neutralSoft,
  overflow: 'hidden',
});

export const barFillFor = style({ height: '100%', background: vars.colors.success });
export const barFillAgainst = style({ height: '100%', background: vars.colors.danger });
export const barFillAbstain = style({ height: '100%', background: vars.colors.textSecondary });

export const detail = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
  overflowWrap: 'anywhere',
});

/** The /vote and proposal pages' column. */
export const governancePage = style({ width: '100%', maxWidth: '640px', minWidth: 0 });
