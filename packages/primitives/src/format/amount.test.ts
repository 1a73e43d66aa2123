import { describe, expect, it } from 'vitest';
import {
  amountFloorText,
  floorPlacesFor,
  floorText,
  formatCurrencyAmount,
  formatDisplayAmount,
} from './amount';

const WEI = 18;

describe('the amount display floors (spec 001 §5)', () => {
  it('writes the floor for its places', () => {
    expect(floorText(6)).toBe('<0.000001');
    expect(floorText(4)).toBe('<0.0001');
  });

  it('puts small amounts (4 digits: fees, balances) under 0.0001, amounts (6) under a millionth', () => {
    expect(floorPlacesFor(4)).toBe(4);
    expect(floorPlacesFor(6)).toBe(6);
  });

  it.each([
    // An amount written to 6 significant digits.
    [0n, WEI, 6, '0'],
    [999_999_999_999n, WEI, 6, '<0.000001'],
    [1_000_000_000_000n, WEI, 6, '0.000001'],
    [99_999_999_999_999n, WEI, 6, '0.0001'], // 0.000099999999999999 rounds to 0.0001
    [1n, 6, 6, '0.000001'], // a 6-decimal token has nothing under a millionth
    [1_234_567_890_000_000_000_000n, WEI, 6, '1234.57'],
    // A small amount written to 4 significant digits.
    [0n, WEI, 4, '0'],
    [1n, WEI, 4, '<0.0001'],
    [99_999_999_999_999n, WEI, 4, '<0.0001'],
    [100_000_000_000_000n, WEI, 4, '0.0001'],
    [12_345_678_000_000n, WEI, 4, '<0.0001'],
    [123_456_789_000_000n, WEI, 4, '0.0001235'],
    [99n, 6, 4, '<0.0001'],
    [100n, 6, 4, '0.0001'],
    [5n, 0, 4, '5'],
  ])('%s units of %d decimals at %d digits -> %s', (raw, decimals, digits, expected) => {
    expect(formatDisplayAmount(raw, decimals, digits)).toBe(expected);
  });

  it('leaves digits to the formatter above the floor', () => {
    expect(amountFloorText(1_000_000_000_000n, WEI, 6)).toBeUndefined();
    expect(amountFloorText(-1n, WEI, 6)).toBeUndefined();
  });

  it("writes the floor and the digits with the locale's separators", () => {
    expect(formatDisplayAmount(1n, WEI, 6, 'de')).toBe('<0,000001');
    expect(formatDisplayAmount(1n, WEI, 4, 'es')).toBe('<0,0001');
    expect(formatDisplayAmount(1_234_567_890_000_000_000_000n, WEI, 6, 'de')).toBe('1.234,57');
    expect(formatDisplayAmount(1_234_567_890_000_000_000_000n, WEI, 6, 'en')).toBe('1,234.57');
    expect(formatDisplayAmount(0n, WEI, 6, 'de')).toBe('0');
  });
});

describe('formatCurrencyAmount', () => {
  const usdc = (raw: bigint) => ({ quotient: raw, currency: { decimals: 6 } });

  it('writes an SDK-shaped amount by the display rule, "-" for none', () => {
    expect(formatCurrencyAmount(usdc(49_870_234_567n), 6, 'en')).toBe('49,870.2');
    expect(formatCurrencyAmount(usdc(49_870_234_567n), 6)).toBe('49870.2');
    expect(formatCurrencyAmount(usdc(99n), 4, 'de')).toBe('<0,0001');
    expect(formatCurrencyAmount(usdc(0n), 6, 'en')).toBe('0');
    expect(formatCurrencyAmount(undefined, 6, 'en')).toBe('-');
  });
});
