import { describe, expect, it } from 'vitest';
import { formatUsdNumber, formatUsdUnits } from './usd';

describe('formatUsdUnits', () => {
  it.each([
    [1_234_560_000n, 6, '$1,234.56'],
    [1_000_000n, 6, '$1.00'],
    [10_000n, 6, '$0.01'],
    [9_999n, 6, '$-'],
    [5_000n, 6, '$-'], // half a cent would round up, but it is still under one cent
    [0n, 6, '$-'],
    [-5_000_000n, 6, '$-'],
    [1_234_567_894_999n, 6, '$1,234,567.89'],
    [1_234_567_895_000n, 6, '$1,234,567.90'],
    [999_995_000n, 6, '$1,000.00'],
    [10n ** 18n * 2000n, 18, '$2,000.00'],
    [123n, 0, '$123.00'],
    [15n, 1, '$1.50'],
  ])('%s in %i decimals is %s', (amount, decimals, expected) => {
    expect(formatUsdUnits(amount, decimals)).toBe(expected);
  });

  it('rejects impossible decimals', () => {
    expect(() => formatUsdUnits(1n, -1)).toThrow(RangeError);
  });
});

describe('formatUsdNumber', () => {
  it('formats dollars held as numbers the same way', () => {
    expect(formatUsdNumber(1234.564)).toBe('$1,234.56');
    expect(formatUsdNumber(0.009)).toBe('$-');
    expect(formatUsdNumber(1e9)).toBe('$1,000,000,000.00');
    expect(formatUsdNumber(Number.NaN)).toBe('');
  });
});
