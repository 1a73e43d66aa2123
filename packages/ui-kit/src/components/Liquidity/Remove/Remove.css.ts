import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const page = style({ width: '100%', maxWidth: '30rem', marginInline: 'auto', minWidth: 0 });

export const slider = style({
  width: '100%',
  accentColor: vars.colors.accent,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '4px' },
  },
});

export const quickButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});

// Label-and-value lines wrap like the position screens' rows.
export { rowLine as line, wrapText } from '../Positions/Positions.css';
