import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balanceOfData,
  createFakeNode,
  defaultAnswer,
  ERC20,
  type FakeNode,
  MULTICALL_ADDRESS,
  TOKEN_A,
  TOKEN_B,
} from '../test/fakeNode';
import { createBatchProvider } from './batchProvider';
import { createBlockTracker } from './blockTracker';
import { INVALID_CALL_STATE } from './callState';
import { ChainIdMismatchError, ChainIdUnverifiedError, ValidationError } from './errors';
import { createMulticall, isOutOfGasError, type MulticallOptions } from './multicall';
import type { Timers } from './timers';
import type { Call } from './validation';

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => 0, // retries wait exactly 2,500 ms
};

const owner = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const balanceCalls = (count: number, token = TOKEN_A): Call[] =>
  Array.from({ length: count }, (_, index) => ({
    address: token,
    callData: balanceOfData(owner(index + 1)),
  }));
const balance = (data: string | undefined) =>
  data === undefined ? undefined : (ERC20.decodeFunctionResult('balanceOf', data)[0] as bigint);

function setup(node: FakeNode, overrides: Partial<MulticallOptions> = {}) {
  const provider = createBatchProvider({
    url: 'http://node.test',
    chainId: 31337,
    // The transport's one-time chain id check has its own tests; here it would only add a request.
    skipChainIdCheck: true,
    fetch: node.fetch,
    timers,
  });
  const blockTracker = createBlockTracker({ provider, timers, pollIntervalMs: 15_000 });
  return createMulticall({
    chainId: 31337,
    provider,
    multicallAddress: MULTICALL_ADDRESS,
    blockTracker,
    timers,
    ...overrides,
  });
}

/** Lets a poll go out, its batch be sent and answered, and the block update be published. */
const settle = () => vi.advanceTimersByTimeAsync(200);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetching', () => {
  it('reads new listeners in the first poll batch: one HTTP request', async () => {
    const node = createFakeNode(100);
    const watch = setup(node).watch(balanceCalls(3), { blocksPerFetch: 1 });
    expect(watch.getSnapshot().map((state) => state.loading)).toEqual([true, true, true]);
    watch.subscribe(() => {});
    await settle();
    // The multicall answer carries its block: the poll needs no eth_blockNumber beside it.
    expect(node.batches).toEqual([['eth_call']]);
    const states = watch.getSnapshot();
    expect(states.map((state) => balance(state.data))).toEqual([1n, 2n, 3n]);
    expect(
      states.every((state) => state.valid && !state.loading && !state.syncing && !state.error),
    ).toBe(true);
    expect(states[0]?.blockNumber).toBe(100);
  });

  it('makes one HTTP request per new block: the calls, whose answers carry the block', async () => {
    const node = createFakeNode(100);
    const multicall = setup(node);
    const perBlock = multicall.watch(balanceCalls(500), { blocksPerFetch: 1 });
    const others = multicall.watch(balanceCalls(10, TOKEN_B), { blocksPerFetch: 1 });
    perBlock.subscribe(() => {});
    others.subscribe(() => {});
    await settle();
    node.batches.length = 0;
    // Three blocks prove the pattern; `pnpm bench` runs 20 blocks on a real node.
    for (let block = 101; block <= 103; block++) {
      node.block = block;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(
        perBlock.getSnapshot().every((state) => state.blockNumber === block && !state.syncing),
      ).toBe(true);
      expect(others.getSnapshot().every((state) => state.blockNumber === block)).toBe(true);
    }
    expect(node.batches).toHaveLength(3);
    // 510 calls at 200,000 gas each: two chunks under the 100M limit, and no eth_blockNumber.
    for (const batch of node.batches) expect(batch).toEqual(['eth_call', 'eth_call']);
  }, 60_000);

  it('puts at most 1,000 calls in a chunk by default, all chunks of a block in one request', async () => {
    const node = createFakeNode(100);
    // Light calls: 2,500 at 30,000 gas fit one 100M-gas chunk; the call limit splits them.
    const light = balanceCalls(2_500).map((call) => ({ ...call, gasRequired: 30_000 }));
    const watch = setup(node).watch(light);
    watch.subscribe(() => {});
    await settle();
    expect(node.chunkSizes).toEqual([1_000, 1_000, 500]);
    expect(node.batches).toEqual([['eth_call', 'eth_call', 'eth_call']]);
    expect(watch.getSnapshot().every((state) => state.blockNumber === 100)).toBe(true);
  }, 90_000);

  it('takes a lower call limit for a strict endpoint, and refuses a limit below one', async () => {
    const node = createFakeNode(100);
    const watch = setup(node, { maxCallsPerChunk: 40 }).watch(balanceCalls(100));
    watch.subscribe(() => {});
    await settle();
    expect(node.chunkSizes).toEqual([40, 40, 20]);
    expect(node.batches).toHaveLength(1);
    expect(() => setup(createFakeNode(), { maxCallsPerChunk: 0 })).toThrow(ValidationError);
    expect(() => setup(createFakeNode(), { maxCallsPerChunk: 1.5 })).toThrow(ValidationError);
  });

  it('fetches blocksPerFetch=Infinity calls once', async () => {
    const node = createFakeNode(100);
    const watch = setup(node).watch(balanceCalls(2));
    watch.subscribe(() => {});
    await settle();
    for (let block = 101; block <= 103; block++) {
      node.block = block;
      await vi.advanceTimersByTimeAsync(15_000);
    }
    // Nothing to read at the later polls: they ask for the block number alone.
    expect(node.batches).toEqual([
      ['eth_call'],
      ['eth_blockNumber'],
      ['eth_blockNumber'],
      ['eth_blockNumber'],
    ]);
    expect(watch.getSnapshot().map((state) => [state.blockNumber, state.syncing])).toEqual([
      [100, false],
      [100, false],
    ]);
  });

  it('refreshes every blocksPerFetch blocks', async () => {
    const node = createFakeNode(100);
    const watch = setup(node).watch(balanceCalls(1), { blocksPerFetch: 3 });
    watch.subscribe(() => {});
    await settle();
    for (let block = 101; block <= 106; block++) {
      node.block = block;
      await vi.advanceTimersByTimeAsync(15_000);
    }
    const callsPerPoll = node.batches.map(
      (batch) => batch.filter((method) => method === 'eth_call').length,
    );
    // Data read at 100 serves blocks 100-102; the poll at 102 reads ahead for 103.
    expect(callsPerPoll).toEqual([1, 0, 0, 1, 0, 0, 1]);
  });

  it('gives one failing call an error state without failing its neighbours', async () => {
    const node = createFakeNode(100);
    const failing = balanceOfData(owner(2));
    node.answer = (_target, callData) =>
      callData === failing
        ? { success: false, returnData: '0x' }
        : { success: true, returnData: ERC20.encodeFunctionResult('balanceOf', [5n]) };
    const watch = setup(node).watch(balanceCalls(3));
    watch.subscribe(() => {});
    await settle();
    expect(
      watch
        .getSnapshot()
        .map((state) => [state.error, balance(state.data === '0x' ? undefined : state.data)]),
    ).toEqual([
      [false, 5n],
      [true, undefined],
      [false, 5n],
    ]);
  });

  it('splits a chunk that runs out of gas and retries the halves', async () => {
    const node = createFakeNode(100);
    node.maxCallsPerChunk = 100;
    const watch = setup(node).watch(balanceCalls(300));
    watch.subscribe(() => {});
    await settle();
    expect(node.chunkSizes).toEqual([300, 150, 150, 75, 75, 75, 75]);
    expect(watch.getSnapshot().map((state) => balance(state.data))).toEqual(
      Array.from({ length: 300 }, (_, index) => BigInt((index + 1) % 256)),
    );
    // Each split level goes out as one request with both halves.
    expect(node.batches.map((batch) => batch.length)).toEqual([1, 2, 4]);
  });

  it('keeps the neighbours of a call that runs out of gas even alone', async () => {
    const node = createFakeNode(100);
    const greedy = balanceOfData(owner(2));
    node.answer = (target, callData) =>
      callData === greedy ? 'out-of-gas' : defaultAnswer(target, callData);
    const onError = vi.fn();
    const watch = setup(node, { onError }).watch(balanceCalls(4));
    watch.subscribe(() => {});
    await settle();
    expect(node.chunkSizes).toEqual([4, 2, 2, 1, 1]);
    expect(
      watch
        .getSnapshot()
        .map((state) => [state.error, balance(state.data), state.fetchError?.message]),
    ).toEqual([
      [false, 1n, undefined],
      [true, undefined, 'out of gas'],
      [false, 3n, undefined],
      [false, 4n, undefined],
    ]);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[1]).toHaveLength(1);
  });

  it('reports a single call that runs out of gas as an error', async () => {
    const node = createFakeNode(100);
    node.answer = () => 'out-of-gas';
    const onError = vi.fn();
    const watch = setup(node, { onError }).watch(balanceCalls(2));
    watch.subscribe(() => {});
    await settle();
    expect(watch.getSnapshot().map((state) => [state.error, state.fetchError?.message])).toEqual([
      [true, 'out of gas'],
      [true, 'out of gas'],
    ]);
    expect(onError).toHaveBeenCalledOnce(); // once per failed chunk, with its calls
    expect(onError.mock.calls[0]?.[1]).toHaveLength(2);
  });
});

describe('a node whose chain is not verified', () => {
  it('shows no block and no value until the chain id check passes, then reads at the next poll', async () => {
    const node = createFakeNode(100);
    node.chainIdAnswer = { error: { code: -32603, message: 'upstream busy' } };
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      fetch: node.fetch,
      timers,
    });
    const blockTracker = createBlockTracker({ provider, timers, pollIntervalMs: 15_000 });
    const multicall = createMulticall({
      chainId: 31337,
      provider,
      multicallAddress: MULTICALL_ADDRESS,
      blockTracker,
      timers,
    });
    const watch = multicall.watch(balanceCalls(2), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    // The node answered the balances with a failed check, then (no read having answered a block)
    // the block number, again with a failed check.
    expect(node.batches[0]).toEqual(['eth_chainId', 'eth_call']);
    expect(node.batches[1]).toContain('eth_blockNumber');
    expect(node.batches.every((methods) => methods[0] === 'eth_chainId')).toBe(true);
    expect(node.chunkSizes.length).toBeGreaterThan(0);
    expect(blockTracker.getSnapshot().blockNumber).toBeUndefined();
    expect(blockTracker.getSnapshot().error).toBeInstanceOf(ChainIdUnverifiedError);
    for (const state of watch.getSnapshot()) {
      expect(state.data).toBeUndefined();
      expect(state.error).toBe(true);
      expect(state.fetchError).toBeInstanceOf(ChainIdUnverifiedError);
    }

    node.chainIdAnswer = { result: '0x7a69' };
    node.block = 101;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(node.batches.at(-1)?.[0]).toBe('eth_chainId'); // asked again, and answered
    expect(blockTracker.getSnapshot()).toEqual({
      blockNumber: 101,
      readBlockNumber: 101,
      error: undefined,
    });
    expect(watch.getSnapshot().map((state) => balance(state.data))).toEqual([1n, 2n]);
    expect(watch.getSnapshot().every((state) => state.fetchError === undefined)).toBe(true);
  });

  it('never shows values from a node on another chain', async () => {
    const node = createFakeNode(100);
    node.chainIdAnswer = { result: '0x1' };
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      fetch: node.fetch,
      timers,
    });
    const blockTracker = createBlockTracker({ provider, timers, pollIntervalMs: 15_000 });
    const multicall = createMulticall({
      chainId: 31337,
      provider,
      multicallAddress: MULTICALL_ADDRESS,
      blockTracker,
      timers,
    });
    const watch = multicall.watch(balanceCalls(2), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(node.batches).toHaveLength(1); // nothing more is sent to it
    expect(blockTracker.getSnapshot().error).toBeInstanceOf(ChainIdMismatchError);
    expect(watch.getSnapshot().every((state) => state.data === undefined)).toBe(true);
  });
});

describe('push source', () => {
  it('fetches outdated calls once per pushed block, without polling', async () => {
    const node = createFakeNode(100);
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      skipChainIdCheck: true,
      fetch: node.fetch,
      timers,
    });
    let push: ((block: number) => void) | undefined;
    const blockTracker = createBlockTracker({
      provider,
      timers,
      push: (onBlock, onStatus) => {
        push = onBlock;
        onStatus('live');
        return () => {};
      },
    });
    const multicall = createMulticall({
      chainId: 31337,
      provider,
      multicallAddress: MULTICALL_ADDRESS,
      blockTracker,
      timers,
    });
    const watch = multicall.watch(balanceCalls(3), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    expect(node.batches).toEqual([['eth_call']]);
    for (let block = 101; block <= 105; block++) {
      node.block = block;
      push?.(block);
      await vi.advanceTimersByTimeAsync(12_000); // a block every 12 s: no safety poll is due

      expect(watch.getSnapshot().every((state) => state.blockNumber === block)).toBe(true);
    }
    expect(node.batches.slice(1)).toEqual(Array.from({ length: 5 }, () => ['eth_call']));
  });
});

describe('a chain with sub-second blocks', () => {
  it('sends at most one read request a second while every block is learnt', async () => {
    const node = createFakeNode(100);
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      skipChainIdCheck: true,
      fetch: node.fetch,
      timers,
    });
    let push: ((block: number) => void) | undefined;
    const blockTracker = createBlockTracker({
      provider,
      timers,
      averageBlockTimeSeconds: 0.25,
      push: (onBlock, onStatus) => {
        push = onBlock;
        onStatus('live');
        return () => {};
      },
    });
    const multicall = createMulticall({
      chainId: 31337,
      provider,
      multicallAddress: MULTICALL_ADDRESS,
      blockTracker,
      timers,
    });
    const watch = multicall.watch(balanceCalls(3), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    node.batches.length = 0;
    // The data looks stale (syncing) only while a read is out, not at every block in between.
    let syncing = false;
    let staleSpells = 0;
    watch.subscribe(() => {
      const now = watch.getSnapshot().some((state) => state.syncing);
      if (now && !syncing) staleSpells += 1;
      syncing = now;
    });
    // Eight seconds of 250 ms blocks: 32 blocks.
    for (let block = 101; block <= 132; block++) {
      node.block = block;
      push?.(block);
      await vi.advanceTimersByTimeAsync(250);
    }
    expect(blockTracker.getSnapshot().blockNumber).toBe(132);
    expect(node.batches.length).toBeGreaterThanOrEqual(6);
    expect(node.batches.length).toBeLessThanOrEqual(9);
    expect(staleSpells).toBeLessThanOrEqual(node.batches.length);
    // The reads catch up with the last block within the interval.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(watch.getSnapshot().every((state) => state.blockNumber === 132)).toBe(true);
  });
});

describe("a chain whose contracts see another chain's block number (Arbitrum)", () => {
  it("stamps results with the node's eth_blockNumber, asked in the same request", async () => {
    const node = createFakeNode(100);
    node.callBlock = 18_000_000; // block.number inside the multicall: Ethereum's
    const watch = setup(node, { blockNumberFromNode: true }).watch(balanceCalls(2), {
      blocksPerFetch: 1,
    });
    watch.subscribe(() => {});
    await settle();
    expect(node.batches).toEqual([['eth_call', 'eth_blockNumber']]);
    expect(watch.getSnapshot().map((state) => state.blockNumber)).toEqual([100, 100]);
    node.block = 101;
    node.callBlock = 18_000_001;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(watch.getSnapshot().map((state) => [state.blockNumber, state.syncing])).toEqual([
      [101, false],
      [101, false],
    ]);
    expect(node.batches).toHaveLength(2);
  });

  it("without the option takes the contract's block, as on every other chain", async () => {
    const node = createFakeNode(100);
    node.callBlock = 18_000_000;
    const watch = setup(node).watch(balanceCalls(1), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    expect(node.batches).toEqual([['eth_call']]);
    expect(watch.getSnapshot()[0]?.blockNumber).toBe(18_000_000);
  });
});

describe('old-block results', () => {
  /**
   * A lagging node behind a load balancer: the tracker learns of a block from its push source
   * (a poll would take the block its own reads were answered at, which cannot be newer than them).
   */
  function setupPushed(node: FakeNode) {
    const provider = createBatchProvider({
      url: 'http://node.test',
      chainId: 31337,
      skipChainIdCheck: true,
      fetch: node.fetch,
      timers,
    });
    let pushBlock: (block: number) => void = () => {};
    const blockTracker = createBlockTracker({
      provider,
      timers,
      push: (onBlock, onStatus) => {
        pushBlock = onBlock;
        onStatus('live');
        return () => {};
      },
    });
    const multicall = createMulticall({
      chainId: 31337,
      provider,
      multicallAddress: MULTICALL_ADDRESS,
      blockTracker,
      timers,
    });
    return { multicall, push: (block: number) => pushBlock(block) };
  }

  it('retries after the random wait until the node catches up', async () => {
    const node = createFakeNode(100);
    const { multicall, push } = setupPushed(node);
    const watch = multicall.watch(balanceCalls(1), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    node.block = 101;
    node.callBlock = 100; // the node serving eth_call lags a block
    push(101);
    await settle(); // block 101 published, its read answered from block 100
    // Block 101 is published, the data is from 100: syncing, and a retry is waiting.
    expect(watch.getSnapshot()[0]).toMatchObject({ syncing: true, blockNumber: 100 });
    const requests = node.batches.length;
    node.callBlock = undefined;
    await vi.advanceTimersByTimeAsync(2_400);
    expect(node.batches.length).toBe(requests);
    await vi.advanceTimersByTimeAsync(200);
    expect(node.batches.length).toBe(requests + 1);
    expect(watch.getSnapshot()[0]).toMatchObject({ syncing: false, blockNumber: 101 });
  });

  it('keeps retrying without limit while the node lags', async () => {
    const node = createFakeNode(100);
    const { multicall, push } = setupPushed(node);
    const watch = multicall.watch(balanceCalls(1), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    node.block = 101;
    node.callBlock = 100;
    push(101);
    await settle();
    const before = node.chunkSizes.length;
    await vi.advanceTimersByTimeAsync(2_600 * 4); // inside the minute before a safety poll
    expect(node.chunkSizes.length).toBeGreaterThanOrEqual(before + 4);
    expect(watch.getSnapshot()[0]?.syncing).toBe(true);
  });

  it('drops a waiting retry when a newer block arrives', async () => {
    const node = createFakeNode(100);
    const { multicall, push } = setupPushed(node);
    const watch = multicall.watch(balanceCalls(1), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    node.block = 101;
    node.callBlock = 100;
    push(101);
    await settle(); // block 101 published; the read came from block 100; a retry waits
    expect(watch.getSnapshot()[0]).toMatchObject({ syncing: true, blockNumber: 100 });
    node.block = 102;
    node.callBlock = undefined;
    push(102);
    await settle();
    expect(watch.getSnapshot()[0]).toMatchObject({ syncing: false, blockNumber: 102 });
    const calls = node.chunkSizes.length;
    await vi.advanceTimersByTimeAsync(5_000); // the cancelled retry never fires
    expect(node.chunkSizes.length).toBe(calls);
  });

  it('a poll takes the block its reads were answered at, so a lagging call node shows its own block', async () => {
    const node = createFakeNode(100);
    const watch = setup(node).watch(balanceCalls(1), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    node.block = 101;
    node.callBlock = 100;
    await vi.advanceTimersByTimeAsync(15_000);
    // The block shown and the data agree (100): nothing is syncing, nothing waits to be retried.
    expect(watch.getSnapshot()[0]).toMatchObject({ syncing: false, blockNumber: 100 });
    const requests = node.batches.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(node.batches.length).toBe(requests);
  });
});

describe('listeners', () => {
  it('fetches a watch added later 100 ms after it subscribes', async () => {
    const node = createFakeNode(100);
    const multicall = setup(node);
    multicall.watch(balanceCalls(1), { blocksPerFetch: 1 }).subscribe(() => {});
    await settle();
    const later = multicall.watch(balanceCalls(2, TOKEN_B));
    later.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(99);
    expect(node.batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(node.batches).toEqual([['eth_call'], ['eth_call']]);
    expect(later.getSnapshot().map((state) => state.blockNumber)).toEqual([100, 100]);
  });

  it('counts references per call key and stops with the last listener', async () => {
    const node = createFakeNode(100);
    const multicall = setup(node);
    const first = multicall.watch(balanceCalls(2), { blocksPerFetch: 1 });
    const second = multicall.watch(balanceCalls(2), { blocksPerFetch: 1 });
    const stopFirst = first.subscribe(() => {});
    const stopSecond = second.subscribe(() => {});
    await settle();
    expect(node.chunkSizes).toEqual([2]); // the same two keys, fetched once
    stopFirst();
    node.block = 101;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(node.chunkSizes).toEqual([2, 2]);
    stopSecond();
    const requests = node.batches.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(node.batches.length).toBe(requests);
  });

  // The root entry verifies no EIP-55 checksum (no keccak in its 6 kB): an address in any case,
  // even mixed case that is not its checksum, is the address its digits name. /ethers and /viem
  // refuse the bad checksum when they build the calls.
  it('reads an address in any case, a wrong checksum too, as one call', async () => {
    const node = createFakeNode(100);
    const multicall = setup(node);
    const badChecksum = `0xE${TOKEN_A.slice(3)}`;
    expect(badChecksum.toLowerCase()).toBe(TOKEN_A.toLowerCase());
    const callData = balanceOfData(owner(1));
    const watches = [TOKEN_A, TOKEN_A.toLowerCase(), badChecksum].map((address) =>
      multicall.watch([{ address, callData }]),
    );
    for (const watch of watches) watch.subscribe(() => {});
    await settle();
    expect(node.chunkSizes).toEqual([1]);
    expect(watches.map((watch) => balance(watch.getSnapshot()[0]?.data))).toEqual([1n, 1n, 1n]);
  });

  it('shows retained data at once (syncing) when a dropped call is listened again', async () => {
    const node = createFakeNode(100);
    const multicall = setup(node, { maxRetainedResults: 2 });
    const calls = balanceCalls(3);
    const stop = multicall.watch(calls, { blocksPerFetch: 1 }).subscribe(() => {});
    await settle();
    stop(); // three results dropped; only the last two are kept
    node.block = 101;
    const again = multicall.watch(calls, { blocksPerFetch: 1 });
    again.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(again.getSnapshot().map((state) => [state.loading, state.blockNumber])).toEqual([
      [true, undefined],
      [false, 100],
      [false, 100],
    ]);
    await settle();
    await vi.advanceTimersByTimeAsync(200);
    expect(again.getSnapshot().map((state) => [state.syncing, state.blockNumber])).toEqual([
      [false, 101],
      [false, 101],
      [false, 101],
    ]);
  });

  it('notifies listeners only when their snapshot changes, and keeps it referentially stable', async () => {
    const node = createFakeNode(100);
    const multicall = setup(node);
    const watch = multicall.watch(balanceCalls(2));
    const listener = vi.fn();
    watch.subscribe(listener);
    await settle();
    const snapshot = watch.getSnapshot();
    const notifications = listener.mock.calls.length;
    expect(notifications).toBeGreaterThan(0);
    node.block = 101;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(watch.getSnapshot()).toBe(snapshot);
    expect(listener.mock.calls.length).toBe(notifications);
  });

  it('gives undefined calls the invalid state and rejects malformed ones', () => {
    const multicall = setup(createFakeNode());
    const watch = multicall.watch([undefined, ...balanceCalls(1)]);
    expect(watch.getSnapshot()[0]).toBe(INVALID_CALL_STATE);
    expect(watch.getSnapshot()[1]?.loading).toBe(true);
    expect(() => multicall.watch([{ address: '0x1234', callData: '0x' }])).toThrow(
      'Invalid address: 0x1234',
    );
    expect(() => multicall.watch([{ address: TOKEN_A, callData: '0xABCD' }])).toThrow(
      'Invalid hex: 0xABCD',
    );
    expect(() => multicall.watch([{ address: TOKEN_A, callData: '0x', gasRequired: 1.5 }])).toThrow(
      'Invalid number: 1.5',
    );
  });
});

describe('node failures', () => {
  it('reports errors while the node is down and recovers by itself', async () => {
    const node = createFakeNode(100);
    const onError = vi.fn();
    const multicall = setup(node, { onError });
    const watch = multicall.watch(balanceCalls(2), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    node.down = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(multicall.blockTracker.getSnapshot().error?.message).toBe('Failed to send batch call');
    expect(
      watch
        .getSnapshot()
        .map((state) => [
          state.syncing,
          state.error,
          state.fetchError?.message,
          balance(state.data),
        ]),
    ).toEqual([
      // The last values stay, marked stale (syncing), not errors that would blank them.
      [true, false, 'Failed to send batch call', 1n],
      [true, false, 'Failed to send batch call', 2n],
    ]);
    expect(onError).toHaveBeenCalled();
    node.down = false;
    node.block = 101;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(multicall.blockTracker.getSnapshot()).toEqual({
      blockNumber: 101,
      readBlockNumber: 101,
      error: undefined,
    });
    expect(watch.getSnapshot().map((state) => [state.error, state.blockNumber])).toEqual([
      [false, 101],
      [false, 101],
    ]);
  });
});

describe('a malformed block number in the multicall answer', () => {
  it('fails the read instead of pinning the result to a block no later answer can beat', async () => {
    const node = createFakeNode(100);
    const honestFetch = node.fetch;
    let garble = true;
    // A node (or a proxy in front of it) that puts garbage in the answer's block word.
    node.fetch = async (url, init) => {
      const response = await honestFetch(url, init);
      const body = await response.text();
      const text = garble
        ? body.replace(/"result":"0x[0-9a-f]{64}/, `"result":"0x${'ff'.repeat(32)}`)
        : body;
      return { ...response, text: async () => text };
    };
    const watch = setup(node).watch(balanceCalls(1), { blocksPerFetch: 1 });
    watch.subscribe(() => {});
    await settle();
    const [garbled] = watch.getSnapshot();
    expect(garbled?.blockNumber).toBeUndefined();
    expect(garbled?.fetchError?.message).toBe(
      'Received unexpected JSON-RPC response to eth_call request.',
    );
    garble = false;
    node.block = 101;
    await vi.advanceTimersByTimeAsync(15_000);
    const [recovered] = watch.getSnapshot();
    expect([recovered?.blockNumber, recovered?.syncing, recovered?.fetchError]).toEqual([
      101,
      false,
      undefined,
    ]);
  });
});

describe('isOutOfGasError', () => {
  it.each([
    [new Error('out of gas'), true],
    [new Error('gas required exceeds allowance (30000000)'), true],
    [new Error('EVM error OutOfGas'), true],
    [new Error('EVM error MemoryOOG'), true],
    [new Error('googled'), false],
    [new Error('intrinsic gas too high -- GasFloorMoreThanGasLimit'), true],
    [new Error('execution reverted'), false],
    ['out of gas', false],
  ])('%s -> %s', (error, expected) => {
    expect(isOutOfGasError(error)).toBe(expected);
  });
});
