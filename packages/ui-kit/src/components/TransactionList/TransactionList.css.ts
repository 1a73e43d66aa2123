import { style } from '@vanilla-extract/css';
import { plainColumnList } from '../../internal/baseStyles';
import { vars } from '../../theme/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.colors.neutralSoft,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const clearAll = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.accentSoftText,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const list = style({
  ...plainColumnList,
  // Many transactions scroll inside the dialog rather than pushing it off screen.
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2rem',
});

export const summary = style({
  // Untrusted or long summaries are clipped to the row, with the full text in the title.
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
