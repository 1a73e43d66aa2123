import { describe, expect, it } from 'vitest';
import { defaultWindowHalfWidth, initialWindow, panWindow, zoomWindow } from './window';

describe('initialWindow', () => {
  it('centres on the current price, by tick spacing', () => {
    expect(defaultWindowHalfWidth(1)).toBe(0.005);
    expect(defaultWindowHalfWidth(200)).toBe(0.5);
    const window = initialWindow({ currentPrice: 2_000, tickSpacing: 60 });
    expect(window.min).toBeCloseTo(1_400, 9);
    expect(window.max).toBeCloseTo(2_600, 9);
  });

  it('fits a chosen range and the price with a margin', () => {
    const narrow = initialWindow({
      currentPrice: 1,
      tickSpacing: 1,
      range: { min: 0.9998, max: 1.0002 },
    });
    expect(narrow.min).toBeCloseTo(0.9997, 9);
    expect(narrow.max).toBeCloseTo(1.0003, 9);
    const above = initialWindow({
      currentPrice: 100,
      tickSpacing: 60,
      range: { min: 120, max: 140 },
    });
    expect(above.min).toBeCloseTo(90, 9);
    expect(above.max).toBeCloseTo(150, 9);
  });

  it('leaves full-range ends out and stays above zero', () => {
    const full = initialWindow({
      currentPrice: 100,
      tickSpacing: 60,
      range: { min: 1e-30, max: 1e30 },
    });
    expect(full).toEqual(initialWindow({ currentPrice: 100, tickSpacing: 60 }));
    const wide = initialWindow({
      currentPrice: 100,
      tickSpacing: 60,
      range: { min: 10, max: 1_000 },
    });
    expect(wide.min).toBe(5);
  });

  it('refuses a missing price', () => {
    expect(() => initialWindow({ currentPrice: 0, tickSpacing: 60 })).toThrow(
      'Invalid current price: 0',
    );
  });
});

describe('zoom and pan', () => {
  it('zooms about the middle or an anchor', () => {
    expect(zoomWindow({ min: 100, max: 200 }, 2)).toEqual({ min: 125, max: 175 });
    expect(zoomWindow({ min: 100, max: 200 }, 0.5)).toEqual({ min: 50, max: 250 });
    expect(zoomWindow({ min: 100, max: 200 }, 2, 100)).toEqual({ min: 100, max: 150 });
  });

  it('never zooms out below zero', () => {
    expect(zoomWindow({ min: 10, max: 200 }, 0.25).min).toBe(5);
    expect(() => zoomWindow({ min: 1, max: 2 }, 0)).toThrow('Invalid zoom factor: 0');
  });

  it('pans by a price, stopping short of zero', () => {
    expect(panWindow({ min: 100, max: 200 }, 50)).toEqual({ min: 150, max: 250 });
    expect(panWindow({ min: 100, max: 200 }, -150)).toEqual({ min: 50, max: 150 });
  });
});
