import { createMemoryStorage } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { TransactionExistsError } from './errors';
import { FROM, HASH, OTHER, RECEIPT } from './fixtures.testing';
import { createTransactionStore } from './transactionStore';

describe('createTransactionStore', () => {
  it('notifies subscribers, persists and reloads from the same storage', () => {
    const storage = createMemoryStorage();
    const store = createTransactionStore({ storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const added = store.add(1, { hash: HASH, from: FROM, summary: 'Approve DAI' }, 5);
    expect(added).toMatchObject({ hash: HASH, addedTime: 5 });
    expect(listener).toHaveBeenCalledOnce();

    const reloaded = createTransactionStore({ storage });
    expect(reloaded.getSnapshot()).toEqual(store.getSnapshot());

    unsubscribe();
    store.clearAll(1);
    expect(listener).toHaveBeenCalledOnce();
    expect(createTransactionStore({ storage }).getSnapshot()).toEqual({ 1: {} });
  });

  it('throws the typed error for an existing transaction and leaves the state alone', () => {
    const store = createTransactionStore();
    store.add(1, { hash: HASH, from: FROM }, 5);
    const before = store.getSnapshot();
    expect(() => store.add(1, { hash: HASH, from: FROM }, 6)).toThrow(TransactionExistsError);
    expect(store.getSnapshot()).toBe(before);
  });

  it('leaves the history a newer version of the app stored alone, and works in memory', () => {
    // A rolled-back deployment opens the history a newer one wrote (an unknown, higher version).
    const newer = JSON.stringify({
      version: 99,
      data: { 1: { [HASH]: { hash: HASH, from: FROM, addedTime: 1, future: true } } },
    });
    const storage = createMemoryStorage({ 'dex.transactions': newer });
    const store = createTransactionStore({ storage });
    expect(store.getSnapshot()).toEqual({});
    const OTHER = `0x${'cd'.repeat(32)}`;
    store.add(1, { hash: OTHER, from: FROM, summary: 'Swap' }, 5);
    store.dispatch({ type: 'checked', chainId: 1, hash: OTHER, blockNumber: 7 });
    expect(storage.getItem('dex.transactions')).toBe(newer);
    expect(store.getSnapshot()[1]?.[OTHER]).toMatchObject({
      summary: 'Swap',
      lastCheckedBlockNumber: 7,
    });
  });

  it('does not notify for no-op actions', () => {
    const store = createTransactionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'checked', chainId: 1, hash: HASH, blockNumber: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createTransactionStore in two tabs (one storage)', () => {
  it("keeps the other tab's transactions when both add one, across a reload", () => {
    const storage = createMemoryStorage();
    const first = createTransactionStore({ storage });
    const second = createTransactionStore({ storage });
    first.add(1, { hash: HASH, from: FROM, summary: 'Swap' }, 5);
    second.add(1, { hash: OTHER, from: FROM, summary: 'Approve DAI' }, 6);
    // Each tab's write leaves the other's record in place; the tab that wrote last sees both.
    expect(Object.keys(second.getSnapshot()[1] ?? {})).toEqual([HASH, OTHER]);
    const reloaded = createTransactionStore({ storage });
    expect(Object.keys(reloaded.getSnapshot()[1] ?? {}).sort()).toEqual([HASH, OTHER]);
  });

  it('keeps what the other tab settled when this tab writes an older view of that record', () => {
    const storage = createMemoryStorage();
    const first = createTransactionStore({ storage });
    first.add(1, { hash: HASH, from: FROM }, 5);
    const second = createTransactionStore({ storage }); // loads HASH pending
    first.dispatch({
      type: 'finalize',
      chainId: 1,
      hash: HASH,
      receipt: RECEIPT,
      confirmedTime: 7,
    });
    second.dispatch({ type: 'checked', chainId: 1, hash: HASH, blockNumber: 9 });
    const reloaded = createTransactionStore({ storage }).getSnapshot()[1]?.[HASH];
    expect(reloaded).toMatchObject({ receipt: RECEIPT, confirmedTime: 7 });
    expect(second.getSnapshot()[1]?.[HASH]).toMatchObject({ receipt: RECEIPT });
  });

  it("respects the other tab's clear all", () => {
    const storage = createMemoryStorage();
    const first = createTransactionStore({ storage });
    first.add(1, { hash: HASH, from: FROM }, 5);
    const second = createTransactionStore({ storage });
    first.clearAll(1);
    second.add(1, { hash: OTHER, from: FROM }, 6);
    expect(Object.keys(createTransactionStore({ storage }).getSnapshot()[1] ?? {})).toEqual([
      OTHER,
    ]);
  });

  it("picks up the other tab's changes when told storage changed, and notifies", () => {
    const storage = createMemoryStorage();
    let storageChanged: (() => void) | undefined;
    const subscribeStorage = vi.fn((listener: () => void) => {
      storageChanged = listener;
      return () => {
        storageChanged = undefined;
      };
    });
    const first = createTransactionStore({ storage });
    const second = createTransactionStore({ storage, subscribeStorage });
    expect(subscribeStorage).toHaveBeenCalledOnce();
    const listener = vi.fn();
    second.subscribe(listener);
    first.add(1, { hash: HASH, from: FROM }, 5);
    storageChanged?.();
    expect(second.getSnapshot()[1]?.[HASH]).toMatchObject({ addedTime: 5 });
    expect(listener).toHaveBeenCalledOnce();
    // A change event that did not touch the transactions (another key) changes nothing.
    const before = second.getSnapshot();
    storageChanged?.();
    expect(second.getSnapshot()).toBe(before);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("throws the typed error for a transaction the other tab added, and shows the other tab's state", () => {
    const storage = createMemoryStorage();
    const first = createTransactionStore({ storage });
    const second = createTransactionStore({ storage });
    first.add(1, { hash: HASH, from: FROM, summary: 'Swap' }, 5);
    first.add(1, { hash: OTHER, from: FROM }, 6);
    expect(() => second.add(1, { hash: HASH, from: FROM }, 7)).toThrow(TransactionExistsError);
    expect(second.getSnapshot()).toEqual(first.getSnapshot());
  });

  it('keeps its own state when what the other tab stored cannot be read, and overwrites it', () => {
    const storage = createMemoryStorage();
    const store = createTransactionStore({ storage });
    store.add(1, { hash: HASH, from: FROM }, 5);
    storage.setItem('dex.transactions', '{not json');
    store.add(1, { hash: OTHER, from: FROM }, 6);
    expect(Object.keys(createTransactionStore({ storage }).getSnapshot()[1] ?? {})).toEqual([
      HASH,
      OTHER,
    ]);
  });

  it('keeps a change it could not store (quota) when it writes again', () => {
    const storage = createMemoryStorage();
    const store = createTransactionStore({ storage });
    store.add(1, { hash: HASH, from: FROM }, 5);
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    store.add(1, { hash: OTHER, from: FROM }, 6);
    storage.setItem = setItem;
    store.dispatch({ type: 'checked', chainId: 1, hash: HASH, blockNumber: 9 });
    expect(Object.keys(createTransactionStore({ storage }).getSnapshot()[1] ?? {})).toEqual([
      HASH,
      OTHER,
    ]);
  });
});
