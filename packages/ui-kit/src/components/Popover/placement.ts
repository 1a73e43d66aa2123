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
