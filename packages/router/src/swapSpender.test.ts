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

  it('is null on a chain it does not know', () => {
    expect(swapSpender(999_999, 'v3')).toBeNull();
  });
});
