import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const page = style({ width: '100%', maxWidth: '30rem', marginInline: 'auto', minWidth: 0 });

/** Two columns from 375 px up, so pair buttons and range ends sit side by side on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const tiers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const tier = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.colors.accent, background: vars.colors.accentSoft },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.colors.focusRing}`,
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The radio itself stays in the accessibility tree; the card is its visible form. */
export const tierRadio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const rangeEnd = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
  margin: 0,
  textAlign: 'center',
});

export const stepper = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const priceInput = style({ textAlign: 'center', minWidth: 0, width: '100%' });

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.warningSoft,
  color: vars.colors.warning,
  overflowWrap: 'anywhere',
});

export const locked = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.colors.border}`,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const wrapText = style({ overflowWrap: 'anywhere', minWidth: 0 });
