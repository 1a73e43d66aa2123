import { getChainInfo } from '@dex/chains';
import { describe, expect, it } from 'vitest';
import { currencyFromId, getNativeCurrency, knownToken, NATIVE_CURRENCY_ID, wrappedToken } from '.';

describe('@dex/currency', () => {
  it("gives each chain one native coin that wraps to the registry's wrapped token", () => {
    const eth = getNativeCurrency(1);
    expect(eth?.isNative).toBe(true);
    expect(getNativeCurrency(1)).toBe(eth);
    expect(eth?.wrapped.address).toBe(getChainInfo(1)?.wrappedNativeToken.address);
    if (!eth) throw new Error('no native coin for chain 1');
    expect(wrappedToken(eth)).toBe(eth.wrapped);
    expect(getNativeCurrency(424242)).toBeUndefined();
  });

  it('reads currency ids as URLs carry them', () => {
    const weth = getChainInfo(1)?.wrappedNativeToken.address ?? '';
    expect(currencyFromId(1, NATIVE_CURRENCY_ID)).toBe(getNativeCurrency(1));
    expect(currencyFromId(1, 'eth')).toBe(getNativeCurrency(1));
    expect(currencyFromId(1, weth.toLowerCase())?.symbol).toBe('WETH');
    expect(knownToken(1, weth.toUpperCase().replace('0X', '0x'))?.address).toBe(weth);
    expect(currencyFromId(1, '')).toBeNull();
    expect(currencyFromId(1, 'not an address')).toBeNull();
    // A mixed case that does not match the checksum is the typo the checksum exists to catch.
    expect(currencyFromId(1, '0x000000000000000000000000000000000000DeAd')).toBeNull();
    expect(currencyFromId(1, '0x000000000000000000000000000000000000dEaD')).toBeUndefined();
  });
});
