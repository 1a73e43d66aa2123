import { formatPriceImpact, formatUnitsPlain } from '@dex/primitives';
import { Percent } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';

describe('trade details', () => {
  it('formats the price impact', () => {
    expect(formatPriceImpact(undefined, 'en')).toBe('-');
    expect(formatPriceImpact(new Percent(0, 10_000), 'en')).toBe('<0.01%');
    expect(formatPriceImpact(new Percent(123, 10_000), 'en')).toBe('1.23%');
    expect(formatPriceImpact(new Percent(0, 10_000), 'de')).toBe('<0,01%');
    expect(formatPriceImpact(new Percent(123, 10_000), 'es')).toBe('1,23%');
  });

  it("writes what the SDK's own Percent.toFixed(2) writes, for any impact", () => {
    const oneBip = new Percent(1, 10_000);
    for (const [numerator, denominator] of [
      [1, 10_000],
      [12_345, 1_000_000],
      [12_350, 1_000_000],
      [2, 3],
      [999_999, 1_000_000],
      [5, 1],
      [123_456_789, 100_000],
    ] as const) {
      const impact = new Percent(numerator, denominator);
      const sdk = impact.lessThan(oneBip) ? '<0.01%' : `${impact.toFixed(2)}%`;
      expect(formatPriceImpact(impact, 'en').replace(/,/g, '')).toBe(sdk);
    }
  });

  it('writes a raw balance as a plain decimal the amount input accepts', () => {
    expect(formatUnitsPlain(1_500_000n, 6)).toBe('1.5');
    expect(formatUnitsPlain(5n, 18)).toBe('0.000000000000000005');
    expect(formatUnitsPlain(2n * 10n ** 18n, 18)).toBe('2');
    expect(formatUnitsPlain(0n, 0)).toBe('0');
  });
});
