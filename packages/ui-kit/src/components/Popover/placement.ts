export type Placement = 'top' | 'bottom';

export type AnchorRect = { top: number; bottom: number; left: number; width: number };

/** Gap between the anchor and the floating panel, in px. */
export const POPOVER_OFFSET_PX = 8;

/**
 * Where to put a floating panel (viewport coordinates, fixed positioning): centred on the
 * anchor horizontally, above or below it. The panel is translated by -50% in x (and -100% in y
 * for "top") in CSS, so only the anchor's edges are needed.
 */
export function floatingPosition(anchor: AnchorRect, placement: Placement) {
  return {
    left: anchor.left + anchor.width / 2,
    top: placement === 'top' ? anchor.top - POPOVER_OFFSET_PX : anchor.bottom + POPOVER_OFFSET_PX,
  };
}

/** Space kept between a floating panel and the viewport's edges, in px. */
export const VIEWPORT_MARGIN_PX = 8;

/**
 * The panel's centre (what `left` holds, given the -50% translation) moved just enough that a
 * panel `panelWidth` wide stays inside a viewport `viewportWidth` wide; a panel wider than the
 * viewport is centred in it.
 */
export function keepInViewport(centre: number, panelWidth: number, viewportWidth: number): number {
  const half = panelWidth / 2;
  const min = VIEWPORT_MARGIN_PX + half;
  const max = viewportWidth - VIEWPORT_MARGIN_PX - half;
  if (min > max) return viewportWidth / 2;
  return Math.min(Math.max(centre, min), max);
}
