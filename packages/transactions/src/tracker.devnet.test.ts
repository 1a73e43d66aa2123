// The tracker against a real anvil node (@dex-tooling/devnet): confirmations, reverts,
// replacements in the mempool, a re-org through snapshot/revert, and a reload.

import { createMemoryStorage, type RequestFunction } from '@dex/primitives';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readPendingNonce, recordedCall } from './sending';
import { createTransactionTracker, type TransactionEvent } from './tracker';
import { createTransactionStore, type TransactionStore } from './transactionStore';

let devnet: Devnet;
let from: string;
let to: string;
const request: RequestFunction = (args) => devnet.client.request(args);
const send = (method: string, params: readonly unknown[] = []) => request({ method, params });
const blockNumber = async () => Number(await send('eth_blockNumber'));
const hex = (n: number) => `0x${n.toString(16)}`;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  from = devnet.client.account(0).toLowerCase();
  to = devnet.client.account(1).toLowerCase();
});
afterAll(async () => {
  await devnet?.stop();
});

let snapshot: string;
beforeEach(async () => {
  // Each test starts from the same chain.
  if (snapshot) await devnet.revert(snapshot);
  snapshot = await devnet.snapshot();
});

function track(store: TransactionStore = createTransactionStore()) {
  const tracker = createTransactionTracker({ chainId: devnet.chainId, store, request });
  const events: TransactionEvent[] = [];
  tracker.subscribe((event) => events.push(event));
  const tick = async () => tracker.onBlock(await blockNumber());
  return { store, tracker, events, tick };
}

async function sendTx(tx: Record<string, string>): Promise<string> {
  return (await send('eth_sendTransaction', [{ from, ...tx }])) as string;
}

/**
 * Sends and waits until the transaction is in a block: anvil answers a send before its automine
 * has made that block, and a test that ticks right after would otherwise see the block before it.
 */
async function sendMinedTx(tx: Record<string, string>): Promise<string> {
  const hash = await sendTx(tx);
  await devnet.client.waitForReceipt(hash);
  return hash;
}

async function withoutAutomine<T>(body: () => Promise<T>): Promise<T> {
  await send('evm_setAutomine', [false]);
  try {
    return await body();
  } finally {
    await send('evm_setAutomine', [true]);
  }
}

describe('tracker on the devnet', () => {
  it('confirms a successful transaction and reports a reverted one as failed', async () => {
    const { tracker, events, tick, store } = track();
    await tick();
    const ok = await sendMinedTx({ to, value: '0x1' });
    // Contract creation whose init code reverts (PUSH1 0 PUSH1 0 REVERT).
    const reverted = await sendMinedTx({ data: '0x60006000fd', gas: '0x186a0' });
    tracker.add({ hash: ok, from, summary: 'Send 1 wei' });
    tracker.add({ hash: reverted, from, summary: 'Deploy' });
    await tick();
    expect(events.map((e) => [e.type, e.transaction.hash]).sort()).toEqual(
      [
        ['confirmed', ok],
        ['failed', reverted],
      ].sort(),
    );
    const record = store.getSnapshot()[devnet.chainId]?.[ok];
    const latest = await devnet.client.latestBlock();
    // confirmedTime is on the chain's clock: within seconds of the latest block (how many depends on
    // how fast the machine is), and days away from the wall clock the devnet runs ahead of.
    const confirmedTime = record?.confirmedTime ?? 0;
    expect(Math.abs(confirmedTime - latest.timestamp * 1000)).toBeLessThanOrEqual(10_000);
    expect(Math.abs(confirmedTime - Date.now())).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(record?.receipt?.status).toBe(1);
  });

  it('follows a sped-up replacement and reports a cancellation', async () => {
    const { tracker, events, tick, store } = track();
    await tick();
    const nonce = Number(await send('eth_getTransactionCount', [from, 'pending']));
    const [original, spedUp, doomed, canceller] = await withoutAutomine(async () => {
      const slow = await sendTx({
        to,
        value: '0x2',
        nonce: `0x${nonce.toString(16)}`,
        gasPrice: '0x3b9aca00',
      });
      tracker.add({ hash: slow, from, summary: 'Send 2 wei' });
      const other = await sendTx({
        to,
        value: '0x3',
        nonce: `0x${(nonce + 1).toString(16)}`,
        gasPrice: '0x3b9aca00',
      });
      tracker.add({ hash: other, from, summary: 'Send 3 wei' });
      await tick(); // both pending: nonces recorded
      expect(store.getSnapshot()[devnet.chainId]?.[slow]?.nonce).toBe(nonce);
      // Same calls with a higher fee: a speed-up of the first, a cancel (0 to self) of the second.
      const fast = await sendTx({
        to,
        value: '0x2',
        nonce: `0x${nonce.toString(16)}`,
        gasPrice: '0x77359400',
      });
      const cancel = await sendTx({
        to: from,
        value: '0x0',
        nonce: `0x${(nonce + 1).toString(16)}`,
        gasPrice: '0x77359400',
      });
      await devnet.mine(1);
      return [slow, fast, other, cancel];
    });
    await devnet.mine(2); // the re-check rule wants more than 2 blocks since the last check
    await tick();
    const types = events.map((e) => [
      e.type,
      e.transaction.hash,
      'replacementHash' in e ? e.replacementHash : undefined,
    ]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['replaced', original, spedUp],
        ['confirmed', spedUp, undefined],
        ['cancelled', doomed, canceller],
      ]),
    );
    expect(types).toHaveLength(3);
    const followed = store.getSnapshot()[devnet.chainId]?.[spedUp as string];
    expect(followed).toMatchObject({ replaces: original, summary: 'Send 2 wei' });
    expect(followed?.receipt?.status).toBe(1);
  });

  it('tells a speed-up from a cancellation of transactions replaced before any check, at the block that mines them', async () => {
    const { tracker, events, tick, store } = track();
    await tick();
    const blockBefore = await blockNumber();
    const [original, spedUp, doomed, canceller] = await withoutAutomine(async () => {
      // As the app sends: the wallet's pending nonce is read just before each send, and the nonce
      // and call are recorded with the hash.
      const sendTracked = async (value: string, summary: string) => {
        const nonce = await readPendingNonce(request, from);
        const hash = await sendTx({ to, value, gasPrice: '0x3b9aca00' });
        tracker.add({
          hash,
          from,
          summary,
          ...(nonce === undefined ? {} : { nonce }),
          call: recordedCall({ address: to, callData: '0x', value: BigInt(value) }),
        });
        return { hash, nonce: nonce ?? -1 };
      };
      const slow = await sendTracked('0x7', 'Send 7 wei');
      const other = await sendTracked('0x8', 'Send 8 wei');
      expect([slow.nonce, other.nonce]).toEqual([slow.nonce, slow.nonce + 1]);
      // From outside the app, before the tracker checked anything: the same call with a higher fee
      // for the first, 0 to self for the second.
      const fast = await sendTx({
        to,
        value: '0x7',
        nonce: hex(slow.nonce),
        gasPrice: '0x77359400',
      });
      const cancel = await sendTx({
        to: from,
        value: '0x0',
        nonce: hex(other.nonce),
        gasPrice: '0x77359400',
      });
      await devnet.mine(1);
      return [slow.hash, fast, other.hash, cancel];
    });
    expect(await blockNumber()).toBe(blockBefore + 1);
    await tick(); // the one block that mined both replacements
    const outcomes = events.map((e) => [
      e.type,
      e.transaction.hash,
      'replacementHash' in e ? e.replacementHash : undefined,
    ]);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        ['replaced', original, spedUp],
        ['confirmed', spedUp, undefined],
        ['cancelled', doomed, canceller],
      ]),
    );
    expect(outcomes).toHaveLength(3);
    expect(store.getSnapshot()[devnet.chainId]?.[doomed as string]).toMatchObject({
      outcome: 'cancelled',
      summary: 'Send 8 wei',
    });
  });

  it('confirms a transaction whose block was seen before it was added, with no block after', async () => {
    const { tracker, events, tick } = track();
    await tick();
    const hash = await sendMinedTx({ to, value: '0x6' });
    await tick(); // the page saw the new block before the wallet answered
    tracker.add({ hash, from, summary: 'Send 6 wei' });
    // Two batched round trips (receipt, then its block): allow a loaded CI machine more than the
    // default second; the assertion is the same.
    await expect
      .poll(() => events.map((e) => [e.type, e.transaction.hash]), { timeout: 30_000 })
      .toEqual([['confirmed', hash]]);
  });

  it('puts a transaction back to pending when a re-org removes its block', async () => {
    const { tracker, events, tick, store } = track();
    await tick();
    const beforeTx = await devnet.snapshot();
    const hash = await sendMinedTx({ to, value: '0x4' });
    tracker.add({ hash, from });
    await tick();
    // As above: the receipt and its block are two round trips, slower on a loaded machine.
    const types = () => events.map((e) => e.type);
    await expect.poll(types, { timeout: 30_000 }).toEqual(['confirmed']);
    await devnet.revert(beforeTx); // the block with the transaction is gone
    await devnet.mine(3); // other blocks at the same heights
    await tick();
    await expect.poll(types, { timeout: 30_000 }).toEqual(['confirmed', 'reorged']);
    expect(store.getSnapshot()[devnet.chainId]?.[hash]?.receipt).toBeUndefined();
    await devnet.mine(1);
    await tick(); // checked again at once; the node no longer has it, so still pending
    expect(store.getSnapshot()[devnet.chainId]?.[hash]).toMatchObject({
      missingSince: expect.anything(),
    });
  });

  it('picks up a pending transaction after a reload and confirms it', async () => {
    const storage = createMemoryStorage();
    const hash = await withoutAutomine(async () => {
      const first = track(createTransactionStore({ storage }));
      await first.tick();
      const sent = await sendTx({ to, value: '0x5' });
      first.tracker.add({ hash: sent, from, summary: 'Send 5 wei' });
      await first.tick();
      expect(first.events).toEqual([]);
      return sent;
    });
    await devnet.mine(3);
    // A new page: a new store from the same storage, a new tracker.
    const reloaded = track(createTransactionStore({ storage }));
    expect(reloaded.store.getSnapshot()[devnet.chainId]?.[hash]?.summary).toBe('Send 5 wei');
    await reloaded.tick();
    expect(reloaded.events.map((e) => [e.type, e.transaction.hash])).toEqual([['confirmed', hash]]);
  });
});
