// @spec 000 §2.9 Breakpoints
/** The spec's layout breakpoints in CSS pixels (min-width, mobile first). */
export const breakpoints = {
  sm: 500,
  md: 720,
  lg: 960,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media` queries for each breakpoint, usable in vanilla-extract styles and `matchMedia`. */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Below the medium breakpoint the product uses its mobile layout (bottom sheets, strips). */
export const mobileMediaQuery = `screen and (max-width: ${breakpoints.md - 0.02}px)`;
