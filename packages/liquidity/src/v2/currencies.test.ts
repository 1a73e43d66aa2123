import { getNativeCurrency } from '@dex/currency';
import { Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { isWrappedNative, v2CurrencyId, v2Symbol } from './currencies';

const native = getNativeCurrency(31337);
if (!native) throw new Error('no devnet chain');
const WETH = native.wrapped;
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');

describe('V2 currencies', () => {
  it('shows and links the wrapped native token as the native coin', () => {
    expect(isWrappedNative(WETH)).toBe(true);
    expect(isWrappedNative(USDC)).toBe(false);
    expect(v2CurrencyId(WETH)).toBe('ETH');
    expect(v2Symbol(WETH)).toBe('ETH');
    expect(v2CurrencyId(USDC)).toBe(USDC.address);
    expect(v2Symbol(USDC)).toBe('USDC');
    expect(v2CurrencyId(native)).toBe('ETH');
  });

  it('shortens long symbols', () => {
    const long = new Token(31337, USDC.address, 6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(v2Symbol(long)).toBe('ABCD...VWXYZ');
  });
});
