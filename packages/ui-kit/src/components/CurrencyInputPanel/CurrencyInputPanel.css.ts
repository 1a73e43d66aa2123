import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.colors.borderStrong },
  },
});

export const topRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const amount = style({
  flex: '1 1 auto',
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.text,
  outline: 'none',
});

export const currencyButton = style({
  flex: '0 0 auto',
  maxWidth: '50%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fiat = style({
  fontVariantNumeric: 'tabular-nums',
});
