import { getChainInfo } from '@dex/chains';
import { describe, expect, it } from 'vitest';
import { swapSpender } from './swapSpender';

describe('swapSpender', () => {
  it("is the chain's V2 router for V2 swaps and its SwapRouter for V3 swaps", () => {
    const contracts = getChainInfo(1)?.contracts;
    expect(swapSpender(1, 'v2')).toBe(contracts?.v2Router02);
    expect(swapSpender(1, 'v3')).toBe(contracts?.swapRouter);
    expect(swapSpender(1, 'v2')).not.toBe(swapSpender(1, 'v3'));
  });

  it('is SwapRouter02 for split and mixed trades, where the chain has one', () => {
    expect(swapSpender(1, 'swapRouter02')).toBe(getChainInfo(1)?.contracts.swapRouter02);
    expect(swapSpender(31337, 'swapRouter02')).toBe(getChainInfo(31337)?.contracts.swapRouter02);
    expect(swapSpender(31337, 'swapRouter02')).not.toBe(swapSpender(31337, 'v3'));
    // Kovan never had SwapRouter02.
    expect(swapSpender(42, 'swapRouter02')).toBeNull();
  });

  it('is null on a chain it does not know', () => {
    expect(swapSpender(999_999, 'v3')).toBeNull();
  });
});
