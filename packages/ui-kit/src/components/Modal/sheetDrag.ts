// @spec 000 §2.10 Dialogs are at most 420px wide
/** A bottom sheet closes when dragged down further than this (px). */
export const SHEET_DISMISS_DISTANCE_PX = 300;
/** ...or when released while moving down faster than this (px per ms). */
export const SHEET_DISMISS_VELOCITY = 3;

export type SheetDragResult = {
  /** How far below its resting place the sheet is, in px (never negative). */
  offsetY: number;
  /** Downward speed at release, in px/ms (negative when moving up). */
  velocityY: number;
};

/** The spec's rule for closing a bottom sheet at the end of a drag. */
export function shouldDismissSheet({ offsetY, velocityY }: SheetDragResult): boolean {
  return offsetY > SHEET_DISMISS_DISTANCE_PX || velocityY > SHEET_DISMISS_VELOCITY;
}

export type SheetDragTracker = {
  /** Returns the current offset to render. */
  move: (clientY: number, timeMs: number) => number;
  end: () => SheetDragResult;
};

/**
 * Follows one drag gesture from its start point. Velocity comes from the last two samples,
 * which is what the finger was doing at release (a slow drag ending in a flick counts as a flick).
 */
export function startSheetDrag(startY: number, startTimeMs: number): SheetDragTracker {
  let lastY = startY;
  let lastTime = startTimeMs;
  let velocityY = 0;
  const offsetOf = (y: number) => Math.max(0, y - startY);
  return {
    move(clientY, timeMs) {
      const elapsed = timeMs - lastTime;
      if (elapsed > 0) velocityY = (clientY - lastY) / elapsed;
      lastY = clientY;
      lastTime = timeMs;
      return offsetOf(clientY);
    },
    end() {
      return { offsetY: offsetOf(lastY), velocityY };
    },
  };
}
