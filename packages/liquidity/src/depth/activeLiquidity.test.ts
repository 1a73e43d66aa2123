import { describe, expect, it } from 'vitest';
import { depthBars, liquidityIntervals } from './activeLiquidity';
import { type DepthPair, tickToDisplayPrice } from './prices';

// Two positions: 100 on [-120, 120) and 50 on [0, 240); the price at tick 10.
const TICKS = [
  { tick: -120, liquidityNet: 100n },
  { tick: 0, liquidityNet: 50n },
  { tick: 120, liquidityNet: -100n },
  { tick: 240, liquidityNet: -50n },
];

describe('liquidityIntervals', () => {
  it('counts liquidity on both sides of the current tick', () => {
    const intervals = liquidityIntervals({
      liquidity: 150n,
      tickCurrent: 10,
      ticks: TICKS,
      tickLower: -600,
      tickUpper: 600,
    });
    expect(intervals).toEqual([
      { tickLower: -600, tickUpper: -120, liquidity: 0n },
      { tickLower: -120, tickUpper: 0, liquidity: 100n },
      { tickLower: 0, tickUpper: 120, liquidity: 150n },
      { tickLower: 120, tickUpper: 240, liquidity: 50n },
      { tickLower: 240, tickUpper: 600, liquidity: 0n },
    ]);
  });

  it('puts a current tick on an initialised tick in the interval starting there', () => {
    const intervals = liquidityIntervals({
      liquidity: 150n,
      tickCurrent: 0,
      ticks: TICKS,
      tickLower: -600,
      tickUpper: 600,
    });
    expect(intervals?.[1]).toEqual({ tickLower: -120, tickUpper: 0, liquidity: 100n });
    expect(intervals?.[2]?.liquidity).toBe(150n);
  });

  it('sums repeated ticks, ignores ticks outside and never goes below zero', () => {
    const intervals = liquidityIntervals({
      liquidity: 10n,
      tickCurrent: 5,
      ticks: [
        { tick: 60, liquidityNet: -4n },
        { tick: 60, liquidityNet: -4n },
        { tick: 120, liquidityNet: -50n },
        { tick: 9_000, liquidityNet: 1n },
      ],
      tickLower: 0,
      tickUpper: 600,
    });
    expect(intervals?.map((interval) => interval.liquidity)).toEqual([10n, 2n, 0n]);
  });

  it('is undefined when the read does not hold the current tick', () => {
    expect(
      liquidityIntervals({
        liquidity: 1n,
        tickCurrent: 700,
        ticks: [],
        tickLower: 0,
        tickUpper: 600,
      }),
    ).toBeUndefined();
  });
});

describe('depthBars', () => {
  const pair: DepthPair = { decimals0: 18, decimals1: 18, tickSpacing: 60, inverted: false };
  const intervals = [
    { tickLower: -600, tickUpper: 0, liquidity: 100n },
    { tickLower: 0, tickUpper: 600, liquidity: 300n },
  ];

  it('averages the intervals under each bar', () => {
    const window = { min: tickToDisplayPrice(-600, pair), max: tickToDisplayPrice(600, pair) };
    const bars = depthBars({ intervals, pair, window, count: 4 });
    expect(bars).toHaveLength(4);
    expect(bars[0]?.priceLower).toBe(window.min);
    expect(bars[3]?.priceUpper).toBe(window.max);
    expect(bars[0]?.liquidity).toBeCloseTo(100, 9);
    expect(bars[3]?.liquidity).toBeCloseTo(300, 9);
    // The middle bars straddle tick 0: between the two levels.
    const straddling = bars.find((bar) => bar.priceLower < 1 && bar.priceUpper > 1);
    expect(straddling?.liquidity).toBeGreaterThan(100);
    expect(straddling?.liquidity).toBeLessThan(300);
  });

  it('counts prices outside the read as no liquidity, also inverted', () => {
    const inverted = { ...pair, inverted: true };
    const window = {
      min: tickToDisplayPrice(1_200, inverted),
      max: tickToDisplayPrice(-1_200, inverted),
    };
    const bars = depthBars({ intervals, pair: inverted, window, count: 8 });
    expect(bars[0]?.liquidity).toBe(0);
    expect(bars[7]?.liquidity).toBe(0);
    // Inverted, the lower prices are the higher ticks: 300 sits left of 100.
    const at = (tick: number) => {
      const price = tickToDisplayPrice(tick, inverted);
      return bars.find((bar) => bar.priceLower <= price && price < bar.priceUpper)?.liquidity;
    };
    expect(at(300)).toBeCloseTo(300, 9);
    expect(at(-300)).toBeCloseTo(100, 9);
  });

  it('refuses a bad count or window', () => {
    expect(() => depthBars({ intervals, pair, window: { min: 1, max: 2 }, count: 0 })).toThrow(
      'Invalid bar count: 0',
    );
    expect(() => depthBars({ intervals, pair, window: { min: 2, max: 1 }, count: 3 })).toThrow(
      /Invalid price window/,
    );
  });
});
