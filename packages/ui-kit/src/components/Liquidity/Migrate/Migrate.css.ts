import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// The form's column is the add page's (at most 30rem, nothing wider than a 375 px phone) and its
// boxes are the V2 pair cards.
export { page } from '../Add/Add.css';
export { itemCard as section, wrapText } from '../Shared/Shared.css';

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
