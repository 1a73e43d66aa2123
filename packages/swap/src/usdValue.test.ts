import { CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { formatUsd, usdValue } from './usdValue';

const USDC = new Token(31337, '0x00000000000000000000000000000000000000c1', 6, 'USDC');
const WETH = new Token(31337, '0x00000000000000000000000000000000000000e1', 18, 'WETH');
const DAI = new Token(31337, '0x00000000000000000000000000000000000000d1', 18, 'DAI');
// $2,000 per WETH: 2000e6 USDC units per 1e18 WETH units.
const wethPrice = new Price(WETH, USDC, '1000000000000000000', '2000000000');
const weth = (amount: string) => CurrencyAmount.fromRawAmount(WETH, amount);

describe('usdValue', () => {
  it('values an amount in the stablecoin', () => {
    const value = usdValue(weth('1500000000000000000'), wethPrice);
    expect(value?.currency.equals(USDC)).toBe(true);
    expect(value?.toExact()).toBe('3000');
  });

  it('is undefined without an amount or a price, or with another currency’s price', () => {
    expect(usdValue(undefined, wethPrice)).toBeUndefined();
    expect(usdValue(weth('1'), undefined)).toBeUndefined();
    expect(usdValue(CurrencyAmount.fromRawAmount(DAI, '1'), wethPrice)).toBeUndefined();
  });
});

describe('formatUsd', () => {
  it('shows dollars with cents and thousands separators', () => {
    expect(formatUsd(usdValue(weth('617284000000000000'), wethPrice), 'en')).toBe('$1,234.57');
    expect(formatUsd(CurrencyAmount.fromRawAmount(USDC, '1234567890123'), 'en')).toBe(
      '$1,234,567.89',
    );
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50');
  });

  it('writes them as the locale does, the dollar sign where it puts it', () => {
    const usdc = CurrencyAmount.fromRawAmount(USDC, '1234567890123');
    expect(formatUsd(usdc, 'de')).toBe('1.234.567,89\u00a0$');
    expect(formatUsd(usdc, 'es')).toBe('1.234.567,89\u00a0$');
    expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$');
  });

  it('shows "$-" under one cent and nothing without a value', () => {
    expect(formatUsd(usdValue(weth('4000000000000'), wethPrice), 'en')).toBe('$-'); // $0.008
    expect(formatUsd(CurrencyAmount.fromRawAmount(USDC, '0'), 'de')).toBe('$-');
    expect(formatUsd(0.004, 'en')).toBe('$-');
    expect(formatUsd(undefined, 'en')).toBe('');
  });
});
