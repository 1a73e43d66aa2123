import type { Eip1193Provider, RequestArguments } from '@dex/primitives';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BlockPushSource,
  type BlockPushStatus,
  createBlockTracker,
  type VisibilitySource,
} from './blockTracker';
import { BatchSendError, ChainIdMismatchError } from './errors';

/** A node whose block number the test sets; it records every request. */
interface FakeNode {
  block: number;
  down: boolean;
  requests: string[];
  provider: Eip1193Provider;
}

function fakeNode(): FakeNode {
  const node: FakeNode = {
    block: 1,
    down: false,
    requests: [],
    provider: {
      request: async ({ method }: RequestArguments): Promise<unknown> => {
        node.requests.push(method);
        if (node.down) throw new BatchSendError();
        return `0x${node.block.toString(16)}`;
      },
    },
  };
  return node;
}

function fakeVisibility(): VisibilitySource & { set(visible: boolean): void } {
  let visible = true;
  const listeners = new Set<() => void>();
  return {
    isVisible: () => visible,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(value) {
      visible = value;
      for (const listener of listeners) listener();
    },
  };
}

describe('createBlockTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing until subscribed, then polls every 15 s by default', async () => {
    const node = fakeNode();
    const tracker = createBlockTracker({ provider: node.provider });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(node.requests).toHaveLength(0);

    const unsubscribe = tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(node.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(node.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(node.requests).toHaveLength(2);

    unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(node.requests).toHaveLength(2);
  });

  it('publishes the block number 100 ms after it changes, once per change', async () => {
    const node = fakeNode();
    node.block = 7;
    const tracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 1000 });
    const seen: (number | undefined)[] = [];
    tracker.subscribe(() => seen.push(tracker.getSnapshot().blockNumber));
    await vi.advanceTimersByTimeAsync(99);
    expect(tracker.getSnapshot().blockNumber).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.getSnapshot().blockNumber).toBe(7);
    await vi.advanceTimersByTimeAsync(3000); // same block: no new notification
    node.block = 9;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([7, 9]);
  });

  it('keeps a stable snapshot object while nothing changes', async () => {
    const node = fakeNode();
    const tracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 1000 });
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(200);
    const first = tracker.getSnapshot();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tracker.getSnapshot()).toBe(first);
  });

  it('never goes backwards', async () => {
    const node = fakeNode();
    node.block = 10;
    const tracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 1000 });
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(200);
    node.block = 8;
    await vi.advanceTimersByTimeAsync(2000);
    expect(tracker.getSnapshot().blockNumber).toBe(10);
  });

  it('reports poll failures and recovers by itself', async () => {
    const node = fakeNode();
    const tracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 1000 });
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(200);
    node.down = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.getSnapshot().error?.message).toBe('Failed to send batch call');
    expect(tracker.getSnapshot().blockNumber).toBe(1);
    node.down = false;
    node.block = 2;
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.getSnapshot()).toEqual({ blockNumber: 2, readBlockNumber: 2, error: undefined });
  });

  it('pauses while hidden and polls at once when visible again', async () => {
    const node = fakeNode();
    const visibility = fakeVisibility();
    const tracker = createBlockTracker({
      provider: node.provider,
      pollIntervalMs: 1000,
      visibility,
    });
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(node.requests).toHaveLength(1);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(node.requests).toHaveLength(1);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(node.requests).toHaveLength(2);
  });

  it('lets participants send requests as each poll goes out', async () => {
    const node = fakeNode();
    node.block = 5;
    const tracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 1000 });
    const seenAtPoll: (number | undefined)[] = [];
    tracker.onPoll((latest) => {
      seenAtPoll.push(latest);
      void node.provider.request({ method: 'eth_call' });
    });
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    // A participant that reports no block leaves the poll its own eth_blockNumber.
    expect(node.requests).toEqual(['eth_call', 'eth_blockNumber', 'eth_call', 'eth_blockNumber']);
    expect(seenAtPoll).toEqual([undefined, 5]);
  });

  it('takes the block from participants whose reads report it, and asks only when none answered', async () => {
    const node = fakeNode();
    const tracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 1000 });
    const answers: (number | undefined)[] = [7, undefined];
    tracker.onPoll(() => Promise.resolve(answers.shift()));
    tracker.onPoll(() => Promise.resolve(undefined));
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(200);
    expect(tracker.getSnapshot().blockNumber).toBe(7);
    expect(node.requests).toEqual([]);
    node.block = 9;
    await vi.advanceTimersByTimeAsync(1000); // both reads failed: the poll asks the node itself
    expect(node.requests).toEqual(['eth_blockNumber']);
    expect(tracker.getSnapshot().blockNumber).toBe(9);
  });

  describe('with a push source', () => {
    /** A push source the test drives: status changes and blocks, like a newHeads socket. */
    interface FakePush {
      onBlock: ((block: number) => void) | undefined;
      onStatus: ((status: BlockPushStatus, refusal?: Error) => void) | undefined;
      stopped: () => void;
      push: BlockPushSource;
    }
    function fakePush(): FakePush {
      const source: FakePush = {
        onBlock: undefined,
        onStatus: undefined,
        stopped: vi.fn(),
        push: (onBlock, onStatus) => {
          source.onBlock = onBlock;
          source.onStatus = onStatus;
          return source.stopped;
        },
      };
      return source;
    }

    /** A tracker over `node` with a push source, subscribed and past its first poll. */
    async function subscribedWithPush(node: FakeNode) {
      const source = fakePush();
      const tracker = createBlockTracker({ provider: node.provider, push: source.push });
      const unsubscribe = tracker.subscribe(() => {});
      await vi.advanceTimersByTimeAsync(0);
      return { source, tracker, unsubscribe };
    }

    it('keeps polling every 15 s while the source never goes live (a node without WebSocket)', async () => {
      const node = fakeNode();
      const { tracker } = await subscribedWithPush(node);
      expect(node.requests).toHaveLength(1);
      node.block = 2;
      await vi.advanceTimersByTimeAsync(15_000 + 100);
      expect(node.requests).toHaveLength(2);
      expect(tracker.getSnapshot().blockNumber).toBe(2);
      node.block = 3;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(tracker.getSnapshot().blockNumber).toBe(3);
    });

    it('stops regular polling while live and follows pushed blocks', async () => {
      const node = fakeNode();
      const { source, tracker, unsubscribe } = await subscribedWithPush(node);
      source.onStatus?.('live');
      for (let block = 2; block <= 12; block++) {
        source.onBlock?.(block);
        await vi.advanceTimersByTimeAsync(5_000);
      }
      expect(tracker.getSnapshot().blockNumber).toBe(12);
      expect(node.requests).toEqual(['eth_blockNumber']); // the initial read only
      unsubscribe();
      expect(source.stopped).toHaveBeenCalledOnce();
    });

    it('on a 250 ms chain publishes every pushed block but moves the reads at most once a second', async () => {
      const node = fakeNode();
      const source = fakePush();
      const tracker = createBlockTracker({
        provider: node.provider,
        push: source.push,
        averageBlockTimeSeconds: 0.25,
      });
      const shown: number[] = [];
      const readMoves: { block: number; at: number }[] = [];
      tracker.subscribe(() => {
        const { blockNumber, readBlockNumber } = tracker.getSnapshot();
        if (blockNumber !== undefined && shown.at(-1) !== blockNumber) shown.push(blockNumber);
        if (readBlockNumber !== undefined && readMoves.at(-1)?.block !== readBlockNumber) {
          readMoves.push({ block: readBlockNumber, at: Date.now() });
        }
      });
      await vi.advanceTimersByTimeAsync(200);
      source.onStatus?.('live');
      const started = Date.now();
      for (let block = 2; block <= 21; block++) {
        source.onBlock?.(block);
        await vi.advanceTimersByTimeAsync(250);
      }
      // Five seconds of blocks: the indicator saw every one of them.
      expect(shown).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
      const moves = readMoves.filter((move) => move.at >= started);
      expect(moves.length).toBeGreaterThanOrEqual(4);
      expect(moves.length).toBeLessThanOrEqual(6);
      for (let index = 1; index < readMoves.length; index++) {
        const gap = (readMoves[index]?.at ?? 0) - (readMoves[index - 1]?.at ?? 0);
        expect(gap).toBeGreaterThanOrEqual(1_000);
      }
      // Once the blocks stop, the reads catch up with the last one within the interval.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(tracker.getSnapshot().readBlockNumber).toBe(21);
    });

    it('moves the reads with every block on a chain of one second or more', async () => {
      const node = fakeNode();
      const source = fakePush();
      const tracker = createBlockTracker({
        provider: node.provider,
        push: source.push,
        averageBlockTimeSeconds: 1,
      });
      const reads: number[] = [];
      tracker.subscribe(() => {
        const { readBlockNumber } = tracker.getSnapshot();
        if (readBlockNumber !== undefined && reads.at(-1) !== readBlockNumber) {
          reads.push(readBlockNumber);
        }
      });
      await vi.advanceTimersByTimeAsync(200);
      source.onStatus?.('live');
      for (let block = 2; block <= 6; block++) {
        source.onBlock?.(block);
        await vi.advanceTimersByTimeAsync(250);
      }
      expect(reads).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('sends one safety poll when a live source has been silent for a minute', async () => {
      const node = fakeNode();
      const source = fakePush();
      const participant = vi.fn();
      const tracker = createBlockTracker({ provider: node.provider, push: source.push });
      tracker.onPoll(participant);
      tracker.subscribe(() => {});
      await vi.advanceTimersByTimeAsync(0);
      source.onStatus?.('live');
      node.block = 9; // mined, but the socket silently lost it
      await vi.advanceTimersByTimeAsync(59_999);
      expect(node.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1 + 100);
      expect(node.requests).toHaveLength(2);
      expect(tracker.getSnapshot().blockNumber).toBe(9);
      // The safety poll is a bare eth_blockNumber: reads follow the block, they do not ride along.
      expect(participant).toHaveBeenCalledOnce();
    });

    it('polls at once when the source drops, every 15 s while it reconnects, and stops when it is back', async () => {
      const node = fakeNode();
      const { source, tracker } = await subscribedWithPush(node);
      source.onStatus?.('live');
      source.onBlock?.(5);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(node.requests).toHaveLength(1);

      node.block = 6;
      source.onStatus?.('down');
      await vi.advanceTimersByTimeAsync(100);
      expect(node.requests).toHaveLength(2);
      expect(tracker.getSnapshot().blockNumber).toBe(6);
      node.block = 7;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(node.requests).toHaveLength(3);
      expect(tracker.getSnapshot().blockNumber).toBe(7);

      source.onStatus?.('live');
      source.onBlock?.(8);
      await vi.advanceTimersByTimeAsync(45_000);
      expect(node.requests).toHaveLength(3);
      expect(tracker.getSnapshot().blockNumber).toBe(8);
    });

    it('never goes backwards when a push and a poll disagree', async () => {
      const node = fakeNode();
      node.block = 10;
      const { source, tracker } = await subscribedWithPush(node);
      await vi.advanceTimersByTimeAsync(200);
      source.onBlock?.(8);
      await vi.advanceTimersByTimeAsync(200);
      expect(tracker.getSnapshot().blockNumber).toBe(10);
    });

    it('reports a node outage through polls while the source is down, and clears it on recovery', async () => {
      const node = fakeNode();
      const { source, tracker } = await subscribedWithPush(node);
      source.onStatus?.('live');
      node.down = true;
      source.onStatus?.('down');
      await vi.advanceTimersByTimeAsync(100);
      expect(tracker.getSnapshot().error).toBeInstanceOf(BatchSendError);
      expect(tracker.getSnapshot().blockNumber).toBe(1); // the last known block stays
      node.down = false;
      node.block = 4;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(tracker.getSnapshot()).toEqual({
        blockNumber: 4,
        readBlockNumber: 4,
        error: undefined,
      });
    });

    it('keeps polling after the source refuses its node, and shows the refusal until the source is live again', async () => {
      const node = fakeNode();
      const { source, tracker, unsubscribe } = await subscribedWithPush(node);
      const wrongChain = new ChainIdMismatchError('ws://node.test', 31337, 1);
      source.onStatus?.('down', wrongChain);
      await vi.advanceTimersByTimeAsync(100);
      expect(tracker.getSnapshot().error).toBe(wrongChain);
      // The HTTP node still answers: blocks move on by polling, the refusal stays in view.
      node.block = 2;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(tracker.getSnapshot()).toEqual({
        blockNumber: 2,
        readBlockNumber: 2,
        error: wrongChain,
      });
      expect(node.requests).toHaveLength(2);
      source.onStatus?.('down'); // a later plain drop does not hide it
      await vi.advanceTimersByTimeAsync(100);
      expect(tracker.getSnapshot().error).toBe(wrongChain);

      source.onStatus?.('live');
      source.onBlock?.(3);
      await vi.advanceTimersByTimeAsync(100);
      expect(tracker.getSnapshot()).toEqual({
        blockNumber: 3,
        readBlockNumber: 3,
        error: undefined,
      });

      // A restart asks the source afresh: an old refusal is not carried over.
      source.onStatus?.('down', wrongChain);
      unsubscribe();
      tracker.subscribe(() => {});
      await vi.advanceTimersByTimeAsync(200);
      expect(tracker.getSnapshot().error).toBeUndefined();
    });
  });

  it('ignores pushed blocks while hidden and catches up when visible', async () => {
    const node = fakeNode();
    const visibility = fakeVisibility();
    let push: ((block: number) => void) | undefined;
    const tracker = createBlockTracker({
      provider: node.provider,
      visibility,
      push: (onBlock, onStatus) => {
        push = onBlock;
        onStatus('live');
        return () => {};
      },
    });
    tracker.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(200);
    expect(tracker.getSnapshot().blockNumber).toBe(1);
    visibility.set(false);
    push?.(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(tracker.getSnapshot().blockNumber).toBe(1);
    node.block = 3;
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(tracker.getSnapshot().blockNumber).toBe(3);
  });

  it('refresh() polls now', async () => {
    const node = fakeNode();
    node.block = 3;
    const tracker = createBlockTracker({ provider: node.provider });
    await tracker.refresh();
    await vi.advanceTimersByTimeAsync(100);
    expect(tracker.getSnapshot().blockNumber).toBe(3);
  });
});
