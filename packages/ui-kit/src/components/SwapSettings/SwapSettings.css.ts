import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  padding: vars.space.sm,
  // Fits the popover it usually sits in (which caps its own width on small screens).
  width: '20rem',
  maxWidth: '100%',
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
  flexShrink: 0,
  whiteSpace: 'nowrap',
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

/** The presets and the custom field share one line; the field takes what the presets leave. */
export const slippageRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const customField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 0',
  minWidth: '3.5rem',
});

export const customSlippageInput = style({
  // Takes the field's width left beside the "%" sign (the base input is 100% wide).
  flex: '1 1 0',
  width: 0,
  textAlign: 'right',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeights.medium,
  fontSize: vars.fontSizes.sm,
});
