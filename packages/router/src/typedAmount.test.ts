import { getNativeCurrency } from '@dex/currency';
import { Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './typedAmount';

const usdc = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');

describe('parseTypedAmount', () => {
  it('reads the typed text in the currency’s decimals', () => {
    expect(parseTypedAmount('1.5', usdc)?.quotient.toString()).toBe('1500000');
    expect(parseTypedAmount('.000001', usdc)?.quotient.toString()).toBe('1');
    expect(parseTypedAmount('2', getNativeCurrency(1))?.quotient.toString()).toBe(
      (2n * 10n ** 18n).toString(),
    );
  });

  it.each([
    ['nothing typed', ''],
    ['zero', '0.0'],
    ['more decimals than the token has', '0.0000001'],
    ['not a number', 'abc'],
    ['a negative number', '-1'],
  ])('is no amount for %s', (_label, typed) => {
    expect(parseTypedAmount(typed, usdc)).toBeUndefined();
  });

  it('is no amount without a currency', () => {
    expect(parseTypedAmount('1', null)).toBeUndefined();
    expect(parseTypedAmount('1', undefined)).toBeUndefined();
  });
});
