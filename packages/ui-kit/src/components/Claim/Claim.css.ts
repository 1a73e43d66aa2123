import { style } from '@vanilla-extract/css';
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
