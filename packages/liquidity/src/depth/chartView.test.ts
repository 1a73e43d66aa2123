import { Token } from '@uniswap/sdk-core';
import { FeeAmount } from '@uniswap/v3-sdk';
import { describe, expect, it, vi } from 'vitest';
import { computeRange, tickPrice } from '../range';
import { USDC, usdcWethPool, WETH } from '../usdcWeth.testing';
import type { LiquidityInterval } from './activeLiquidity';
import { DEPTH_READ_PRICE_FACTOR } from './chartReads';
import { depthChartView, depthPairOf, priceHistoryView, rangeTypedOfPrices } from './chartView';
import { nearestUsableTickOfPrice, snapDisplayPrice, tickToDisplayPrice } from './prices';

const t = (key: string) => key;
const WBTC = new Token(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC');
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');

/** A seeded generator, so a failure names the case that broke. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('rangeTypedOfPrices: what a handle shows is what the mint takes', () => {
  const pairs = [
    { base: WETH, quote: USDC }, // base sorts after quote: prices inverted
    { base: USDC, quote: WETH },
    { base: WBTC, quote: DAI },
    { base: DAI, quote: USDC },
  ];
  const fees = [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH];

  it('types texts that the range fields read back as the handles’ snapped ticks', () => {
    const next = random(42);
    for (const { base, quote } of pairs) {
      for (const fee of fees) {
        const pair = depthPairOf(base, quote, fee);
        const around = Number(
          tickPrice(base, quote, Math.round((next() - 0.5) * 400_000)).toSignificant(12),
        );
        for (let trial = 0; trial < 25; trial++) {
          const min = around * (0.2 + next());
          const max = min * (1.0005 + next() * 3);
          const typed = rangeTypedOfPrices({ min, max }, { base, quote, fee });
          const range = computeRange({ base, quote, fee, ...typed });
          const name = `${base.symbol}/${quote.symbol} ${fee} ${min}–${max}`;
          expect(range.leftTick, name).toBe(nearestUsableTickOfPrice(min, pair));
          expect(range.rightTick, name).toBe(nearestUsableTickOfPrice(max, pair));
        }
      }
    }
  });

  it('types a full-range end at the tier’s limit as the limit', () => {
    expect(
      rangeTypedOfPrices(
        { min: 0, max: Number.POSITIVE_INFINITY },
        { base: WETH, quote: USDC, fee: FeeAmount.MEDIUM },
      ),
    ).toEqual({ left: true, right: true });
  });
});

const pool = usdcWethPool;
const current = pool.priceOf(WETH);
const intervals: readonly LiquidityInterval[] = [
  { tickLower: -887_220, tickUpper: pool.tickCurrent - 600, liquidity: 0n },
  { tickLower: pool.tickCurrent - 600, tickUpper: pool.tickCurrent + 600, liquidity: 10n ** 15n },
  { tickLower: pool.tickCurrent + 600, tickUpper: 887_220, liquidity: 0n },
];
const base = {
  base: WETH,
  quote: USDC,
  fee: FeeAmount.MEDIUM,
  current,
  empty: false,
  intervals,
  range: undefined,
  window: undefined,
  mode: 'brush' as const,
  locale: 'en',
};

describe('depthChartView', () => {
  it('says loading, failed or empty in the chart’s place', () => {
    expect(depthChartView(t, { ...base, intervals: undefined }).status).toBe('loading');
    expect(depthChartView(t, { ...base, intervals: null }).status).toBe('failed');
    expect(depthChartView(t, { ...base, empty: true }).status).toBe('empty');
    const none = intervals.map((interval) => ({ ...interval, liquidity: 0n }));
    expect(depthChartView(t, { ...base, intervals: none }).status).toBe('empty');
    expect(depthChartView(t, base).status).toBe('ready');
  });

  it('draws the pool’s liquidity around the current price', () => {
    const view = depthChartView(t, base);
    expect(view.currentPrice).toBeCloseTo(2000, 6);
    expect(view.window.min).toBeLessThan(2000);
    expect(view.window.max).toBeGreaterThan(2000);
    const at = (price: number) =>
      view.bars.find((bar) => bar.priceLower <= price && price < bar.priceUpper)?.liquidity;
    expect(at(2000)).toBeCloseTo(1e15, -10);
    expect(at(view.window.max * 0.99)).toBe(0);
  });

  it('gives the same bars for the same read and window, so a re-render does not redraw them', () => {
    const window = { min: 1500, max: 2500 };
    const first = depthChartView(t, { ...base, window });
    const typed = computeRange({ ...base, left: '1800', right: '2200' });
    const again = depthChartView(t, { ...base, window, range: typed });
    expect(again.bars).toBe(first.bars);
    const zoomed = depthChartView(t, { ...base, window: { min: 1900, max: 2100 } });
    expect(zoomed.bars).not.toBe(first.bars);
    expect(zoomed.bars[0]?.priceLower).toBe(1900);
  });

  it('proposes a range on /add until the fields are typed, and a handle moved types both ends', () => {
    const onRange = vi.fn();
    const view = depthChartView(t, { ...base, onRange });
    const pair = depthPairOf(WETH, USDC, FeeAmount.MEDIUM);
    expect(view.range?.min).toBeLessThan(2000);
    expect(view.range?.max).toBeGreaterThan(2000);
    // The proposal sits on usable ticks, like everything the brush shows.
    const proposed = view.range?.min ?? 0;
    expect(snapDisplayPrice(proposed, pair).price).toBeCloseTo(proposed, 9);
    view.onRangeChange?.({ min: 1800, max: view.range?.max ?? 0 });
    const typed = onRange.mock.calls[0]?.[0];
    expect(typeof typed.left).toBe('string');
    expect(typeof typed.right).toBe('string');
  });

  it('draws the form’s range, and a full range at the chart’s edges', () => {
    const typed = rangeTypedOfPrices({ min: 1500, max: 2500 }, base);
    const range = computeRange({ ...base, ...typed, tickCurrent: pool.tickCurrent });
    const view = depthChartView(t, { ...base, range });
    expect(view.range?.min).toBeCloseTo(
      tickToDisplayPrice(range.leftTick ?? 0, depthPairOf(WETH, USDC, 3000)),
      9,
    );
    const full = computeRange({ ...base, left: true, right: true, tickCurrent: pool.tickCurrent });
    const fullView = depthChartView(t, { ...base, range: full });
    expect(fullView.range).toMatchObject({ minAtLimit: true, maxAtLimit: true });
    expect(fullView.range?.min).toBe(fullView.limits.min);
  });

  it('only draws a fixed range on a position, coloured by whether the price is in it', () => {
    const range = computeRange({
      ...base,
      left: '2100',
      right: '2500',
      tickCurrent: pool.tickCurrent,
    });
    const view = depthChartView(t, { ...base, range, mode: 'position', onRange: vi.fn() });
    expect(view.mode).toBe('positionRange');
    expect(view.positionStatus).toBe('out-of-range');
    expect(view.onRangeChange).toBeUndefined();
    expect(depthChartView(t, { ...base, mode: 'position' }).range).toBeUndefined();
  });

  it('zooms about the window and never past what the tick read reaches', () => {
    const onWindow = vi.fn();
    const view = depthChartView(t, { ...base, onWindow });
    view.onZoom?.('in');
    const zoomed = onWindow.mock.calls[0]?.[0];
    expect(zoomed.max - zoomed.min).toBeLessThan(view.window.max - view.window.min);
    view.onWindowChange?.({ min: 1, max: 1e9 });
    expect(onWindow.mock.calls[1]?.[0]).toEqual({
      min: 2000 / DEPTH_READ_PRICE_FACTOR,
      max: 2000 * DEPTH_READ_PRICE_FACTOR,
    });
    view.onZoom?.('reset');
    expect(onWindow).toHaveBeenLastCalledWith(undefined);
  });
});

describe('priceHistoryView', () => {
  const points = [
    { time: 100, averageTick: pool.tickCurrent, price: 0 },
    { time: 200, averageTick: pool.tickCurrent + 600, price: 0 },
  ];
  const input = {
    base: WETH,
    quote: USDC,
    fee: FeeAmount.MEDIUM,
    points,
    empty: false,
    range: undefined,
    tone: 'brush' as const,
    locale: 'en',
  };

  it('draws the prices in the page’s direction', () => {
    const view = priceHistoryView(t, input);
    expect(view.status).toBe('ready');
    expect(view.points[0]?.price).toBeCloseTo(2000, -1);
    // A higher tick is a lower WETH price in USDC (USDC is token0).
    expect(view.points[1]?.price).toBeLessThan(2000);
    const flipped = priceHistoryView(t, { ...input, base: USDC, quote: WETH });
    expect(flipped.points[0]?.price).toBeCloseTo(0.0005, 6);
  });

  it('says loading, failed or empty (a young oracle) in its place', () => {
    expect(priceHistoryView(t, { ...input, points: undefined }).status).toBe('loading');
    expect(priceHistoryView(t, { ...input, points: null }).status).toBe('failed');
    expect(priceHistoryView(t, { ...input, points: [] }).status).toBe('empty');
    expect(priceHistoryView(t, { ...input, empty: true }).status).toBe('empty');
  });
});
