import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  width: 'min(20rem, calc(100vw - 2rem))',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const spread = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const preset = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.colors.accent,
      color: vars.colors.textOnAccent,
      borderColor: vars.colors.accent,
    },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const customInput = style({ width: '5.5rem', textAlign: 'right' });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeights.medium,
  fontSize: vars.fontSizes.sm,
});
