// The tracker against an in-memory node that answers like a batching transport: requests made
// in the same tick form one "round" (one HTTP request on the real transport).

import type { RequestArguments } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { createChainClock } from './chainClock';
import { createTransactionTracker, type TransactionEvent } from './tracker';
import { createTransactionStore } from './transactionStore';

const HASH = `0x${'ab'.repeat(32)}`;
const FROM = '0x1111111111111111111111111111111111111111';
const hex = (n: number) => `0x${n.toString(16)}`;
const blockHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

function fakeNode() {
  const node = {
    head: 100,
    /** Seconds per block; the chain runs days ahead of the wall clock like the devnet. */
    timestampOf: (n: number) => 2_000_000_000 + n * 12,
    receipts: new Map<string, Record<string, unknown>>(),
    pool: new Map<string, Record<string, unknown>>(),
    /** Each sender's mined nonce at the head. */
    nonces: new Map<string, number>(),
    /** The block from which a sender's nonce in `nonces` holds (one transaction fewer before it). */
    nonceSince: new Map<string, number>(),
    /** Transactions mined in each block (for the search for a nonce's taker). */
    mined: new Map<number, Array<Record<string, unknown>>>(),
    failing: new Set<string>(),
    /** Heights a lagging backend of a load-balanced endpoint does not have yet (answered null). */
    lagging: new Set<number>(),
    /** The oldest block whose state the node keeps (a full node: the last 128), 0 for all. */
    stateFrom: 0,
    fork: 0,
    rounds: [] as string[][],
  };
  let open: { methods: string[]; answers: Array<() => void> } | undefined;
  const answer = ({ method, params: raw }: RequestArguments): unknown => {
    const params = Array.isArray(raw) ? raw : [];
    if (node.failing.has(method)) throw new Error(`${method} failed`);
    switch (method) {
      case 'eth_getBlockByNumber': {
        const n = Number(params[0]);
        return n > node.head || node.lagging.has(n)
          ? null
          : {
              number: hex(n),
              hash: blockHash(n + node.fork * 1e6),
              timestamp: hex(node.timestampOf(n)),
              transactions: params[1] ? (node.mined.get(n) ?? []) : [],
            };
      }
      case 'eth_getTransactionReceipt':
        return node.receipts.get(String(params[0])) ?? null;
      case 'eth_getTransactionByHash':
        return node.pool.get(String(params[0])) ?? null;
      case 'eth_getTransactionCount': {
        const sender = String(params[0]).toLowerCase();
        const nonce = node.nonces.get(sender) ?? 0;
        const at = params[1] === 'latest' ? node.head : Number(params[1]);
        if (at < node.stateFrom) throw new Error('missing trie node');
        return hex(at < (node.nonceSince.get(sender) ?? 0) ? nonce - 1 : nonce);
      }
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  const request = (args: RequestArguments) =>
    new Promise<unknown>((resolve, reject) => {
      if (!open) {
        const round = { methods: [] as string[], answers: [] as Array<() => void> };
        open = round;
        setTimeout(() => {
          open = undefined;
          node.rounds.push(round.methods);
          for (const settle of round.answers) settle();
        }, 0);
      }
      open.methods.push(args.method);
      open.answers.push(() => {
        try {
          resolve(answer(args));
        } catch (error) {
          reject(error);
        }
      });
    });
  return { node, request };
}

function setup(
  options: {
    droppedAfterMs?: number;
    droppedAfterBlocks?: number;
    averageBlockTimeSeconds?: number;
  } = {},
) {
  const { node, request } = fakeNode();
  const store = createTransactionStore();
  const tracker = createTransactionTracker({
    chainId: 1,
    store,
    request,
    clock: createChainClock(() => 1_000_000),
    ...options,
  });
  const events: TransactionEvent[] = [];
  tracker.subscribe((event) => events.push(event));
  const block = (n: number) => {
    node.head = n;
    return tracker.onBlock(n);
  };
  return { node, store, tracker, events, block };
}

const receiptJson = (status: string, n: number) => ({
  blockHash: blockHash(n),
  blockNumber: hex(n),
  from: FROM,
  to: null,
  contractAddress: null,
  status,
  transactionHash: HASH,
  transactionIndex: '0x0',
});

describe('createTransactionTracker (fake node)', () => {
  it('issues the reads of one block in one round once the clock is known', async () => {
    const { node, tracker, block } = setup();
    node.pool.set(HASH, {
      hash: HASH,
      from: FROM,
      nonce: '0x5',
      to: FROM,
      input: '0x',
      value: '0x0',
    });
    node.nonces.set(FROM, 5);
    await block(100); // nothing tracked yet: only the chain's clock is read, once
    expect(node.rounds).toEqual([['eth_getBlockByNumber']]);

    tracker.add({ hash: HASH, from: FROM, nonce: 5 });
    await block(101);
    // The look-up made on adding, then the block's check.
    expect(node.rounds).toHaveLength(3);
    expect(node.rounds[1]).toEqual(['eth_getTransactionReceipt']);
    expect(node.rounds[2]?.sort()).toEqual([
      'eth_getBlockByNumber',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
    ]);
    // Re-check rule: no receipt read yet (needs more than 2 blocks), but the sender's mined nonce
    // is compared at every block, in the same round as the block's header (the chain's clock).
    await block(102);
    await block(103);
    const nonceOnly = ['eth_getBlockByNumber', 'eth_getTransactionCount'];
    expect(node.rounds.slice(3).map((round) => round.sort())).toEqual([nonceOnly, nonceOnly]);
    await block(104);
    expect(node.rounds).toHaveLength(6);
    expect(node.rounds[5]).toContain('eth_getTransactionReceipt');
  });

  it('confirms a transaction added after its block was fed, without waiting for another block', async () => {
    // A devnet or sequencer mines at once: the block can reach the page before the wallet's answer.
    const { tracker, node, store, events, block } = setup();
    await block(100);
    node.receipts.set(HASH, receiptJson('0x1', 100));
    tracker.add({ hash: HASH, from: FROM, summary: 'Claim' });
    await expect.poll(() => events.map((event) => event.type)).toEqual(['confirmed']);
    expect(store.getSnapshot()[1]?.[HASH]?.confirmedTime).toBe(node.timestampOf(100) * 1000);
  });

  it('still checks at the next block a transaction its look-up did not find', async () => {
    const { tracker, node, store, events, block } = setup();
    await block(100);
    tracker.add({ hash: HASH, from: FROM });
    await expect.poll(() => node.rounds.flat()).toContain('eth_getTransactionReceipt');
    expect(store.getSnapshot()[1]?.[HASH]?.lastCheckedBlockNumber).toBeUndefined();
    node.receipts.set(HASH, receiptJson('0x1', 101));
    await block(101);
    expect(events.map((event) => event.type)).toEqual(['confirmed']);
  });

  it('stamps and ages transactions on the chain clock, not the wall clock', async () => {
    const { tracker, block, node, store } = setup();
    expect(tracker.clock.now()).toBe(1_000_000); // the wall clock, until a block is seen
    await block(100);
    tracker.add({ hash: HASH, from: FROM });
    expect(store.getSnapshot()[1]?.[HASH]?.addedTime).toBe(node.timestampOf(100) * 1000);
    await block(101);
    expect(tracker.clock.now()).toBe(node.timestampOf(101) * 1000);
  });

  it.each([
    ['0x1', 'confirmed'],
    ['0x0', 'failed'],
  ])('reports a receipt with status %s as %s', async (status, type) => {
    const { tracker, node, store, events, block } = setup();
    tracker.add({ hash: HASH, from: FROM, summary: 'Swap' });
    node.receipts.set(HASH, receiptJson(status, 100));
    await block(100);
    expect(events.map((event) => event.type)).toEqual([type]);
    const record = store.getSnapshot()[1]?.[HASH];
    expect(record?.receipt).toMatchObject({ blockNumber: 100, status: Number(status) });
    expect(record?.confirmedTime).toBe(node.timestampOf(100) * 1000);
  });

  it('reports dropped only after both the time and the block count have passed', async () => {
    const { tracker, store, events, block } = setup({
      droppedAfterMs: 120_000,
      droppedAfterBlocks: 5,
    });
    tracker.add({ hash: HASH, from: FROM });
    await block(100); // first seen missing at block 100
    await block(103); // 36 s, 3 blocks
    await block(106); // 72 s, 6 blocks
    expect(events).toEqual([]);
    await block(109); // 108 s
    expect(events).toEqual([]);
    await block(112); // 144 s, 12 blocks
    expect(events.map((event) => event.type)).toEqual(['dropped']);
    expect(store.getSnapshot()[1]?.[HASH]?.outcome).toBe('dropped');
    await block(200);
    expect(events).toHaveLength(1);
  });

  it("counts the blocks before dropped in the chain's time on a fast chain", async () => {
    // 250 ms blocks: 20 blocks would be 5 s; the 4 minutes they are on mainnet are 960 blocks.
    const { tracker, events, block } = setup({ droppedAfterMs: 1, averageBlockTimeSeconds: 0.25 });
    tracker.add({ hash: HASH, from: FROM });
    await block(100); // first seen missing at block 100
    await block(121);
    await block(1059); // 959 blocks
    expect(events).toEqual([]);
    await block(1070); // (re-checked after more than 9 blocks: the transaction is over an hour old)
    expect(events.map((event) => event.type)).toEqual(['dropped']);
  });

  it('drops after the mainnet block count when the block time is 12 s', async () => {
    const { tracker, events, block } = setup({ droppedAfterMs: 1, averageBlockTimeSeconds: 12 });
    tracker.add({ hash: HASH, from: FROM });
    await block(100);
    await block(119); // 19 blocks
    expect(events).toEqual([]);
    await block(130);
    expect(events.map((event) => event.type)).toEqual(['dropped']);
  });

  it('confirms a transaction reported dropped that is mined after all', async () => {
    // Evicted from the pool of the node the app reads (a full pool under congestion), the
    // transaction waited in others' pools, or the wallet broadcast it again.
    const { tracker, node, store, events, block } = setup({
      droppedAfterMs: 1,
      droppedAfterBlocks: 1,
    });
    await block(100);
    node.nonces.set(FROM, 7);
    tracker.add({ hash: HASH, from: FROM, nonce: 7, summary: 'Swap' });
    await block(101);
    await block(104);
    expect(events.map((event) => event.type)).toEqual(['dropped']);
    await block(105);
    node.receipts.set(HASH, receiptJson('0x1', 106));
    node.nonces.set(FROM, 8);
    await block(106);
    expect(events.map((event) => event.type)).toEqual(['dropped', 'confirmed']);
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('outcome');
  });

  it('leaves a dropped transaction dropped when another transaction takes its nonce, reading its receipt once', async () => {
    const { tracker, node, events, block } = setup({ droppedAfterMs: 1, droppedAfterBlocks: 1 });
    await block(100);
    node.nonces.set(FROM, 7);
    tracker.add({ hash: HASH, from: FROM, nonce: 7, summary: 'Swap' });
    await block(101);
    await block(104);
    node.nonces.set(FROM, 8); // the user's next transaction, sent from elsewhere
    const before = node.rounds.flat().filter((m) => m === 'eth_getTransactionReceipt').length;
    await block(105);
    await block(106);
    await block(107);
    const receiptReads =
      node.rounds.flat().filter((m) => m === 'eth_getTransactionReceipt').length - before;
    expect(receiptReads).toBe(1);
    expect(events.map((event) => event.type)).toEqual(['dropped']);
  });

  it('resets the dropped timer when the node knows the transaction again', async () => {
    const { tracker, node, store, events, block } = setup({
      droppedAfterMs: 1,
      droppedAfterBlocks: 1,
    });
    tracker.add({ hash: HASH, from: FROM });
    node.pool.set(HASH, {
      hash: HASH,
      from: FROM,
      nonce: '0x0',
      to: FROM,
      input: '0x',
      value: '0x0',
    });
    await block(100);
    await block(110);
    expect(events).toEqual([]);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({ nonce: 0, nonceUnusedAtBlock: 110 });
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('missingSince');
  });

  it('does not call a transaction dropped at a block where its nonce could not be read', async () => {
    const { tracker, node, events, block } = setup({ droppedAfterMs: 1, droppedAfterBlocks: 1 });
    await block(100);
    node.nonces.set(FROM, 7);
    tracker.add({ hash: HASH, from: FROM, nonce: 7 });
    await block(101); // unknown to the node, nonce 7 unused
    node.failing.add('eth_getTransactionCount');
    await block(104); // the timeout has passed, but whether nonce 7 is used is not known
    expect(events).toEqual([]);
    node.failing.clear();
    await block(107);
    expect(events.map((event) => event.type)).toEqual(['dropped']);
  });

  it('does not mark a transaction checked when its reads fail, and retries at the next block', async () => {
    const { tracker, node, store, events, block } = setup();
    tracker.add({ hash: HASH, from: FROM });
    node.failing.add('eth_getTransactionReceipt');
    await block(100);
    expect(store.getSnapshot()[1]?.[HASH]?.lastCheckedBlockNumber).toBeUndefined();
    node.failing.clear();
    node.receipts.set(HASH, receiptJson('0x1', 101));
    await block(101);
    expect(events.map((event) => event.type)).toEqual(['confirmed']);
  });

  it('puts a confirmed transaction back to pending when its block is replaced', async () => {
    const { tracker, node, store, events, block } = setup();
    tracker.add({ hash: HASH, from: FROM });
    node.receipts.set(HASH, receiptJson('0x1', 100));
    await block(100);
    await block(101); // still canonical: nothing happens
    node.receipts.delete(HASH);
    node.fork = 1; // every block now has another hash: a re-org
    await block(102);
    expect(events.map((event) => event.type)).toEqual(['confirmed', 'reorged']);
    expect(store.getSnapshot()[1]?.[HASH]?.receipt).toBeUndefined();
    // Pending again and checked at once at the next block.
    node.receipts.set(HASH, receiptJson('0x1', 103));
    await block(103);
    expect(events.map((event) => event.type)).toEqual(['confirmed', 'reorged', 'confirmed']);
  });

  it("decides nothing when a lagging backend does not have the receipt's block (null is not a re-org)", async () => {
    const { tracker, node, store, events, block } = setup();
    tracker.add({ hash: HASH, from: FROM });
    node.receipts.set(HASH, receiptJson('0x1', 100));
    await block(100);
    // A backend of a load-balanced endpoint that is behind answers the receipt's block with null.
    node.lagging.add(100);
    await block(101);
    expect(events.map((event) => event.type)).toEqual(['confirmed']);
    expect(store.getSnapshot()[1]?.[HASH]?.receipt).toMatchObject({ blockNumber: 100 });
    node.lagging.clear();
    await block(102); // the block is there again, with the same hash: still confirmed
    expect(events.map((event) => event.type)).toEqual(['confirmed']);
  });

  it('coalesces block numbers that arrive during a check into one check of the latest', async () => {
    const { tracker, node, block } = setup();
    tracker.add({ hash: HASH, from: FROM });
    await block(100);
    const before = node.rounds.length;
    node.head = 110;
    const first = tracker.onBlock(104);
    const skipped = tracker.onBlock(105);
    const latest = tracker.onBlock(110);
    await Promise.all([first, skipped, latest]);
    // 104 runs; 105 is replaced by 110 while queued; then 110 needs no check (checked at 104).
    expect(node.rounds.length - before).toBe(1);
  });
});

describe('a transaction replaced before the tracker saw it (nonce recorded at send time)', () => {
  const OTHER = `0x${'cd'.repeat(32)}`;
  const SWAP = {
    to: '0x2222222222222222222222222222222222222222',
    input: '0x38ed1739',
    value: '0',
  };
  /** A mined transaction of FROM, as a node returns it in a block. */
  const minedTx = (hash: string, nonce: number, call: typeof SWAP) => ({
    hash,
    from: FROM,
    nonce: hex(nonce),
    to: call.to,
    input: call.input,
    value: hex(Number(call.value)),
  });
  const receiptOf = (hash: string, n: number) => ({
    ...receiptJson('0x1', n),
    transactionHash: hash,
  });

  /** A swap with nonce 7, tracked at block 100 and checked at 101 (the node does not know it). */
  async function checkedSwap(options?: Parameters<typeof setup>[0]) {
    const tracked = setup(options);
    await tracked.block(100);
    tracked.node.nonces.set(FROM, 7);
    tracked.tracker.add({ hash: HASH, from: FROM, nonce: 7, call: SWAP, summary: 'Swap' });
    await tracked.block(101);
    return tracked;
  }

  /** The replacement takes nonce 7 in block `n`; the node never knew our transaction. */
  function mineReplacement(node: ReturnType<typeof setup>['node'], n: number, call = SWAP) {
    node.mined.set(n, [minedTx(OTHER, 7, call)]);
    node.receipts.set(OTHER, receiptOf(OTHER, n));
    node.nonces.set(FROM, 8);
    node.nonceSince.set(FROM, n);
  }

  it('is cancelled at the first block when another call took its nonce', async () => {
    const { tracker, node, store, events, block } = setup();
    await block(100);
    node.nonces.set(FROM, 7);
    tracker.add({ hash: HASH, from: FROM, nonce: 7, call: SWAP, summary: 'Swap' });
    mineReplacement(node, 101, { to: FROM.toLowerCase(), input: '0x', value: '0' });
    await block(101);
    expect(
      events.map((event) => [event.type, 'replacementHash' in event && event.replacementHash]),
    ).toEqual([['cancelled', OTHER]]);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({ outcome: 'cancelled' });
    expect(store.getSnapshot()[1]?.[HASH]?.receipt).toBeUndefined();
  });

  it('is cancelled at the block that mines the taker, between two re-checks', async () => {
    const { node, events, block } = await checkedSwap();
    expect(events).toEqual([]);
    mineReplacement(node, 102, { to: FROM.toLowerCase(), input: '0x', value: '0' });
    await block(102); // the re-check rule alone would wait until block 104
    expect(events.map((event) => event.type)).toEqual(['cancelled']);
  });

  it('is replaced by a speed-up of the same call, which is followed to its receipt', async () => {
    const { node, store, events, block } = await checkedSwap();
    mineReplacement(node, 102);
    await block(102);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['replaced', HASH],
      ['confirmed', OTHER],
    ]);
    expect(store.getSnapshot()[1]?.[OTHER]).toMatchObject({ replaces: HASH, summary: 'Swap' });
  });

  it('is not called cancelled when the speed-up lands in the block after the one being checked', async () => {
    const { tracker, node, events, block } = await checkedSwap();
    // The page's check of block 102 runs while the node is already at 103, which mined the
    // speed-up: at 102 the nonce is still unused, so nothing is decided yet.
    mineReplacement(node, 103);
    node.head = 103;
    await tracker.onBlock(102);
    expect(events).toEqual([]);
    await block(103);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['replaced', HASH],
      ['confirmed', OTHER],
    ]);
  });

  it('decides nothing while a block of the search is missing from the node (a lagging backend)', async () => {
    const { node, events, block } = await checkedSwap();
    mineReplacement(node, 102);
    // The nonce read says 7 is taken, but the backend that answers the search does not have block
    // 102 yet: the taker cannot be looked at, so the search is inconclusive, not a cancellation.
    node.lagging.add(102);
    await block(102);
    expect(events).toEqual([]);
    node.lagging.clear();
    await block(103);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['replaced', HASH],
      ['confirmed', OTHER],
    ]);
  });

  it('finds a speed-up that a re-org put into a block already checked with the nonce unused', async () => {
    const { node, store, events, block } = await checkedSwap();
    expect(store.getSnapshot()[1]?.[HASH]?.nonceUnusedAtBlock).toBe(101);
    // A one-block re-org: the block 101 that wins holds the speed-up (Polygon re-orgs often).
    node.fork = 1;
    mineReplacement(node, 101);
    await block(102);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['replaced', HASH],
      ['confirmed', OTHER],
    ]);
  });

  it('confirms the original when a re-org swaps its followed speed-up out for it', async () => {
    const { node, store, events, block } = await checkedSwap();
    mineReplacement(node, 102);
    await block(102); // HASH replaced by OTHER, which is followed and confirmed
    // A re-org: the block 102 that wins mined the original, not the speed-up.
    node.fork = 1;
    node.receipts.delete(OTHER);
    node.mined.set(102, [minedTx(HASH, 7, SWAP)]);
    node.receipts.set(HASH, { ...receiptOf(HASH, 102), blockHash: blockHash(102 + 1e6) });
    await block(103); // OTHER's block is gone: pending again
    await block(104); // OTHER's nonce was taken by HASH
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['replaced', HASH],
      ['confirmed', OTHER],
      ['reorged', OTHER],
      ['replaced', OTHER],
      ['confirmed', HASH],
    ]);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({ receipt: { blockNumber: 102 } });
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('outcome');
  });

  it('is pending again, and confirmed, when a re-org swaps the cancelling transaction out for it', async () => {
    const { node, store, events, block } = await checkedSwap();
    // The wallet's cancel (not tracked by the app) takes nonce 7 in block 102.
    mineReplacement(node, 102, { to: FROM.toLowerCase(), input: '0x', value: '0' });
    await block(102);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({
      outcome: 'cancelled',
      replacementHash: OTHER,
    });
    // A re-org: the block 102 that wins mined the original swap, not the cancel.
    node.fork = 1;
    node.receipts.delete(OTHER);
    node.mined.set(102, [minedTx(HASH, 7, SWAP)]);
    node.receipts.set(HASH, { ...receiptOf(HASH, 102), blockHash: blockHash(102 + 1e6) });
    await block(103); // the cancel's block is gone: pending again
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('outcome');
    await block(104); // checked at once: its own receipt
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['cancelled', HASH],
      ['reorged', HASH],
      ['confirmed', HASH],
    ]);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({ receipt: { blockNumber: 102 } });
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('outcome');
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('replacementBlock');
  });

  it('is cancelled again when the re-org mines the cancel once more', async () => {
    const { node, store, events, block } = await checkedSwap();
    const cancel = { to: FROM.toLowerCase(), input: '0x', value: '0' };
    mineReplacement(node, 102, cancel);
    await block(102);
    node.fork = 1; // block 102 replaced; the winning chain mines the cancel at 103
    node.mined.delete(102);
    node.receipts.delete(OTHER);
    node.nonces.set(FROM, 7);
    await block(103);
    mineReplacement(node, 104, cancel);
    await block(104);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['cancelled', HASH],
      ['reorged', HASH],
      ['cancelled', HASH],
    ]);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({
      outcome: 'cancelled',
      replacementBlock: { blockNumber: 104, blockHash: blockHash(104 + 1e6) },
    });
  });

  it("keeps a cancel while a lagging backend does not have its taker's block", async () => {
    const { node, store, events, block } = await checkedSwap();
    mineReplacement(node, 102, { to: FROM.toLowerCase(), input: '0x', value: '0' });
    await block(102);
    node.lagging.add(102); // the backend that answers is behind: block 102 is null, not another block
    await block(103);
    expect(events.map((event) => event.type)).toEqual(['cancelled']);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({
      outcome: 'cancelled',
      replacementBlock: { blockNumber: 102, blockHash: blockHash(102) },
    });
    node.lagging.clear();
    await block(104);
    expect(events.map((event) => event.type)).toEqual(['cancelled']);
  });

  it("reads a cancel's block only within the re-org depth", async () => {
    const { node, events, block } = await checkedSwap();
    mineReplacement(node, 102, { to: FROM.toLowerCase(), input: '0x', value: '0' });
    await block(102);
    node.rounds.length = 0;
    await block(103); // the cancel's block is read with the new one
    expect(node.rounds).toEqual([['eth_getBlockByNumber', 'eth_getBlockByNumber']]);
    node.rounds.length = 0;
    node.fork = 1; // too deep to matter: 64 blocks later the cancel is not looked at again
    await block(102 + 64);
    expect(node.rounds).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['cancelled']);
  });

  it('confirms a transaction reported dropped that is mined after all, taking the nonce of its resend', async () => {
    const { tracker, node, events, block } = await checkedSwap({
      droppedAfterMs: 1,
      droppedAfterBlocks: 1,
    });
    await block(104); // unknown to this node (evicted from its pool), nonce unused: dropped
    expect(events.map((event) => event.type)).toEqual(['dropped']);
    // The user sends the swap again (a new deadline: other input), with the same nonce...
    const resend = { ...SWAP, input: '0x38ed1739ff' };
    tracker.add({ hash: OTHER, from: FROM, nonce: 7, call: resend, summary: 'Swap' });
    // ...but another node still had the first one, and mines it.
    node.mined.set(105, [minedTx(HASH, 7, SWAP)]);
    node.receipts.set(HASH, receiptOf(HASH, 105));
    node.nonces.set(FROM, 8);
    node.nonceSince.set(FROM, 105);
    await block(105);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['dropped', HASH],
      ['cancelled', OTHER],
      ['confirmed', HASH],
    ]);
  });

  it('finds a speed-up mined while the app was closed, beyond the search window', async () => {
    const { node, events, block } = await checkedSwap();
    // The tab is closed; the user speeds the swap up in the wallet, mined at block 150. The app
    // comes back at block 400: the last 128 blocks do not reach block 150.
    mineReplacement(node, 150);
    await block(400);
    expect(events.map((event) => [event.type, event.transaction.hash])).toEqual([
      ['replaced', HASH],
      ['confirmed', OTHER],
    ]);
  });

  it('still ends cancelled, without the taker, when the node keeps no state that old', async () => {
    const { node, events, block } = await checkedSwap();
    mineReplacement(node, 150);
    node.stateFrom = 400 - 127;
    await block(400);
    expect(
      events.map((event) => [event.type, 'replacementHash' in event && event.replacementHash]),
    ).toEqual([['cancelled', undefined]]);
  });

  it('finalizes with its own receipt when the mined nonce is its own, between two re-checks', async () => {
    const { node, events, block } = await checkedSwap();
    node.receipts.set(HASH, receiptJson('0x1', 102));
    node.nonces.set(FROM, 8);
    await block(102);
    expect(events.map((event) => event.type)).toEqual(['confirmed']);
  });

  it('keeps the nonce the node shows when the recorded one was wrong, and stays pending', async () => {
    const { tracker, node, store, events, block } = setup();
    await block(100);
    tracker.add({ hash: HASH, from: FROM, nonce: 7, call: SWAP });
    // The user set nonce 8 in the wallet; an earlier transaction of theirs takes 7.
    node.pool.set(HASH, minedTx(HASH, 8, SWAP));
    node.mined.set(101, [minedTx(OTHER, 7, { ...SWAP, input: '0x' })]);
    node.nonces.set(FROM, 8);
    await block(101);
    await block(102);
    expect(events).toEqual([]);
    expect(store.getSnapshot()[1]?.[HASH]).toMatchObject({ nonce: 8 });
    expect(store.getSnapshot()[1]?.[HASH]).not.toHaveProperty('outcome');
  });

  it('never reads as dropped: without a recorded nonce it would have', async () => {
    const run = async (nonce: number | undefined) => {
      const { tracker, node, events, block } = setup({ droppedAfterMs: 1, droppedAfterBlocks: 1 });
      await block(100);
      tracker.add({
        hash: HASH,
        from: FROM,
        call: SWAP,
        ...(nonce === undefined ? {} : { nonce }),
      });
      mineReplacement(node, 101, { to: FROM.toLowerCase(), input: '0x', value: '0' });
      for (const n of [101, 104, 107]) await block(n);
      return events.map((event) => event.type);
    };
    expect(await run(7)).toEqual(['cancelled']);
    expect(await run(undefined)).toEqual(['dropped']);
  });
});
