import { createListeners, type KeyValueStorage, type Logger, silentLogger } from '@dex/primitives';
import {
  loadTransactionsState,
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
 * `useSyncExternalStore` or any other binding wraps it in a few lines), written to the injected
 * storage after every change and read from it once at creation.
 */
export function createTransactionStore(options: TransactionStoreOptions = {}): TransactionStore {
  const key = options.storageKey ?? TRANSACTIONS_STORAGE_KEY;
  const logger = options.logger ?? silentLogger;
  let state = loadTransactionsState(options.storage, key, logger);
  const listeners = createListeners();

  const dispatch = (action: TransactionsAction) => {
    const next = transactionsReducer(state, action);
    if (next === state) return;
    state = next;
    saveTransactionsState(options.storage, state, key, logger);
    listeners.notify();
  };

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
