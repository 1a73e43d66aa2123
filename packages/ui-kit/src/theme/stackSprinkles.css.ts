import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints';
import { vars } from './theme.css';

// Row and Column's own atomic classes: only the flex and spacing properties they take. The full
// `sprinkles` (theme/sprinkles.css.ts: these plus colours, font sizes, display) shares these classes
// for consumers' styles; built from it, every page would download its whole class table (about
// 2 kB gzip of /swap's first load).
/**
 * A condition without a media query or selector, named rather than an inline `{}`: tsgo, which
 * writes the published declarations, types an inline empty condition's props as `{}` (any value).
 */
export const unconditional = {};

/** The breakpoints every responsive sprinkle takes (`{ base, sm, md, lg, xl }` or an array). */
export const responsiveConditions = {
  conditions: {
    base: unconditional,
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
    xl: { '@media': mediaQueries.xl },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg', 'xl'],
} as const;

export const stackProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const stackSprinkles = createSprinkles(stackProperties);

export type StackSprinkles = Parameters<typeof stackSprinkles>[0];
