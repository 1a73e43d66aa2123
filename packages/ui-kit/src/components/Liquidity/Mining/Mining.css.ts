import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export {
  actions,
  factLabel,
  facts,
  factValue,
  itemCard as poolCard,
  list,
  listPage as page,
  wrapText,
} from '../Shared/Shared.css';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.colors.accentSoft,
  minWidth: 0,
});

/** The approve and deposit buttons, side by side where they fit, stacked on a phone. */
export const dialogButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
});

/** Deposit, Withdraw, Claim under the pool's figures. */
export const poolActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
  gap: vars.space.sm,
});
