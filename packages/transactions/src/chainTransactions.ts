// Transaction tracking across chains: one store for all of them and one tracker per chain, created
// on first use, fed with that chain's block numbers and reading through its (batching) transport.
import {
  consoleLogger,
  type KeyValueStorage,
  type Logger,
  type RequestFunction,
} from '@dex/primitives';
import {
  createTransactionTracker,
  type TransactionEvent,
  type TransactionTracker,
} from './tracker';
import { createTransactionStore, type TransactionStore } from './transactionStore';
import type { NewTransaction, TransactionRecord } from './types';

/** A chain's block numbers; @dex/multicall's BlockTracker has this shape. */
export interface BlockNumberSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly blockNumber: number | undefined };
}

export interface ChainTransactionsOptions {
  /** `window.localStorage` in the browser; omit to keep transactions in memory. */
  readonly storage?: KeyValueStorage;
  /**
   * Another tab may have written the storage (the window's `storage` event): the store reads it
   * again at once. See `TransactionStoreOptions.subscribeStorage`.
   */
  readonly subscribeStorage?: (onChange: () => void) => () => void;
  /** The read transport of a chain (ideally batching); undefined for chains that cannot be read. */
  readonly requestFor: (chainId: number) => RequestFunction | undefined;
  /** The block numbers of a chain; undefined for chains that cannot be read. */
  readonly blocksFor: (chainId: number) => BlockNumberSource | undefined;
  /** The latest block's timestamp in seconds (e.g. @dex/write's readChainTime); rejects when unknown. */
  readonly readChainTime: (request: RequestFunction) => Promise<bigint | number>;
  /** A chain's average block time, so its block-count rules cover the same time (blockWindowsFor). */
  readonly averageBlockTimeSecondsFor?: (chainId: number) => number | undefined;
  readonly logger?: Logger;
}

export interface ChainTransactions {
  readonly store: TransactionStore;
  /** The chain's tracker, created on first use; undefined for chains that cannot be read. */
  tracker(chainId: number): TransactionTracker | undefined;
  /**
   * Tracks a transaction just sent on `chainId`. Reads the chain's clock first, so the record's
   * age is on the chain's clock. Rejects with `TransactionExistsError`
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

export function createChainTransactions(options: ChainTransactionsOptions): ChainTransactions {
  const logger = options.logger ?? consoleLogger;
  const store = createTransactionStore({
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.subscribeStorage ? { subscribeStorage: options.subscribeStorage } : {}),
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
    const averageBlockTimeSeconds = options.averageBlockTimeSecondsFor?.(chainId);
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
      // The chain's time, read as every deadline reads it, for each record: the tracker reads
      // block headers only while something is pending or recently mined, so its clock can miss a
      // jump of the chain's time (a devnet warp). Taken only when it is ahead of the clock: a
      // block's whole-second timestamp is usually behind it, and going back would stamp a later
      // record older than an earlier one.
      const { clock } = chainTracker;
      try {
        const request = options.requestFor(chainId);
        if (request) {
          const seconds = Number(await options.readChainTime(request));
          if (!clock.observed || seconds * 1000 > clock.now()) clock.observe(seconds);
        }
      } catch (error) {
        if (!clock.observed) {
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
