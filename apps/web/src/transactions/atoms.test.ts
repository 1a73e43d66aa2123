import { createMemoryStorage, silentLogger } from '@dex/primitives';
import {
  EXISTING_TRANSACTION_MESSAGE,
  TRANSACTIONS_STORAGE_KEY,
  TransactionExistsError,
} from '@dex/transactions';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { connectedWallet } from '../../test/wallet';
import { activePopupsAtom } from '../state/popups';
import { walletStateAtom } from '../state/wallet';
import { createAppTransactions } from './appTransactions';
import {
  addTransactionAtom,
  clearAllTransactionsAtom,
  hasPendingApprovalAtom,
  hasPendingClaimAtom,
  pendingTransactionsAtom,
  recentTransactionsAtom,
  transactionsServiceAtom,
  transactionsStateAtom,
  transactionTrackingAtom,
} from './atoms';
import { CHAIN_TIME_START, createFakeChain, hashOf } from './fakeChain.testing';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SPENDER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45';
function setup(options: { storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const chain = createFakeChain();
  const service = createAppTransactions({
    ...(options.storage ? { storage: options.storage } : {}),
    requestFor: (chainId) => (chainId === 31337 ? chain.request : undefined),
    blocksFor: (chainId) => (chainId === 31337 ? chain.blocks : undefined),
    logger: silentLogger,
  });
  const store = createStore();
  store.set(transactionsServiceAtom, service);
  store.set(walletStateAtom, connectedWallet(ACCOUNT));
  return { chain, service, store };
}

describe('addTransactionAtom', () => {
  it('tracks a sent transaction as pending on the active chain, aged on the chain clock', async () => {
    const { store, service } = setup();
    const record = await store.set(addTransactionAtom, {
      hash: hashOf(1),
      from: ACCOUNT,
      summary: 'Swap 1 ETH for 3000 DAI',
    });
    // The chain runs a year ahead of the wall clock: the record is stamped with the chain's time.
    expect(record.addedTime).toBeGreaterThanOrEqual(CHAIN_TIME_START * 1000);
    expect(store.get(pendingTransactionsAtom).map((tx) => tx.summary)).toEqual([
      'Swap 1 ETH for 3000 DAI',
    ]);
    expect(Object.keys(service.store.getSnapshot()[31337] ?? {})).toEqual([hashOf(1)]);
  });

  it('rejects a hash already tracked with the spec message', async () => {
    const { store } = setup();
    await store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT });
    const again = store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT });
    await expect(again).rejects.toBeInstanceOf(TransactionExistsError);
    await expect(again).rejects.toThrow(EXISTING_TRANSACTION_MESSAGE);
    expect(EXISTING_TRANSACTION_MESSAGE).toBe('Attempted to add existing transaction.');
  });
});

describe('following transactions block by block', () => {
  it('confirms a mined transaction, shows the success popup and moves it out of pending', async () => {
    const { store, chain } = setup();
    const stop = store.sub(transactionTrackingAtom, () => {});
    chain.publishHead();
    await store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT, summary: 'Approve DAI' });
    expect(store.get(pendingTransactionsAtom)).toHaveLength(1);

    chain.mine(hashOf(1));
    chain.advancePastRecheck();
    await vi.waitFor(() => expect(store.get(pendingTransactionsAtom)).toHaveLength(0));
    expect(store.get(activePopupsAtom)).toEqual([
      expect.objectContaining({
        key: hashOf(1),
        removeAfterMs: 25_000,
        content: { type: 'transaction', hash: hashOf(1), success: true, summary: 'Approve DAI' },
      }),
    ]);
    expect(store.get(recentTransactionsAtom)[0]?.receipt?.status).toBe(1);
    stop();
    expect(chain.listenerCount).toBe(0);
  });

  it('reports a reverted transaction with the failure popup', async () => {
    const { store, chain } = setup();
    const stop = store.sub(transactionTrackingAtom, () => {});
    chain.publishHead();
    await store.set(addTransactionAtom, { hash: hashOf(2), from: ACCOUNT, summary: 'Swap' });
    chain.mine(hashOf(2), 0);
    chain.advancePastRecheck();
    await vi.waitFor(() =>
      expect(store.get(activePopupsAtom).map((popup) => popup.content)).toEqual([
        { type: 'transaction', hash: hashOf(2), success: false, summary: 'Swap' },
      ]),
    );
    stop();
  });

  it('does not follow the chain while nothing subscribes', async () => {
    const { store, chain } = setup();
    await store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT });
    // Adding looks the receipt up once; after that nothing is read until something subscribes.
    await vi.waitFor(() => expect(chain.requests).toContain('eth_getTransactionReceipt'));
    chain.requests.length = 0;
    chain.mine(hashOf(1));
    chain.advancePastRecheck();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(pendingTransactionsAtom)).toHaveLength(1);
    expect(chain.requests).not.toContain('eth_getTransactionReceipt');
  });
});

describe('recentTransactionsAtom', () => {
  it('lists pending first, then the others, each newest first, for the connected account', async () => {
    const { store, chain } = setup();
    const stop = store.sub(transactionTrackingAtom, () => {});
    chain.publishHead();
    for (const [n, summary] of [
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
    ] as const) {
      await store.set(addTransactionAtom, { hash: hashOf(n), from: ACCOUNT, summary });
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct added times
    }
    await store.set(addTransactionAtom, { hash: hashOf(9), from: OTHER, summary: 'not mine' });
    chain.mine(hashOf(1));
    chain.mine(hashOf(2));
    chain.advancePastRecheck();
    await vi.waitFor(() => expect(store.get(pendingTransactionsAtom)).toHaveLength(1));
    expect(store.get(recentTransactionsAtom).map((tx) => tx.summary)).toEqual([
      'third',
      'second',
      'first',
    ]);
    stop();
  });

  it('drops transactions older than 24 hours of chain time', async () => {
    const { store, chain } = setup();
    const stop = store.sub(transactionTrackingAtom, () => {});
    chain.publishHead();
    await store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT, summary: 'old' });
    expect(store.get(recentTransactionsAtom)).toHaveLength(1);
    // A day and a bit passes on the chain (the wall clock barely moves).
    const dayLater = chain.timestampOf;
    chain.timestampOf = (n) => dayLater(n) + 25 * 3600;
    chain.head += 10;
    chain.publishHead();
    await vi.waitFor(() => expect(store.get(recentTransactionsAtom)).toHaveLength(0));
    stop();
  });
});

describe('pending approvals and claims', () => {
  it('report an approval while it is pending, for that token and spender only', async () => {
    const { store, chain } = setup();
    const stop = store.sub(transactionTrackingAtom, () => {});
    chain.publishHead();
    const pending = hasPendingApprovalAtom(TOKEN.toLowerCase(), SPENDER);
    expect(store.get(pending)).toBe(false);
    await store.set(addTransactionAtom, {
      hash: hashOf(1),
      from: ACCOUNT,
      approval: { tokenAddress: TOKEN, spender: SPENDER },
    });
    expect(store.get(pending)).toBe(true);
    expect(store.get(hasPendingApprovalAtom(TOKEN, OTHER))).toBe(false);
    chain.mine(hashOf(1));
    chain.advancePastRecheck();
    await vi.waitFor(() => expect(store.get(pending)).toBe(false));
    stop();
  });

  it('report a pending claim for its recipient', async () => {
    const { store } = setup();
    expect(store.get(hasPendingClaimAtom(OTHER))).toBe(false);
    await store.set(addTransactionAtom, {
      hash: hashOf(1),
      from: ACCOUNT,
      claim: { recipient: OTHER },
    });
    expect(store.get(hasPendingClaimAtom(OTHER.toLowerCase()))).toBe(true);
    expect(store.get(hasPendingClaimAtom(ACCOUNT))).toBe(false);
  });
});

describe('clearAllTransactionsAtom', () => {
  it("forgets the active chain's transactions", async () => {
    const { store, service } = setup();
    await store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT });
    service.store.add(1, { hash: hashOf(2), from: ACCOUNT }, Date.now());
    store.set(clearAllTransactionsAtom);
    expect(store.get(recentTransactionsAtom)).toEqual([]);
    expect(Object.keys(service.store.getSnapshot()[1] ?? {})).toEqual([hashOf(2)]);
  });
});

describe('persistence', () => {
  it('keeps transactions across a reload', async () => {
    const storage = createMemoryStorage();
    const first = setup({ storage });
    await first.store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT, summary: 'kept' });
    const reloaded = setup({ storage });
    expect(reloaded.store.get(pendingTransactionsAtom).map((tx) => tx.summary)).toEqual(['kept']);
  });

  it('starts empty from corrupted storage', () => {
    const storage = createMemoryStorage({ [TRANSACTIONS_STORAGE_KEY]: '{not json' });
    const { store } = setup({ storage });
    expect(store.get(recentTransactionsAtom)).toEqual([]);
  });
});

describe('transactionsStateAtom', () => {
  it('shows a transaction the store recorded between the first read and the first subscriber', () => {
    const { service, store } = setup();
    expect(store.get(transactionsStateAtom)[31337]).toBeUndefined();
    service.store.add(31337, { hash: hashOf(7), from: ACCOUNT }, CHAIN_TIME_START);
    const unsubscribe = store.sub(transactionsStateAtom, () => {});
    expect(Object.keys(store.get(transactionsStateAtom)[31337] ?? {})).toEqual([hashOf(7)]);
    unsubscribe();
  });
});
