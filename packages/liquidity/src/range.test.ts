import { Token } from '@uniswap/sdk-core';
import {
  FeeAmount,
  nearestUsableTick,
  priceToClosestTick,
  TickMath,
  tickToPrice,
} from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import {
  addFormRange,
  computeRange,
  FULL_RANGE,
  parsePrice,
  priceToTick,
  rangeFromTicks,
  rangePercents,
  stepLabel,
  stepPrice,
  tickLimits,
} from './range';

// USDC sorts before WETH: a price of WETH in USDC has base = token1 (the inverted direction).
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');

describe('parsePrice', () => {
  it.each(['', '.', 'abc', '0', '0.000', '-1', '1e5'])('rejects %j', (value) => {
    expect(parsePrice(USDC, WETH, value)).toBeUndefined();
  });
  it('is exact beyond the quote decimals', () => {
    expect(parsePrice(WETH, USDC, '0.00000001234')?.toSignificant(4)).toBe('0.00000001234');
    expect(parsePrice(WETH, USDC, '2000.5')?.toSignificant(5)).toBe('2000.5');
  });
});

describe('priceToTick', () => {
  it.each([
    // base, quote, fee, typed price
    ['DAI', 'USDC', DAI, USDC, FeeAmount.LOW, '1'],
    ['USDC', 'DAI', USDC, DAI, FeeAmount.LOW, '1.0005'],
    ['WETH', 'USDC', WETH, USDC, FeeAmount.MEDIUM, '2000'],
    ['USDC', 'WETH', USDC, WETH, FeeAmount.MEDIUM, '0.0005'],
    ['WETH', 'USDC', WETH, USDC, FeeAmount.HIGH, '1234.5678'],
    ['WETH', 'DAI', WETH, DAI, FeeAmount.LOWEST, '3100'],
    ['WETH', 'USDC', WETH, USDC, FeeAmount.LOWEST, '1096250000000000'],
  ] as const)(
    '%s/%s: the nearest tick to the typed price, snapped to the spacing',
    (_b, _q, base, quote, fee, value) => {
      const price = parsePrice(base, quote, value);
      if (!price) throw new Error('unparsed');
      const spacing = { 100: 1, 500: 10, 3000: 60, 10000: 200 }[fee];
      // The SDK's tick at or below the price, or the next one when the price is nearer to it.
      const floor = priceToClosestTick(price);
      const log = (tick: number) =>
        Math.log(Number(tickToPrice(base, quote, tick).toSignificant(15)));
      const typed = Math.log(Number(value));
      const closest =
        Math.abs(log(floor + 1) - typed) < Math.abs(log(floor) - typed) ? floor + 1 : floor;
      const expected = nearestUsableTick(closest, spacing);
      const tick = priceToTick(base, quote, fee, value);
      expect(tick).toBe(expected);
      expect(Math.abs((tick ?? 0) % spacing)).toBe(0);
    },
  );

  it('gives the same tick whichever way the price is typed', () => {
    expect(priceToTick(WETH, USDC, FeeAmount.MEDIUM, '2000')).toBe(
      priceToTick(USDC, WETH, FeeAmount.MEDIUM, '0.0005'),
    );
  });

  it('clamps prices beyond the pool limits to the usable limit ticks', () => {
    const limits = tickLimits(FeeAmount.MEDIUM);
    expect(priceToTick(DAI, WETH, FeeAmount.MEDIUM, `1${'0'.repeat(50)}`)).toBe(limits.upper);
    expect(priceToTick(DAI, WETH, FeeAmount.MEDIUM, `0.${'0'.repeat(50)}1`)).toBe(limits.lower);
    expect(limits).toEqual({
      lower: nearestUsableTick(TickMath.MIN_TICK, 60),
      upper: nearestUsableTick(TickMath.MAX_TICK, 60),
    });
  });
});

describe('computeRange', () => {
  const fee = FeeAmount.MEDIUM;
  it('maps min/max to lower/upper ticks when base is token0', () => {
    const range = computeRange({ base: DAI, quote: WETH, fee, left: '0.0004', right: '0.0006' });
    expect(range.tickLower).toBe(priceToTick(DAI, WETH, fee, '0.0004'));
    expect(range.tickUpper).toBe(priceToTick(DAI, WETH, fee, '0.0006'));
    expect(range.invalidRange).toBe(false);
    expect(range.leftPrice?.toSignificant(6)).toBe(
      tickToPrice(DAI, WETH, range.tickLower ?? 0).toSignificant(6),
    );
  });

  it('swaps them when base is token1 (the price falls as the tick rises)', () => {
    const range = computeRange({ base: WETH, quote: USDC, fee, left: '1500', right: '2500' });
    expect(range.tickUpper).toBe(priceToTick(WETH, USDC, fee, '1500'));
    expect(range.tickLower).toBe(priceToTick(WETH, USDC, fee, '2500'));
    expect((range.tickLower ?? 0) < (range.tickUpper ?? 0)).toBe(true);
    expect(Number(range.leftPrice?.toSignificant(4))).toBeCloseTo(1500, -1);
  });

  it.each([
    ['min above max', '0.0006', '0.0004'],
    ['min equal to max', '0.0005', '0.0005'],
  ])('is an invalid range for %s', (_name, left, right) => {
    const range = computeRange({ base: DAI, quote: WETH, fee, left, right, tickCurrent: 0 });
    expect(range.invalidRange).toBe(true);
    expect(range.outOfRange).toBe(false);
  });

  it('is out of range when the current tick is outside [lower, upper)', () => {
    const base = { base: DAI, quote: WETH, fee, left: '0.0004', right: '0.0006' };
    const { tickLower = 0, tickUpper = 0 } = computeRange(base);
    expect(computeRange({ ...base, tickCurrent: tickLower - 1 }).outOfRange).toBe(true);
    expect(computeRange({ ...base, tickCurrent: tickLower }).outOfRange).toBe(false);
    expect(computeRange({ ...base, tickCurrent: tickUpper - 1 }).outOfRange).toBe(false);
    expect(computeRange({ ...base, tickCurrent: tickUpper }).outOfRange).toBe(true);
  });

  it('full range uses the tier limits in either direction', () => {
    for (const [base, quote] of [
      [DAI, WETH],
      [WETH, DAI],
    ] as const) {
      const range = computeRange({ base, quote, fee, ...FULL_RANGE });
      expect([range.tickLower, range.tickUpper]).toEqual([-887220, 887220]);
      expect(range.fullRange && range.leftAtLimit && range.rightAtLimit).toBe(true);
    }
  });

  it('describes known ticks the same way (an increased position)', () => {
    const typed = computeRange({
      base: WETH,
      quote: USDC,
      fee,
      left: '1500',
      right: '2500',
      tickCurrent: 5,
    });
    const known = rangeFromTicks({
      base: WETH,
      quote: USDC,
      fee,
      tickLower: typed.tickLower,
      tickUpper: typed.tickUpper,
      tickCurrent: 5,
    });
    expect(known).toEqual(typed);
  });

  it('leaves an untyped end undefined', () => {
    const range = computeRange({ base: DAI, quote: WETH, fee, left: '', right: '0.0006' });
    expect(range.tickLower).toBeUndefined();
    expect(range.invalidRange).toBe(false);
  });
});

describe('rangePercents', () => {
  const fee = FeeAmount.MEDIUM;
  const current = tickToPrice(DAI, WETH, -76020); // about 0.0005
  it('splits min and max around the current price for a valid range', () => {
    const range = computeRange({ base: DAI, quote: WETH, fee, left: '0.00045', right: '0.00055' });
    const percents = rangePercents(range, current);
    expect(percents?.left).toBeLessThan(0);
    expect(percents?.right).toBeGreaterThan(0);
    const expectedLeft =
      (Number(range.leftPrice?.toSignificant(10)) / Number(current.toSignificant(10)) - 1) * 100;
    expect(percents?.left).toBeCloseTo(expectedLeft, 1);
  });
  it('is undefined for an invalid range, and per end at the limit', () => {
    const invalid = computeRange({ base: DAI, quote: WETH, fee, left: '0.0006', right: '0.0004' });
    expect(rangePercents(invalid, current)).toBeUndefined();
    const full = computeRange({ base: DAI, quote: WETH, fee, ...FULL_RANGE });
    expect(rangePercents(full, current)).toEqual({ left: undefined, right: undefined });
  });
});

describe('stepPrice', () => {
  it.each([
    ['DAI', 'WETH', DAI, WETH, FeeAmount.MEDIUM],
    ['WETH', 'DAI', WETH, DAI, FeeAmount.MEDIUM],
    ['WETH', 'USDC', WETH, USDC, FeeAmount.LOWEST],
    ['USDC', 'WETH', USDC, WETH, FeeAmount.LOW],
  ] as const)('%s/%s moves the shown price by one spacing each way', (_b, _q, base, quote, fee) => {
    const spacing = { 100: 1, 500: 10, 3000: 60, 10000: 200 }[fee];
    const tick = nearestUsableTick(-70000, spacing);
    const up = stepPrice({ base, quote, fee, tick, tickCurrent: undefined, direction: 1 });
    const down = stepPrice({ base, quote, fee, tick, tickCurrent: undefined, direction: -1 });
    const at = tickToPrice(base, quote, tick);
    // The typed text lands on the neighbouring usable tick and moves the price the right way.
    const upTick = priceToTick(base, quote, fee, up ?? '');
    const downTick = priceToTick(base, quote, fee, down ?? '');
    expect(Math.abs((upTick ?? 0) - tick)).toBe(spacing);
    expect(Math.abs((downTick ?? 0) - tick)).toBe(spacing);
    expect(Number(up)).toBeGreaterThan(Number(at.toSignificant(8)));
    expect(Number(down)).toBeLessThan(Number(at.toSignificant(8)));
  });
  it('starts from the pool tick when the end is not typed, and needs one of them', () => {
    const fee = FeeAmount.MEDIUM;
    const fromPool = stepPrice({
      base: DAI,
      quote: WETH,
      fee,
      tick: undefined,
      tickCurrent: 125,
      direction: 1,
    });
    expect(priceToTick(DAI, WETH, fee, fromPool ?? '')).toBe(180);
    expect(
      stepPrice({
        base: DAI,
        quote: WETH,
        fee,
        tick: undefined,
        tickCurrent: undefined,
        direction: 1,
      }),
    ).toBeUndefined();
  });
  it('labels the step as twice the fee', () => {
    expect([500, 3000, 10000, 100].map(stepLabel)).toEqual(['0.1%', '0.6%', '2%', '0.02%']);
  });
});

describe('addFormRange', () => {
  const pair = { base: WETH, quote: USDC };
  const input = {
    pair,
    fee: FeeAmount.MEDIUM,
    tickCurrent: undefined,
    left: '1000',
    right: '3000',
    isIncrease: false,
    position: undefined,
  };

  it('reads the typed ends, or on /increase the position’s own ticks', () => {
    expect(addFormRange(input)).toEqual(
      computeRange({ ...pair, fee: FeeAmount.MEDIUM, left: '1000', right: '3000' }),
    );
    const position = { tickLower: -600, tickUpper: 600 };
    expect(addFormRange({ ...input, isIncrease: true, position })).toEqual(
      rangeFromTicks({ ...pair, fee: FeeAmount.MEDIUM, ...position, tickCurrent: undefined }),
    );
    expect(addFormRange({ ...input, isIncrease: true })?.tickLower).toBeUndefined();
  });

  it('has no range without a pair or a tier', () => {
    expect(addFormRange({ ...input, pair: undefined })).toBeUndefined();
    expect(addFormRange({ ...input, fee: undefined })).toBeUndefined();
  });
});
