import { describe, expect, it } from 'vitest';
import {
  formatFee,
  formatPoolShare,
  formatPriceImpact,
  formatRoundedPercent,
  formatSignedPercent,
} from './percent';

const ratio = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

describe('formatPriceImpact', () => {
  it('writes "<0.01%" below one basis point, else two decimals', () => {
    expect(formatPriceImpact(undefined, 'en')).toBe('-');
    expect(formatPriceImpact(ratio(0n, 10_000n), 'en')).toBe('<0.01%');
    expect(formatPriceImpact(ratio(99n, 1_000_000n), 'en')).toBe('<0.01%');
    expect(formatPriceImpact(ratio(1n, 10_000n), 'en')).toBe('0.01%');
    expect(formatPriceImpact(ratio(123n, 10_000n), 'en')).toBe('1.23%');
    expect(formatPriceImpact(ratio(12_350n, 1_000_000n), 'en')).toBe('1.24%'); // 1.235 half up
    expect(formatPriceImpact(ratio(12_349n, 1_000_000n), 'en')).toBe('1.23%');
    expect(formatPriceImpact(ratio(0n, 10_000n), 'de')).toBe('<0,01%');
    expect(formatPriceImpact(ratio(123n, 10_000n), 'es')).toBe('1,23%');
    expect(formatPriceImpact(ratio(-5n, 100n), 'en')).toBe('<0.01%'); // a price gain
  });
});

describe('formatSignedPercent', () => {
  it('signs a rise and writes the locale separator', () => {
    expect(formatSignedPercent(10.2, 'en')).toBe('+10.2%');
    expect(formatSignedPercent(-9.5, 'de')).toBe('-9,5%');
    expect(formatSignedPercent(0, 'en')).toBe('0%');
    expect(formatSignedPercent(undefined, 'en')).toBeUndefined();
  });
});

describe('formatRoundedPercent', () => {
  it('rounds and follows the locale', () => {
    expect(formatRoundedPercent(52.4, 'en')).toBe('52%');
    expect(formatRoundedPercent(52.5, 'de')).toBe('53\u00a0%');
    expect(formatRoundedPercent(0, 'en')).toBe('0%');
    expect(formatRoundedPercent(100, 'es')).toBe('100\u00a0%');
  });
});

describe('formatPoolShare', () => {
  it.each([
    [ratio(0n, 1n), 6, '0'],
    [ratio(1n, 100_000n), 6, '<0.01'],
    [ratio(1n, 10_000n), 6, '0.010000'],
    [ratio(123_456_789n, 10_000_000_000n), 6, '1.234568'],
    [ratio(1n, 3n), 2, '33.33'],
    [ratio(2n, 3n), 2, '66.67'],
  ])('%o with %d decimals is %s', (share, decimals, text) => {
    expect(formatPoolShare(share, decimals)).toBe(text);
  });

  it('is "0" without a share', () => {
    expect(formatPoolShare(undefined, 2)).toBe('0');
  });
});

describe('formatFee', () => {
  it.each([
    [100, '0.01%'],
    [500, '0.05%'],
    [3000, '0.3%'],
    [10_000, '1%'],
  ])('%d is %s', (fee, text) => {
    expect(formatFee(fee)).toBe(text);
  });
});
