import { CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { amountText, priceParts, symbolText } from './amountDisplay';

const LONG = 'VERYLONGSYMBOLNAME12345'; // 23 characters
const A = new Token(1, `0x${'1'.repeat(40)}`, 18, 'AAA', 'A token');
const B = new Token(1, `0x${'2'.repeat(40)}`, 6, LONG, 'Long token');

describe('amount display', () => {
  it('shortens symbols over 20 characters to the first 4, "..." and the last 5', () => {
    expect(symbolText(B)).toBe('VERY...12345');
    expect(symbolText(A)).toBe('AAA');
    expect(symbolText(null)).toBe('');
  });

  it('writes amounts at 6 significant digits, plain for an input field', () => {
    expect(amountText(CurrencyAmount.fromRawAmount(A, '1234567890000000000'))).toBe('1.23456'); // the SDK rounds amounts down;
    expect(amountText(CurrencyAmount.fromRawAmount(A, '1234567890000000000000'))).toBe('1234.56');
    expect(amountText(undefined)).toBe('');
  });

  it('writes shown amounts for the locale', () => {
    const amount = CurrencyAmount.fromRawAmount(A, '1234567890000000000000');
    expect(amountText(amount, 'en')).toBe('1,234.56');
    expect(amountText(amount, 'de')).toBe('1.234,56');
    expect(amountText(amount, 'es')).toBe('1234,56');
    expect(amountText(undefined, 'de')).toBe('');
  });

  it('writes prices at 4 significant digits with shortened symbols', () => {
    // 1 AAA (1e18 raw) = 1234.5678 B (1234567800 raw)
    const price = new Price(A, B, '1000000000000000000', '1234567800');
    expect(priceParts(price, 'en')).toEqual({ price: '1,235', quote: 'VERY...12345', base: 'AAA' });
    expect(priceParts(price, 'de').price).toBe('1.235');
    expect(priceParts(price.invert(), 'en').price).toBe('0.00081');
    expect(priceParts(price.invert(), 'de').price).toBe('0,00081');
  });
});
