import { getNativeCurrency } from '@dex/currency';
import { Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { getWrapType, WrapType } from './wrapType';

const ether = getNativeCurrency(1);
if (!ether) throw new Error('mainnet is in the chain registry');
const weth = ether.wrapped;
const usdc = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const otherChainWeth = getNativeCurrency(31337)?.wrapped;

describe('getWrapType', () => {
  it('wraps the native coin into its own wrapped token, and unwraps back', () => {
    expect(getWrapType(ether, weth)).toBe(WrapType.WRAP);
    expect(getWrapType(weth, ether)).toBe(WrapType.UNWRAP);
  });

  it.each([
    ['a token pair', usdc, weth],
    ['the native coin against another token', ether, usdc],
    ['another chain’s wrapped token', ether, otherChainWeth],
    ['a missing output', ether, null],
    ['a missing input', undefined, weth],
  ])('is no wrap for %s', (_label, input, output) => {
    expect(getWrapType(input, output)).toBe(WrapType.NOT_APPLICABLE);
  });
});
