import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const frame = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  fontFamily: vars.fonts.body,
  color: vars.colors.text,
});

export const svg = style({
  display: 'block',
  width: '100%',
  overflow: 'visible',
  // A vertical swipe over the chart still scrolls the page (a phone's chart is a third of the
  // screen); sideways drags and pinches reach the chart. Handles and the band take every gesture.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceRaised,
  color: vars.colors.textSecondary,
  fontSize: vars.fontSizes.sm,
});

/** The area that takes wheel, pinch and pan (transparent, but it must catch pointers). */
export const zoomSurface = style({ fill: 'transparent', cursor: 'grab' });

export const bars = style({
  fill: vars.colors.accentSoft,
  stroke: vars.colors.accent,
  strokeWidth: 1,
  pointerEvents: 'none',
});

export const currentLine = style({
  stroke: vars.colors.textSecondary,
  strokeWidth: 1,
  strokeDasharray: '4 3',
  pointerEvents: 'none',
});

export const band = styleVariants({
  brush: { fill: vars.colors.accent, fillOpacity: 0.14, cursor: 'move', touchAction: 'none' },
  'in-range': { fill: vars.colors.success, fillOpacity: 0.16, pointerEvents: 'none' },
  'out-of-range': { fill: vars.colors.warning, fillOpacity: 0.16, pointerEvents: 'none' },
});

export const edge = styleVariants({
  brush: { stroke: vars.colors.accent, strokeWidth: 2 },
  'in-range': { stroke: vars.colors.success, strokeWidth: 2 },
  'out-of-range': { stroke: vars.colors.warning, strokeWidth: 2 },
});

export const handle = style({
  cursor: 'ew-resize',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}` },
  },
});

export const grip = style({
  fill: vars.colors.accent,
  stroke: vars.colors.surface,
  strokeWidth: 1,
  selectors: { [`${handle}:focus-visible &`]: { stroke: vars.colors.focusRing, strokeWidth: 3 } },
});

/** A wide, invisible strip around each handle so a finger can take it. */
export const hitArea = style({ fill: 'transparent' });

export const label = style({
  fill: vars.colors.text,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.semibold,
  pointerEvents: 'none',
});

export const subLabel = style({
  fill: vars.colors.textSecondary,
  fontSize: vars.fontSizes.xs,
  pointerEvents: 'none',
});

export const axisText = style({
  fill: vars.colors.textTertiary,
  fontSize: vars.fontSizes.xs,
});

export const gridLine = style({ stroke: vars.colors.border, strokeWidth: 1 });

export const priceLine = style({
  fill: 'none',
  stroke: vars.colors.accent,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});

export const zoomButton = style({
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colors.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});
