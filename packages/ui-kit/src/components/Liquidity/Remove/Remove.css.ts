import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '30rem', marginInline: 'auto', minWidth: 0 });

// Label-and-value lines wrap like the position screens' rows.
export { rowLine as line, wrapText } from '../Positions/Positions.css';
