import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xl} 0 ${vars.space.sm}`,
});

export const closeButton = style({
  display: 'inline-flex',
  marginLeft: 'auto',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colors.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const statusIcon = style({
  width: '90px',
  height: '90px',
});

export const accentIcon = style([statusIcon, { color: vars.colors.accent }]);
export const dangerIcon = style([statusIcon, { color: vars.colors.danger }]);

export const added = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.colors.success,
  fontWeight: vars.fontWeights.medium,
});

/** A transaction hash: long and unbroken, so it may wrap anywhere. */
export const hashLine = style({ overflowWrap: 'anywhere', maxWidth: '100%' });
