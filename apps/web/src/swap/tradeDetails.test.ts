import { Percent } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { formatPriceImpact, formatUnitsPlain } from './tradeDetails';

describe('trade details', () => {
  it('formats the price impact', () => {
    expect(formatPriceImpact(undefined, 'en')).toBe('-');
    expect(formatPriceImpact(new Percent(0, 10_000), 'en')).toBe('<0.01%');
    expect(formatPriceImpact(new Percent(123, 10_000), 'en')).toBe('1.23%');
    expect(formatPriceImpact(new Percent(0, 10_000), 'de')).toBe('<0,01%');
    expect(formatPriceImpact(new Percent(123, 10_000), 'es')).toBe('1,23%');
  });

  it('writes a raw balance as a plain decimal the amount input accepts', () => {
    expect(formatUnitsPlain(1_500_000n, 6)).toBe('1.5');
    expect(formatUnitsPlain(5n, 18)).toBe('0.000000000000000005');
    expect(formatUnitsPlain(2n * 10n ** 18n, 18)).toBe('2');
    expect(formatUnitsPlain(0n, 0)).toBe('0');
  });
});
