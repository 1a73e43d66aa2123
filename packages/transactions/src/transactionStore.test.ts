import { createMemoryStorage } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { TransactionExistsError } from './errors';
import { createTransactionStore } from './transactionStore';

const HASH = `0x${'ab'.repeat(32)}`;
const FROM = '0x1111111111111111111111111111111111111111';

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

  it('does not notify for no-op actions', () => {
    const store = createTransactionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'checked', chainId: 1, hash: HASH, blockNumber: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
