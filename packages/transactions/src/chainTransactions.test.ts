// Several chains' trackers over one store, against a tiny in-memory node per chain.
import {
  createListeners,
  createMemoryStorage,
  type Logger,
  type RequestArguments,
} from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import {
  type BlockNumberSource,
  type ChainTransactionsOptions,
  createChainTransactions,
} from './chainTransactions';
import type { TransactionEvent } from './tracker';

const HASH = `0x${'ab'.repeat(32)}`;
const FROM = '0x1111111111111111111111111111111111111111';
const hex = (n: number) => `0x${n.toString(16)}`;
const blockHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
/** The chain runs days ahead of the wall clock, like the devnet. */
const CHAIN_TIME_SECONDS = 4_000_000_000;

/** A node that has mined HASH in block `minedAt` (if set) and answers everything else as empty. */
function fakeNode() {
  const node = { minedAt: undefined as number | undefined, methods: [] as string[] };
  const request = async ({ method, params }: RequestArguments): Promise<unknown> => {
    node.methods.push(method);
    const args = Array.isArray(params) ? params : [];
    switch (method) {
      case 'eth_getBlockByNumber': {
        const n = args[0] === 'latest' ? 1 : Number(args[0]);
        return { number: hex(n), hash: blockHash(n), timestamp: hex(CHAIN_TIME_SECONDS + n) };
      }
      case 'eth_getTransactionReceipt':
        return node.minedAt === undefined || args[0] !== HASH
          ? null
          : {
              blockHash: blockHash(node.minedAt),
              blockNumber: hex(node.minedAt),
              from: FROM,
              to: null,
              contractAddress: null,
              status: '0x1',
              transactionHash: HASH,
              transactionIndex: '0x0',
            };
      case 'eth_getTransactionByHash':
        return null;
      case 'eth_getTransactionCount':
        return '0x0';
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  return { node, request };
}

function blockSource() {
  const listeners = new Set<() => void>();
  let snapshot: { readonly blockNumber: number | undefined } = { blockNumber: undefined };
  const source: BlockNumberSource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  const set = (n: number) => {
    snapshot = { blockNumber: n };
    for (const listener of [...listeners]) listener();
  };
  return Object.assign(source, { set });
}

const warnings: unknown[] = [];
const logger: Logger = {
  debug() {},
  warn: (message) => warnings.push(message),
  error() {},
};

function setup(
  readChainTime = (_: unknown) => Promise.resolve(BigInt(CHAIN_TIME_SECONDS)),
  stored: Pick<ChainTransactionsOptions, 'storage' | 'subscribeStorage'> = {},
) {
  const { node, request } = fakeNode();
  const blocks = blockSource();
  const blockTimes: number[] = [];
  const transactions = createChainTransactions({
    // Chain 1 can be read; chain 5 cannot.
    requestFor: (chainId) => (chainId === 1 ? request : undefined),
    blocksFor: (chainId) => (chainId === 1 ? blocks : undefined),
    readChainTime,
    averageBlockTimeSecondsFor: (chainId) => {
      blockTimes.push(chainId);
      return 12;
    },
    logger,
    ...stored,
  });
  return { node, blocks, blockTimes, transactions };
}

describe('createChainTransactions', () => {
  it('reads the chain’s clock before the first record, so it is aged on the chain’s clock', async () => {
    const { transactions } = setup();
    const record = await transactions.add(1, { hash: HASH, from: FROM });
    expect(Math.abs(record.addedTime - CHAIN_TIME_SECONDS * 1000)).toBeLessThan(60_000);
    expect(Math.abs(transactions.now(1) - CHAIN_TIME_SECONDS * 1000)).toBeLessThan(60_000);
    expect(transactions.store.getSnapshot()[1]?.[HASH]).toEqual(record);
  });

  it('ages a record by wall time, with a warning, when the chain’s time cannot be read', async () => {
    warnings.length = 0;
    const { transactions } = setup(() => Promise.reject(new Error('no block')));
    const record = await transactions.add(1, { hash: HASH, from: FROM });
    expect(Math.abs(record.addedTime - Date.now())).toBeLessThan(60_000);
    expect(warnings).toEqual([
      'Could not read the chain clock; the transaction is aged by wall time',
    ]);
  });

  it('reads the chain’s clock again for each record, so a jump of the chain’s time does not age it', async () => {
    // A devnet warp (evm_increaseTime), with nothing tracked that would have read a block since.
    let chainSeconds = CHAIN_TIME_SECONDS;
    const { transactions } = setup(() => Promise.resolve(BigInt(chainSeconds)));
    await transactions.add(1, { hash: HASH, from: FROM });
    chainSeconds += 7 * 24 * 3600;
    const second = await transactions.add(1, { hash: `0x${'cd'.repeat(32)}`, from: FROM });
    // Stamped a week in the past, it would be out of the 24 h recent list at the next block.
    expect(Math.abs(second.addedTime - chainSeconds * 1000)).toBeLessThan(60_000);
  });

  it('keeps the records of a chain it cannot read, with no tracker for it', async () => {
    const { transactions } = setup();
    expect(transactions.tracker(5)).toBeUndefined();
    const record = await transactions.add(5, { hash: HASH, from: FROM });
    expect(transactions.store.getSnapshot()[5]?.[HASH]).toEqual(record);
    expect(Math.abs(transactions.now(5) - Date.now())).toBeLessThan(60_000);
    expect(transactions.watch(5, () => {})).toBeTypeOf('function');
  });

  it('creates one tracker per chain, with the chain’s block time', () => {
    const { transactions, blockTimes } = setup();
    expect(transactions.tracker(1)).toBe(transactions.tracker(1));
    expect(transactions.tracker(1)?.chainId).toBe(1);
    expect(blockTimes).toEqual([1]);
  });

  it('feeds each new block once while watched and tells subscribers the outcome', async () => {
    const { node, blocks, transactions } = setup();
    const events: TransactionEvent[] = [];
    const unsubscribeEvents = transactions.subscribe((event) => events.push(event));
    await transactions.add(1, { hash: HASH, from: FROM });
    const checked: number[] = [];
    const checkedNext = () =>
      new Promise<void>((resolve) => {
        const stop = transactions.watch(1, (n) => {
          checked.push(n);
          stop();
          resolve();
        });
      });
    node.minedAt = 10;
    blocks.set(10);
    await checkedNext();
    expect(checked).toEqual([10]);
    // The tracker reads a receipt only every few blocks (re-check rule): feed until it has.
    for (let n = 11; events.length === 0 && n < 20; n++) {
      blocks.set(n);
      await checkedNext();
    }
    expect(events.map((event) => [event.type, event.chainId, event.transaction.hash])).toEqual([
      ['confirmed', 1, HASH],
    ]);
    unsubscribeEvents();
  });

  it('stops feeding blocks once unwatched, and feeds a block only once', async () => {
    const { node, blocks, transactions } = setup();
    const checked: number[] = [];
    const done = new Promise<void>((resolve) => {
      const stop = transactions.watch(1, (n) => {
        checked.push(n);
        stop();
        resolve();
      });
    });
    blocks.set(3);
    blocks.set(3); // the same block again is not fed twice
    await done;
    node.methods.length = 0;
    blocks.set(4);
    await Promise.resolve();
    expect(checked).toEqual([3]);
    expect(node.methods).toEqual([]);
  });

  it("shows another tab's transactions when the storage says it changed", async () => {
    const storage = createMemoryStorage();
    const storageEvents = createListeners();
    const chainTime = () => Promise.resolve(BigInt(CHAIN_TIME_SECONDS));
    const first = setup(chainTime, { storage }).transactions;
    const second = setup(chainTime, { storage, subscribeStorage: storageEvents.subscribe });
    await first.add(1, { hash: HASH, from: FROM, summary: 'Swap' });
    storageEvents.notify();
    expect(second.transactions.store.getSnapshot()[1]?.[HASH]).toMatchObject({ summary: 'Swap' });
  });
});
