import { describe, expect, it } from 'vitest';
import {
  type DepthPair,
  displayPriceToTick,
  fullRangeTicks,
  handleLabel,
  invertDepthPair,
  isFullRange,
  nearestUsableTickOfPrice,
  percentFromCurrent,
  priceRangeToTicks,
  snapDisplayPrice,
  stepDisplayPrice,
  stepTick,
  ticksToPriceRange,
  tickToDisplayPrice,
  usableTickLimits,
} from './prices';

// WETH (18) as token0 and USDC (6) as token1 at the 0.3% tier: the pool's price is USDC per WETH.
const WETH_USDC: DepthPair = { decimals0: 18, decimals1: 6, tickSpacing: 60, inverted: false };

describe('tick and display price', () => {
  it('applies the decimals: tick 0 is 1e12 USDC per WETH, and inverted 1e-12', () => {
    expect(tickToDisplayPrice(0, WETH_USDC)).toBeCloseTo(1e12, -3);
    expect(tickToDisplayPrice(0, invertDepthPair(WETH_USDC))).toBeCloseTo(1e-12, 20);
  });

  it('goes back and forth', () => {
    for (const tick of [-201_000, -60, 0, 12_345]) {
      expect(displayPriceToTick(tickToDisplayPrice(tick, WETH_USDC), WETH_USDC)).toBeCloseTo(
        tick,
        6,
      );
      const inverted = invertDepthPair(WETH_USDC);
      expect(displayPriceToTick(tickToDisplayPrice(tick, inverted), inverted)).toBeCloseTo(tick, 6);
    }
  });

  it('refuses prices that are not positive', () => {
    expect(() => displayPriceToTick(0, WETH_USDC)).toThrow('Invalid price: 0');
    expect(() => displayPriceToTick(Number.NaN, WETH_USDC)).toThrow(/Invalid price/);
  });
});

describe('snapping', () => {
  it('takes the nearest usable tick and its price', () => {
    const price = tickToDisplayPrice(-201_029, WETH_USDC);
    expect(nearestUsableTickOfPrice(price, WETH_USDC)).toBe(-201_000);
    const snapped = snapDisplayPrice(tickToDisplayPrice(-201_031, WETH_USDC), WETH_USDC);
    expect(snapped.tick).toBe(-201_060);
    expect(snapped.price).toBeCloseTo(tickToDisplayPrice(-201_060, WETH_USDC), 9);
  });

  it('clamps to the usable limits, 0 and infinity included', () => {
    const limits = usableTickLimits(60);
    expect(limits).toEqual({ tickLower: -887_220, tickUpper: 887_220 });
    expect(nearestUsableTickOfPrice(0, WETH_USDC)).toBe(-887_220);
    expect(nearestUsableTickOfPrice(Number.POSITIVE_INFINITY, WETH_USDC)).toBe(887_220);
    expect(nearestUsableTickOfPrice(1e-300, WETH_USDC)).toBe(-887_220);
    const inverted = invertDepthPair(WETH_USDC);
    expect(nearestUsableTickOfPrice(0, inverted)).toBe(887_220);
  });

  it('refuses a spacing that is not a positive integer', () => {
    expect(() => usableTickLimits(0)).toThrow('Invalid tick spacing: 0');
  });
});

describe('brushed ranges', () => {
  it('snaps each end, in tick order', () => {
    const range = {
      min: tickToDisplayPrice(-201_010, WETH_USDC),
      max: tickToDisplayPrice(-199_990, WETH_USDC),
    };
    expect(priceRangeToTicks(range, WETH_USDC)).toEqual({
      tickLower: -201_000,
      tickUpper: -199_980,
    });
  });

  it('swaps the ends when the pair is shown inverted (a higher price is a lower tick)', () => {
    const inverted = invertDepthPair(WETH_USDC);
    const ticks = { tickLower: -201_000, tickUpper: -199_980 };
    const prices = ticksToPriceRange(ticks, inverted);
    expect(prices.min).toBeLessThan(prices.max);
    expect(prices.min).toBeCloseTo(tickToDisplayPrice(-199_980, inverted), 12);
    expect(priceRangeToTicks(prices, inverted)).toEqual(ticks);
  });

  it('never gives an empty range', () => {
    const price = tickToDisplayPrice(600, WETH_USDC);
    expect(priceRangeToTicks({ min: price, max: price * 1.00001 }, WETH_USDC)).toEqual({
      tickLower: 600,
      tickUpper: 660,
    });
    expect(priceRangeToTicks({ min: 1e300, max: Number.POSITIVE_INFINITY }, WETH_USDC)).toEqual({
      tickLower: 887_160,
      tickUpper: 887_220,
    });
  });

  it('knows the full range', () => {
    expect(fullRangeTicks(10)).toEqual({ tickLower: -887_270, tickUpper: 887_270 });
    expect(isFullRange({ tickLower: -887_270, tickUpper: 887_270 }, 10)).toBe(true);
    expect(isFullRange({ tickLower: -887_260, tickUpper: 887_270 }, 10)).toBe(false);
  });
});

describe('keyboard steps', () => {
  it('move one spacing towards a higher or lower shown price', () => {
    expect(stepTick(600, 1, WETH_USDC)).toBe(660);
    expect(stepTick(600, -1, WETH_USDC)).toBe(540);
    const inverted = invertDepthPair(WETH_USDC);
    expect(stepTick(600, 1, inverted)).toBe(540);
    expect(stepTick(887_220, 1, WETH_USDC)).toBe(887_220);
  });

  it('step a price onto the next usable tick', () => {
    const price = tickToDisplayPrice(600, WETH_USDC);
    expect(stepDisplayPrice(price, 1, WETH_USDC)).toBeCloseTo(
      tickToDisplayPrice(660, WETH_USDC),
      6,
    );
    const inverted = invertDepthPair(WETH_USDC);
    const shown = tickToDisplayPrice(600, inverted);
    expect(stepDisplayPrice(shown, 1, inverted)).toBeGreaterThan(shown);
  });
});

describe('handle labels', () => {
  it('give the snapped price and percent from the current price', () => {
    const current = tickToDisplayPrice(0, WETH_USDC);
    const label = handleLabel(tickToDisplayPrice(1_000, WETH_USDC), current, WETH_USDC);
    expect(label.tick).toBe(1_020);
    expect(label.percent).toBeCloseTo((1.0001 ** 1_020 - 1) * 100, 6);
    expect(label.atLimit).toBe(false);
  });

  it('give no percent at a limit or without a current price', () => {
    expect(handleLabel(0, 1, WETH_USDC)).toMatchObject({ atLimit: true, percent: undefined });
    expect(percentFromCurrent(2, undefined)).toBeUndefined();
    expect(percentFromCurrent(1.5, 2)).toBe(-25);
  });
});
