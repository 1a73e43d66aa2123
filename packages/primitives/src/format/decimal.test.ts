import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../errors';
import {
  formatFixedAmount,
  formatRatioFixed,
  formatSignificant,
  formatUnitsPlain,
  localizedSignificant,
} from './decimal';

const unit = 10n ** 18n;

const ether = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(18, '0'));
};

describe('formatSignificant', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['1.23456789', '1.235'],
    ['1.2344', '1.234'],
    ['9.9996', '10'],
    ['10000', '10000'],
    ['12345.678', '12350'],
    ['0.00012345', '0.0001235'],
    ['0.1', '0.1'],
    ['0.000000000000000001', '0.000000000000000001'],
  ])('%s ether -> %s', (amount, expected) => {
    expect(formatSignificant(ether(amount), 18)).toBe(expected);
  });

  it('handles other precisions and negative amounts', () => {
    expect(formatSignificant(123456n, 2, 6)).toBe('1234.56');
    expect(formatSignificant(123456n, 0)).toBe('123500');
    expect(formatSignificant(-1500000n, 6)).toBe('-1.5');
  });

  it('rejects nonsense arguments', () => {
    expect(() => formatSignificant(1n, -1)).toThrow(InvalidArgumentError);
    expect(() => formatSignificant(1n, 18, 0)).toThrow(InvalidArgumentError);
  });
});

describe('formatFixedAmount', () => {
  it('shows a claim with no decimals, rounded down', () => {
    expect(formatFixedAmount(1400n * unit + unit / 2n, 18, 0)).toBe('1,400');
  });
  it('shows a balance with 2 decimals and unclaimed with 4, zero-padded', () => {
    expect(formatFixedAmount(1250n * unit + unit / 10n, 18, 2)).toBe('1,250.10');
    expect(formatFixedAmount(400n * unit, 18, 4)).toBe('400.0000');
    expect(formatFixedAmount(0n, 18, 4)).toBe('0.0000');
  });
  it('shows vote tallies with no decimals, rounded half up, grouped as the language groups them', () => {
    const tally = 41_200_000n * unit + unit / 2n;
    expect(formatFixedAmount(tally, 18, 0, 'en', 'halfUp')).toBe('41,200,001');
    expect(formatFixedAmount(tally, 18, 0, 'de', 'halfUp')).toBe('41.200.001');
    expect(formatFixedAmount(tally, 18, 0, 'es', 'halfUp')).toBe('41.200.001');
    expect(formatFixedAmount(tally - 1n, 18, 0, 'en', 'halfUp')).toBe('41,200,000');
    // 1,999.9 votes are 2,000 votes, not 1,999.
    expect(formatFixedAmount(ether('1999.9'), 18, 0, 'en', 'halfUp')).toBe('2,000');
    expect(formatFixedAmount(ether('1.995'), 18, 2, 'en', 'halfUp')).toBe('2.00');
    expect(formatFixedAmount(0n, 18, 0, 'en', 'halfUp')).toBe('0');
  });
  it('rounds down by default, so a balance is never shown higher than it is', () => {
    expect(formatFixedAmount(ether('1999.9'), 18, 0)).toBe('1,999');
    expect(formatFixedAmount(ether('1999.9'), 18, 0, 'en', 'down')).toBe('1,999');
    expect(formatFixedAmount(ether('0.99999'), 18, 4)).toBe('0.9999');
  });
  it('follows the locale separators', () => {
    expect(formatFixedAmount(1250n * unit + unit / 4n, 18, 2, 'de-DE')).toBe('1.250,25');
  });
});

describe('formatUnitsPlain', () => {
  it('writes a raw balance as a plain decimal the amount input accepts', () => {
    expect(formatUnitsPlain(1_500_000n, 6)).toBe('1.5');
    expect(formatUnitsPlain(5n, 18)).toBe('0.000000000000000005');
    expect(formatUnitsPlain(2n * 10n ** 18n, 18)).toBe('2');
    expect(formatUnitsPlain(0n, 0)).toBe('0');
    expect(formatUnitsPlain(123_456_789_012_345_678_901n, 18)).toBe('123.456789012345678901');
  });
});

describe('localizedSignificant', () => {
  it("writes a balance's 4 digits for the locale", () => {
    expect(localizedSignificant(1_234_567n * 10n ** 15n, 18, 'de')).toBe('1.235');
    expect(localizedSignificant(1_234_567n * 10n ** 15n, 18, 'en', 6)).toBe('1,234.57');
  });
});

describe('formatRatioFixed', () => {
  it.each([
    [1n, 3n, 2, '0.33'],
    [2n, 3n, 2, '0.67'],
    [12_345n, 1000n, 2, '12.35'], // half up
    [12_344n, 1000n, 2, '12.34'],
    [5n, 10n, 0, '1'],
    [-5n, 10n, 0, '-1'], // half away from zero
    [1n, -3n, 2, '-0.33'],
    [123_456_789n, 1n, 2, '123456789.00'], // no grouping
  ])('%s / %s to %i places is %s', (numerator, denominator, places, expected) => {
    expect(formatRatioFixed(numerator, denominator, places)).toBe(expected);
  });

  it('refuses a zero denominator', () => {
    expect(() => formatRatioFixed(1n, 0n, 2)).toThrow(InvalidArgumentError);
  });
});
