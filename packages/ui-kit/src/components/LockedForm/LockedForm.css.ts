import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The fieldset only disables: it adds no box, so the page lays out as without it. */
export const lockedFieldset = style({
  display: 'contents',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const lockReason = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
});
