import { describe, expect, it, vi } from 'vitest';
import { chainClockOf, readChainTime } from './chainTime';
import { ChainTimeUnknownError } from './errors';

describe('chainClockOf', () => {
  it('tells the known block time without asking the node', async () => {
    const requestFor = vi.fn();
    expect(await chainClockOf(1_700_000_000, requestFor)()).toBe(1_700_000_000n);
    expect(requestFor).not.toHaveBeenCalled();
  });

  it("asks the node's latest block when the time is not known yet", async () => {
    const request = vi.fn(async () => ({ timestamp: '0x10' }));
    expect(await chainClockOf(undefined, () => request)()).toBe(16n);
    expect(request).toHaveBeenCalledWith({
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    });
  });

  it('has no time without a node to ask', () => {
    expect(() => chainClockOf(undefined, () => undefined)()).toThrow(ChainTimeUnknownError);
  });
});

describe('readChainTime', () => {
  it('rejects with ChainTimeUnknownError when the node cannot say', async () => {
    await expect(readChainTime(async () => null)).rejects.toThrow(ChainTimeUnknownError);
  });
});
