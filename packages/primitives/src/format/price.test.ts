import { describe, expect, it } from 'vitest';
import { formatPrice, formatSignificantText } from './price';

/** A price that writes `text` at any precision, as the SDK's `Price.toSignificant` would. */
const priceWriting = (text: string) => ({ toSignificant: () => text });

describe('formatPrice', () => {
  it('writes the digits for the locale, 0 and ∞ at the limits', () => {
    expect(formatPrice(priceWriting('1773.5'), 5, 'en')).toBe('1,773.5');
    expect(formatPrice(priceWriting('1773.5'), 5, 'de')).toBe('1.773,5');
    expect(formatPrice(priceWriting('1773.5'), 4, 'en', 'zero')).toBe('0');
    expect(formatPrice(priceWriting('1773.5'), 4, 'de', 'infinity')).toBe('∞');
    expect(formatPrice(undefined, 4, 'en')).toBe('-');
  });

  it('passes the precision on', () => {
    const asked: number[] = [];
    const price = {
      toSignificant: (digits: number) => {
        asked.push(digits);
        return '1';
      },
    };
    formatPrice(price, 6, 'en');
    expect(asked).toEqual([6]);
  });

  it('writes "-" for a price too small to write', () => {
    const zeroQuote = {
      toSignificant: () => {
        throw new RangeError('0 quote');
      },
    };
    expect(formatPrice(zeroQuote, 4, 'en')).toBe('-');
  });
});

describe('formatSignificantText', () => {
  it('is plain for an input field, written for the locale when shown, "" for none', () => {
    expect(formatSignificantText(priceWriting('1234.5'), 6)).toBe('1234.5');
    expect(formatSignificantText(priceWriting('1234.5'), 6, 'de')).toBe('1.234,5');
    expect(formatSignificantText(undefined, 6, 'de')).toBe('');
    expect(formatSignificantText(null, 6)).toBe('');
  });
});
