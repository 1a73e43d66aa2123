// The app's transaction tracking: one persisted store for all chains and one @dex/transactions
// tracker per chain, fed with that chain's block numbers and reading through its batched
// transport. Framework-free, so it is tested without React and wrapped by the atoms in atoms.ts.
import { getChainInfo } from '@dex/chains';
import {
  consoleLogger,
  type KeyValueStorage,
  type Logger,
  type RequestFunction,
} from '@dex/primitives';
import {
  createTransactionStore,
  createTransactionTracker,
  type NewTransaction,
  type TransactionEvent,
  type TransactionRecord,
  type TransactionStore,
  type TransactionTracker,
} from '@dex/transactions';
import { readChainTime } from '@dex/write';

/** A chain's block numbers; @dex/multicall's BlockTracker has this shape. */
export interface BlockSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly blockNumber: number | undefined };
}

export interface AppTransactionsOptions {
  /** `window.localStorage` in the browser; omit to keep transactions in memory. */
  readonly storage?: KeyValueStorage;
  /** The read transport of a chain (ideally batching); undefined for chains the app cannot read. */
  readonly requestFor: (chainId: number) => RequestFunction | undefined;
  /** The block numbers of a chain; undefined for chains the app cannot read. */
  readonly blocksFor: (chainId: number) => BlockSource | undefined;
  readonly logger?: Logger;
}

export interface AppTransactions {
  readonly store: TransactionStore;
  /** The chain's tracker, created on first use; undefined for chains the app cannot read. */
  tracker(chainId: number): TransactionTracker | undefined;
  /**
   * Tracks a transaction just sent on `chainId`. Reads the chain's clock first when no block was
   * seen yet, so the record's age is on the chain's clock. Rejects with `TransactionExistsError`
   * ("Attempted to add existing transaction.") for a hash already tracked.
   */
  add(chainId: number, transaction: NewTransaction): Promise<TransactionRecord>;
  /** Feeds the chain's new blocks to its tracker until the returned function is called. */
  watch(chainId: number, onBlockChecked?: (blockNumber: number) => void): () => void;
  /** Outcome events of every chain's tracker; returns the unsubscribe function. */
  subscribe(listener: (event: TransactionEvent) => void): () => void;
  /** Milliseconds on the chain's clock: the `now` for the recency and pending selectors. */
  now(chainId: number): number;
}

export function createAppTransactions(options: AppTransactionsOptions): AppTransactions {
  const logger = options.logger ?? consoleLogger;
  const store = createTransactionStore({
    ...(options.storage ? { storage: options.storage } : {}),
    logger,
  });
  const trackers = new Map<number, TransactionTracker>();
  const listeners = new Set<(event: TransactionEvent) => void>();

  function tracker(chainId: number): TransactionTracker | undefined {
    const existing = trackers.get(chainId);
    if (existing) return existing;
    const request = options.requestFor(chainId);
    if (!request) return undefined;
    // Block-count rules (dropped, re-org depth, nonce search) follow the chain's block time.
    const averageBlockTimeSeconds = getChainInfo(chainId)?.averageBlockTimeSeconds;
    const created = createTransactionTracker({
      chainId,
      store,
      request,
      logger,
      ...(averageBlockTimeSeconds === undefined ? {} : { averageBlockTimeSeconds }),
    });
    created.subscribe((event) => {
      for (const listener of [...listeners]) listener(event);
    });
    trackers.set(chainId, created);
    return created;
  }

  return {
    store,
    tracker,
    async add(chainId, transaction) {
      const chainTracker = tracker(chainId);
      if (!chainTracker) {
        // A chain without a read transport cannot be followed, but the record still shows.
        return store.add(chainId, transaction, Date.now());
      }
      if (!chainTracker.clock.observed) {
        try {
          const request = options.requestFor(chainId);
          // The one read of the chain's time (@dex/write), as every deadline uses it.
          if (request) chainTracker.clock.observe(Number(await readChainTime(request)));
        } catch (error) {
          logger.warn(
            'Could not read the chain clock; the transaction is aged by wall time',
            error,
          );
        }
      }
      return chainTracker.add(transaction);
    },
    watch(chainId, onBlockChecked) {
      const chainTracker = tracker(chainId);
      const blocks = options.blocksFor(chainId);
      if (!chainTracker || !blocks) return () => {};
      let lastFed: number | undefined;
      const feed = () => {
        const { blockNumber } = blocks.getSnapshot();
        if (blockNumber === undefined || blockNumber === lastFed) return;
        lastFed = blockNumber;
        void chainTracker.onBlock(blockNumber).then(() => onBlockChecked?.(blockNumber));
      };
      const unsubscribe = blocks.subscribe(feed);
      feed();
      return unsubscribe;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    now: (chainId) => tracker(chainId)?.clock.now() ?? Date.now(),
  };
}
