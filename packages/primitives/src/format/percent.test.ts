import { describe, expect, it } from 'vitest';
import { formatPriceImpact, formatRoundedPercent, formatSignedPercent } from './percent';

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
