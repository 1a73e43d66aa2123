import { describe, expect, it } from 'vitest';
import {
  SHEET_DISMISS_DISTANCE_PX,
  SHEET_DISMISS_VELOCITY,
  shouldDismissSheet,
  startSheetDrag,
} from './sheetDrag';

describe('shouldDismissSheet', () => {
  it('uses the spec thresholds', () => {
    expect(SHEET_DISMISS_DISTANCE_PX).toBe(300);
    expect(SHEET_DISMISS_VELOCITY).toBe(3);
  });

  it.each([
    [{ offsetY: 0, velocityY: 0 }, false],
    [{ offsetY: 300, velocityY: 0 }, false],
    [{ offsetY: 301, velocityY: 0 }, true],
    [{ offsetY: 10, velocityY: 3 }, false],
    [{ offsetY: 10, velocityY: 3.01 }, true],
    [{ offsetY: 400, velocityY: -5 }, true],
    [{ offsetY: 100, velocityY: -10 }, false],
  ])('%j -> %s', (drag, expected) => {
    expect(shouldDismissSheet(drag)).toBe(expected);
  });
});

describe('startSheetDrag', () => {
  it('reports how far below the start the pointer is, never above it', () => {
    const drag = startSheetDrag(100, 0);
    expect(drag.move(150, 10)).toBe(50);
    expect(drag.move(60, 20)).toBe(0);
  });

  it('takes the release velocity from the last movement', () => {
    const drag = startSheetDrag(0, 0);
    drag.move(50, 100); // slow: 0.5 px/ms
    drag.move(90, 110); // flick: 4 px/ms
    expect(drag.end()).toEqual({ offsetY: 90, velocityY: 4 });
    expect(shouldDismissSheet(drag.end())).toBe(true);
  });

  it('ignores samples with no elapsed time instead of dividing by zero', () => {
    const drag = startSheetDrag(0, 0);
    drag.move(20, 10);
    drag.move(40, 10);
    expect(drag.end()).toEqual({ offsetY: 40, velocityY: 2 });
  });
});
