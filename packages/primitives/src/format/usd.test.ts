import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../errors';
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
    expect(formatUsdUnits(amount, decimals, 'en')).toBe(expected);
  });

  it('rejects impossible decimals', () => {
    expect(() => formatUsdUnits(1n, -1, 'en')).toThrow(InvalidArgumentError);
  });
});

describe('formatUsdUnits in other languages', () => {
  it.each([
    [1_234_560_000n, 'de', '1.234,56\u00a0$'],
    [1_234_560_000n, 'es', '1234,56\u00a0$'],
    [10_000n, 'de', '0,01\u00a0$'],
    [1_234_567_894_999n, 'es', '1.234.567,89\u00a0$'],
    [9_999n, 'de', '$-'],
    // A tag Intl rejects keeps the English pattern rather than failing the page.
    [1_234_560_000n, 'not a locale!', '$1234.56'],
  ])('%s micro-dollars in %s is %s', (amount, locale, expected) => {
    expect(formatUsdUnits(amount, 6, locale)).toBe(expected);
  });
});

describe('formatUsdNumber', () => {
  it('formats dollars held as numbers the same way', () => {
    expect(formatUsdNumber(1234.564, 'en')).toBe('$1,234.56');
    expect(formatUsdNumber(0.009, 'en')).toBe('$-');
    expect(formatUsdNumber(1e9, 'en')).toBe('$1,000,000,000.00');
    expect(formatUsdNumber(Number.NaN, 'en')).toBe('');
  });
});
