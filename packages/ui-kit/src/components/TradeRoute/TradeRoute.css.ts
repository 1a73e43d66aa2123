import { style } from '@vanilla-extract/css';
import { plainColumnList } from '../../internal/baseStyles';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.text,
});

export const list = style(plainColumnList);

// A split's hops wrap onto a second line on a phone instead of widening the dialog.
export const split = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const percent = style({
  minWidth: '3.2em',
  fontWeight: vars.fontWeights.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const symbol = style({
  fontWeight: vars.fontWeights.semibold,
  overflowWrap: 'anywhere',
});

export const pool = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.neutralSoft,
  color: vars.colors.textSecondary,
  whiteSpace: 'nowrap',
});

export const arrow = style({ color: vars.colors.textTertiary });

export const cost = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.colors.textSecondary,
});

// Why the router took this many routes: secondary text above the legs.
export const summary = style({
  margin: 0,
  color: vars.colors.textSecondary,
});
