import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const amountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.colors.border}`,
  fontSize: vars.fontSizes.lg,
  overflowWrap: 'anywhere',
});

export const symbol = style({ fontWeight: vars.fontWeights.semibold });

export const banner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.accentSoft,
  color: vars.colors.accentSoftText,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const detailRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textSecondary,
});

globalStyle(`${detailRow} dd`, { margin: 0, color: vars.colors.text, textAlign: 'right' });

const toneColours = {
  success: vars.colors.success,
  primary: vars.colors.text,
  warning: vars.colors.warning,
  danger: vars.colors.danger,
};
export type DetailTone = keyof typeof toneColours;

/** A detail value's colour; the row selector makes it win over the row's default colour. */
export const detailTone = styleVariants(toneColours, (color) => ({
  selectors: { [`${detailRow} &`]: { color } },
}));

/** The network cost's dollar figure, after its native amount. */
export const networkCostUsd = style({ color: vars.colors.textSecondary });
