import { formatCurrencyAmount, formatPrice } from '@dex/primitives';
import { CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { pairLabel } from './positionFormat';

const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const LONG = new Token(
  31337,
  '0x4A679253410272dd5232B3Ff7cF5dbB88f295319',
  18,
  'EXTREMELYLONGSYMBOLTOKEN',
);
const weth = (raw: string) => CurrencyAmount.fromRawAmount(WETH, raw);

describe('formatCurrencyAmount of an SDK amount', () => {
  it("shows 6 (or 4) significant digits with the locale's separators", () => {
    const usdc = CurrencyAmount.fromRawAmount(USDC, '49870234567');
    expect(formatCurrencyAmount(usdc, 6, 'en')).toBe('49,870.2');
    expect(formatCurrencyAmount(usdc, 6, 'de')).toBe('49.870,2');
    // Rounded half up, like every amount of the liquidity screens (@dex/primitives' formatDisplayAmount).
    expect(formatCurrencyAmount(weth('59987654321000000'), 4, 'en')).toBe('0.05999');
    expect(formatCurrencyAmount(weth('59984654321000000'), 4, 'es')).toBe('0,05998');
  });

  it('shows zero as 0 and dust as <0.000001', () => {
    expect(formatCurrencyAmount(weth('0'), 6, 'en')).toBe('0');
    expect(formatCurrencyAmount(weth('999999999999'), 6, 'en')).toBe('<0.000001');
    expect(formatCurrencyAmount(weth('999999999999'), 6, 'de')).toBe('<0,000001');
    expect(formatCurrencyAmount(weth('1000000000000'), 6, 'en')).toBe('0.000001');
    expect(formatCurrencyAmount(undefined, 6, 'en')).toBe('-');
  });

  it('shows a fee (4 digits) under 0.0001 as <0.0001', () => {
    expect(formatCurrencyAmount(weth('99999999999999'), 4, 'en')).toBe('<0.0001');
    expect(formatCurrencyAmount(weth('99999999999999'), 4, 'de')).toBe('<0,0001');
    expect(formatCurrencyAmount(weth('100000000000000'), 4, 'en')).toBe('0.0001');
    expect(formatCurrencyAmount(weth('0'), 4, 'en')).toBe('0');
  });
});

describe('formatPrice of an SDK price', () => {
  it('shows 4 significant digits, 0 and ∞ at the limits', () => {
    const price = new Price(WETH, USDC, '1000000000000000000', '1773456789');
    expect(formatPrice(price, 4, 'en')).toBe('1,773');
    expect(formatPrice(price, 4, 'de')).toBe('1.773');
    expect(formatPrice(price.invert(), 4, 'en')).toBe('0.0005639');
    expect(formatPrice(price.invert(), 4, 'de')).toBe('0,0005639');
    expect(formatPrice(price, 4, 'en', 'zero')).toBe('0');
    expect(formatPrice(price, 4, 'de', 'infinity')).toBe('∞');
  });
});

describe('pairLabel', () => {
  it('shortens symbols over 20 characters', () => {
    expect(pairLabel(WETH, USDC)).toBe('WETH / USDC');
    expect(pairLabel(LONG, WETH)).toBe('EXTR...TOKEN / WETH');
  });
});
