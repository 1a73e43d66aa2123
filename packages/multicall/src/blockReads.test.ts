import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeNode } from '../test/fakeNode';
import { createBatchProvider } from './batchProvider';
import { readEachBlock } from './blockReads';
import { createBlockTracker } from './blockTracker';
import type { Timers } from './timers';

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => 0,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readEachBlock', () => {
  it('rides each poll: one HTTP request per block with the block check, none of its own', async () => {
    const node = createFakeNode(100);
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      skipChainIdCheck: true,
      fetch: node.fetch,
      timers,
    });
    const tracker = createBlockTracker({ provider, timers });
    const stop = readEachBlock(tracker, () => {
      // The fake node answers eth_getBalance with "method not found": only the batch it rides in
      // is under test here.
      provider.request({ method: 'eth_getBalance', params: ['0x01', 'latest'] }).catch(() => {});
    });
    await vi.advanceTimersByTimeAsync(200);
    for (let block = 101; block <= 103; block++) {
      node.block = block;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(tracker.getSnapshot().blockNumber).toBe(block);
    }
    expect(node.batches).toEqual(
      Array.from({ length: 4 }, () => ['eth_getBalance', 'eth_blockNumber']),
    );
    stop();
  });

  it('reads a pushed block as it is published, once', async () => {
    const node = createFakeNode(100);
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      skipChainIdCheck: true,
      fetch: node.fetch,
      timers,
    });
    let push: (block: number) => void = () => {};
    const tracker = createBlockTracker({
      provider,
      timers,
      push: (onBlock, onStatus) => {
        push = onBlock;
        onStatus('live');
        return () => {};
      },
    });
    const read = vi.fn();
    const stop = readEachBlock(tracker, read);
    await vi.advanceTimersByTimeAsync(200); // the tracker's first poll, before the source was live
    expect(read).toHaveBeenCalledTimes(1);
    push(101);
    await vi.advanceTimersByTimeAsync(200);
    push(102);
    await vi.advanceTimersByTimeAsync(200);
    push(102); // the same block again: nothing new
    await vi.advanceTimersByTimeAsync(200);
    expect(read).toHaveBeenCalledTimes(3);
    stop();
    push(103);
    await vi.advanceTimersByTimeAsync(200);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
