// The multicall failures reach the app's logger: a batched read whose fetch fails (here: no
// network in tests) is logged once with the spec's "failing calls are reset and the error logged".
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHAIN_ID } from '../config';
import { callStatesAtom } from './chainCalls';

afterEach(() => vi.restoreAllMocks());

describe("the app's logger", () => {
  it('gets the failed multicall fetch, and the call shows the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createStore();
    const reads = callStatesAtom(DEFAULT_CHAIN_ID, [
      { address: '0x00000000000000000000000000000000000000a1', callData: '0x18160ddd' },
    ]);
    const unsubscribe = store.sub(reads, () => {});
    try {
      await vi.waitFor(() => expect(store.get(reads)[0]?.error).toBe(true), { timeout: 3_000 });
      expect(error).toHaveBeenCalledWith(
        'Failed to fetch multicall chunk',
        { chainId: DEFAULT_CHAIN_ID, calls: 1 },
        expect.any(Error),
      );
    } finally {
      unsubscribe();
    }
  });
});
