import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const fallback = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '30rem',
  margin: '0 auto',
  padding: vars.space.xl,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
});

/** Inside a dialog the dialog already draws the card. */
export const inDialog = style({ border: 'none', background: 'transparent', maxWidth: 'none' });

export const details = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

// A link passed as the way out (a router link to the home page) reads as a text action.
globalStyle(`${actions} a`, {
  color: vars.colors.accentSoftText,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
});
globalStyle(`${actions} a:hover`, { textDecoration: 'underline' });
