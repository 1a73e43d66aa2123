import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export { wrapText } from '../Shared/Shared.css';

/** One column, at most 30rem wide; nothing in it is wider than a 375 px phone. */
export const page = style({ width: '100%', maxWidth: '30rem', marginInline: 'auto', minWidth: 0 });

/** The pair's position and the V3 outcome: bordered boxes of label/value lines. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
});

/** The price-difference warning: the notice plus the two prices. */
export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.warning}`,
  minWidth: 0,
});
