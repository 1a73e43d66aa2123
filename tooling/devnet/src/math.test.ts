import { describe, expect, it } from 'vitest';
import {
  amountForUsd,
  fullRange,
  nearestUsableTick,
  sqrtBigInt,
  sqrtPriceX96,
  tickAtPrice,
} from './math';

describe('seeding maths', () => {
  it('takes exact integer square roots', () => {
    expect(sqrtBigInt(0n)).toBe(0n);
    expect(sqrtBigInt(1n)).toBe(1n);
    expect(sqrtBigInt(15n)).toBe(3n);
    expect(sqrtBigInt(16n)).toBe(4n);
    expect(sqrtBigInt(2n ** 192n)).toBe(2n ** 96n);
  });

  it('prices a pool at the ratio of the dollar prices in raw units', () => {
    const weth = { decimals: 18, usdMicros: 2_000_000_000n };
    const usdc = { decimals: 6, usdMicros: 1_000_000n };
    // 1 WETH (1e18 raw) = 2000 USDC (2e9 raw): raw price 2e-9
    const price = Number(sqrtPriceX96(weth, usdc)) / 2 ** 96;
    expect(price ** 2).toBeCloseTo(2e-9, 15);
    expect(tickAtPrice(weth, usdc)).toBe(Math.floor(Math.log(2e-9) / Math.log(1.0001)));
  });

  it('rounds ticks to the spacing and keeps full range inside the bounds', () => {
    expect(nearestUsableTick(61, 60)).toBe(60);
    expect(nearestUsableTick(-887272, 60)).toBe(-887220);
    expect(fullRange(3000)).toEqual({ tickLower: -887220, tickUpper: 887220 });
    expect(fullRange(100)).toEqual({ tickLower: -887272, tickUpper: 887272 });
  });

  it('converts dollars into raw token amounts', () => {
    expect(amountForUsd({ decimals: 6, usdMicros: 1_000_000n }, 10)).toBe(10_000_000n);
    expect(amountForUsd({ decimals: 8, usdMicros: 40_000_000_000n }, 40_000)).toBe(100_000_000n);
  });
});
