import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export {
  actions,
  factLabel,
  factRow,
  facts,
  factValue,
  header,
  list,
  wrapText,
} from '../Shared/Shared.css';

export const page = style({ width: '100%', maxWidth: '40rem', marginInline: 'auto', minWidth: 0 });

export const pairCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
});

export const textLink = style({
  color: vars.colors.accentSoftText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const blockLine = style({ display: 'block' });
