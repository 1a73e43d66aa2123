import { createListeners, type KeyValueStorage, type Logger, silentLogger } from '@dex/primitives';
import {
  loadTransactionsState,
  parseStoredTransactions,
  saveTransactionsState,
  TRANSACTIONS_STORAGE_KEY,
} from './persistence';
import { getTransaction, type TransactionsAction, transactionsReducer } from './transactionsState';
import type { NewTransaction, TransactionRecord, TransactionsState } from './types';

export interface TransactionStoreOptions {
  /** Where the state survives reloads; `window.localStorage` fits. Omit to keep it in memory. */
  readonly storage?: KeyValueStorage;
  readonly storageKey?: string;
  readonly logger?: Logger;
  /**
   * Tells the store that another writer (another tab of the app) may have changed the storage,
   * so it reads it again at once and notifies its subscribers of any change; returns the
   * unsubscribe function. In the browser: the window's `storage` event. Without it the other
   * tab's changes are still kept, and picked up at this store's next change.
   */
  readonly subscribeStorage?: (onChange: () => void) => () => void;
}

export interface TransactionStore {
  getSnapshot(): TransactionsState;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Throws `TransactionExistsError` for an `add` of a tracked chain and hash. */
  dispatch(action: TransactionsAction): void;
  /** Adds a transaction; `addedTime` in milliseconds, on the clock the tracker ages it with. */
  add(chainId: number, transaction: NewTransaction, addedTime: number): TransactionRecord;
  clearAll(chainId: number): void;
}

/**
 * A small observable store around `transactionsReducer` (subscribe/getSnapshot, so React's
 * `useSyncExternalStore` or any other binding wraps it in a few lines), kept in the injected
 * storage. Other tabs write the same storage: every change is applied to what is stored now (the
 * other tabs' records and outcomes included), not to this store's older copy of it, so no tab
 * erases what another added or settled.
 */
export function createTransactionStore(options: TransactionStoreOptions = {}): TransactionStore {
  const { storage } = options;
  const key = options.storageKey ?? TRANSACTIONS_STORAGE_KEY;
  const logger = options.logger ?? silentLogger;
  const listeners = createListeners();

  /** The stored string, or undefined when the storage cannot be read. */
  const readRaw = (): string | null | undefined => {
    try {
      return storage?.getItem(key);
    } catch {
      return undefined; // loadTransactionsState and saveTransactionsState log the failure
    }
  };

  /** The stored string this state was read from or written to; another one is another tab's. */
  let lastRaw = readRaw();
  let state = loadTransactionsState(storage, key, logger);

  /**
   * The state as stored now: another tab's write when there is one, else this store's own. A
   * storage that cannot be read, holds nothing (removed) or holds data that cannot be used keeps
   * this store's state, which the next write puts back (but never over a history a newer version
   * of the app stored: that stays, and this store's state lives in memory only).
   */
  const latest = (): TransactionsState => {
    if (!storage) return state;
    const raw = readRaw();
    if (raw === undefined || raw === null || raw === lastRaw) return state;
    const stored = parseStoredTransactions(raw, key, logger);
    if (!stored) return state;
    lastRaw = raw;
    return stored;
  };

  const adopt = (next: TransactionsState) => {
    if (next === state) return;
    state = next;
    listeners.notify();
  };

  const dispatch = (action: TransactionsAction) => {
    const base = latest();
    let next: TransactionsState;
    try {
      next = transactionsReducer(base, action);
    } catch (error) {
      // TransactionExistsError (perhaps added by another tab): nothing changes but the other
      // tabs' changes, which are shown from now on.
      adopt(base);
      throw error;
    }
    if (next !== base) {
      saveTransactionsState(storage, next, key, logger);
      // What is stored now: this write, or (when it failed, e.g. over quota) what was there, so
      // the unsaved change is kept in memory and written again with the next one.
      lastRaw = readRaw();
    }
    adopt(next);
  };

  options.subscribeStorage?.(() => adopt(latest()));

  return {
    getSnapshot: () => state,
    subscribe: listeners.subscribe,
    dispatch,
    add(chainId, transaction, addedTime) {
      dispatch({ type: 'add', chainId, transaction, addedTime });
      return getTransaction(state, chainId, transaction.hash) as TransactionRecord;
    },
    clearAll: (chainId) => dispatch({ type: 'clearAll', chainId }),
  };
}
