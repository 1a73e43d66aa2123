import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveConditions, stackProperties, unconditional } from './stackSprinkles.css';
import { vars } from './theme.css';

// The flex and spacing properties are Row and Column's (one set of classes for both); these are the rest.
const responsiveProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'inline-block', 'grid'],
    fontSize: vars.fontSizes,
    textAlign: ['left', 'center', 'right'],
  },
});

const colorProperties = defineProperties({
  conditions: {
    default: unconditional,
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    color: vars.colors,
    background: vars.colors,
    borderColor: vars.colors,
  },
});

/** Atomic, theme-aware styles with responsive values at the spec's breakpoints. */
export const sprinkles = createSprinkles(stackProperties, responsiveProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
