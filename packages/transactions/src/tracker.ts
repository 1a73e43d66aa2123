// Follows the tracked transactions of one chain, block by block: receipts (spec §4, re-check rule
// of §9), plus replacements, re-orgs and dropped transactions.

import {
  createListeners,
  type Logger,
  MalformedDataError,
  type RequestFunction,
  silentLogger,
} from '@dex/primitives';
import { blockWindowsFor } from './blockWindows';
import { type ChainClock, createChainClock } from './chainClock';
import { DEFAULT_DROPPED_AFTER_MS } from './constants';
import {
  getBlock,
  getMinedNonce,
  getReceipt,
  getTransactionByHash,
  type RpcBlock,
  type RpcTransaction,
} from './rpc';
import { isTransactionPending, isTransactionRecent, isTransactionSuccessful } from './selectors';
import { shouldCheck } from './shouldCheck';
import type { TransactionStore } from './transactionStore';
import { getTransaction } from './transactionsState';
import type {
  NewTransaction,
  RecordedCall,
  TransactionReceiptSummary,
  TransactionRecord,
} from './types';

export type TransactionEvent =
  | {
      /** A receipt with status 1 (or none, before Byzantium). */
      readonly type: 'confirmed' | 'failed';
      readonly chainId: number;
      readonly transaction: TransactionRecord;
      readonly receipt: TransactionReceiptSummary;
    }
  | {
      /** The same call was mined under another hash (sped up); the tracker follows that one. */
      readonly type: 'replaced';
      readonly chainId: number;
      readonly transaction: TransactionRecord;
      readonly replacementHash: string;
    }
  | {
      /** Another transaction took this one's nonce; it can never be mined. */
      readonly type: 'cancelled';
      readonly chainId: number;
      readonly transaction: TransactionRecord;
      /** Undefined when the nonce was used by a transaction the scan did not find. */
      readonly replacementHash: string | undefined;
    }
  | {
      /** Unknown to the node for the dropped timeout, and its nonce still unused. */
      readonly type: 'dropped';
      readonly chainId: number;
      readonly transaction: TransactionRecord;
    }
  | {
      /** Its block left the canonical chain: the transaction is pending again. */
      readonly type: 'reorged';
      readonly chainId: number;
      readonly transaction: TransactionRecord;
    };

export interface TransactionTrackerOptions {
  readonly chainId: number;
  readonly store: TransactionStore;
  /** EIP-1193 `request` of a node of `chainId`, ideally a batching transport. */
  readonly request: RequestFunction;
  /** Ages come from this clock; by default one fed with the timestamps of the blocks read. */
  readonly clock?: ChainClock;
  /**
   * The chain's average block time (its registry entry): the block counts below default to as
   * much of its time as the defaults cover on mainnet (see blockWindowsFor).
   */
  readonly averageBlockTimeSeconds?: number;
  readonly droppedAfterMs?: number;
  readonly droppedAfterBlocks?: number;
  readonly reorgDepth?: number;
  readonly replacementScanBlocks?: number;
  readonly logger?: Logger;
}

export interface TransactionTracker {
  readonly chainId: number;
  readonly clock: ChainClock;
  /**
   * Tracks a transaction just sent, stamped with the chain's clock, and checks it at the latest
   * block fed so far (if any). Throws `TransactionExistsError` ("Attempted to add existing
   * transaction.").
   */
  add(transaction: NewTransaction): TransactionRecord;
  /**
   * Feed every new block number. Runs one check at a time; numbers that arrive meanwhile
   * collapse into one check of the latest. Never rejects: failed reads are logged and retried
   * at a later block.
   */
  onBlock(blockNumber: number): Promise<void>;
  /** Outcome events; returns the unsubscribe function. */
  subscribe(listener: (event: TransactionEvent) => void): () => void;
}

const SCAN_CHUNK_BLOCKS = 10;

function sameCall(a: RecordedCall, b: RecordedCall): boolean {
  return (
    (a.to?.toLowerCase() ?? null) === (b.to?.toLowerCase() ?? null) &&
    a.input.toLowerCase() === b.input.toLowerCase() &&
    a.value === b.value
  );
}

function settledValue<T>(result: PromiseSettledResult<T>): T | undefined {
  return result.status === 'fulfilled' ? result.value : undefined;
}

/**
 * The requests for one block are all started in the same tick, so a batching transport sends
 * them as one HTTP request. Extra round trips happen only for the first block (to read the chain's
 * clock) and when a nonce was taken by another transaction (the search for it). Feed a block
 * before adding transactions, so their `addedTime` is on the chain's clock.
 */
export function createTransactionTracker(options: TransactionTrackerOptions): TransactionTracker {
  const { chainId, store, request } = options;
  const clock = options.clock ?? createChainClock();
  const logger = options.logger ?? silentLogger;
  const droppedAfterMs = options.droppedAfterMs ?? DEFAULT_DROPPED_AFTER_MS;
  const windows = blockWindowsFor(options.averageBlockTimeSeconds);
  const droppedAfterBlocks = options.droppedAfterBlocks ?? windows.droppedAfterBlocks;
  const reorgDepth = options.reorgDepth ?? windows.reorgDepth;
  const scanBlocks = options.replacementScanBlocks ?? windows.replacementScanBlocks;
  // A listener that throws must not stop the others or the checks.
  const listeners = createListeners<[TransactionEvent]>((error) =>
    logger.warn('A transaction event listener threw', error),
  );
  const emit = (event: TransactionEvent) => listeners.notify(event);
  const current = (hash: string) => getTransaction(store.getSnapshot(), chainId, hash);
  /** Each sender's mined nonce at the last block read, to look at dropped transactions once. */
  const droppedNonceSeen = new Map<string, number>();

  function finalize(hash: string, receipt: TransactionReceiptSummary, confirmedTime: number) {
    store.dispatch({ type: 'finalize', chainId, hash, receipt, confirmedTime });
    const transaction = current(hash);
    if (!transaction) return;
    emit({
      type: isTransactionSuccessful(transaction) ? 'confirmed' : 'failed',
      chainId,
      transaction,
      receipt,
    });
  }

  /** The block a record's state rests on that a re-org may take away. */
  function validatedBlock(
    record: TransactionRecord,
  ): { blockNumber: number; blockHash: string } | undefined {
    if (record.receipt) return record.receipt;
    if (record.outcome === 'cancelled' && record.replacementBlock) return record.replacementBlock;
    return undefined;
  }

  function settle(
    hash: string,
    outcome: 'replaced' | 'cancelled' | 'dropped',
    replacementHash?: string,
    replacementBlock?: TransactionRecord['replacementBlock'],
  ) {
    store.dispatch({
      type: 'settled',
      chainId,
      hash,
      outcome,
      ...(replacementHash === undefined ? {} : { replacementHash }),
      ...(replacementBlock === undefined ? {} : { replacementBlock }),
    });
    const transaction = current(hash);
    if (!transaction || transaction.outcome !== outcome) return;
    if (outcome === 'dropped') emit({ type: 'dropped', chainId, transaction });
    else if (outcome === 'cancelled')
      emit({ type: 'cancelled', chainId, transaction, replacementHash });
    else if (replacementHash) emit({ type: 'replaced', chainId, transaction, replacementHash });
  }

  async function findNonceUser(
    sender: string,
    nonce: number,
    fromBlock: number,
    toBlock: number,
  ): Promise<{ transaction: RpcTransaction; block: RpcBlock } | undefined> {
    // Newest first: the taker is usually in the block that just arrived. A nonce is used once, so
    // the order changes only how soon it is found.
    for (let end = toBlock; end >= fromBlock; end -= SCAN_CHUNK_BLOCKS) {
      const heights: number[] = [];
      for (let height = end; height >= Math.max(fromBlock, end - SCAN_CHUNK_BLOCKS + 1); height--) {
        heights.push(height);
      }
      const blocks = await Promise.all(heights.map((height) => getBlock(request, height, true)));
      for (const [index, block] of blocks.entries()) {
        // A block the node does not have (a lagging backend of a load-balanced endpoint, or a
        // chain that just got shorter) may hold the taker: without it nothing can be decided, and
        // the nonce is compared again at the next block.
        if (!block) throw new MalformedDataError(`Block ${heights[index]} is unknown to the node`);
        const found = block.transactions?.find(
          (tx) => tx.from === sender.toLowerCase() && tx.nonce === nonce,
        );
        if (found) return { transaction: found, block };
      }
    }
    return undefined;
  }

  /**
   * The first block after `unusedAt` (where the sender's nonce `nonce` was seen unused) up to
   * `usedBy` whose state has it used, by bisecting the sender's mined nonce: a few reads instead
   * of every block. Undefined when the node cannot say (a node without state that old) or the
   * nonce is not used by `usedBy`.
   */
  async function blockUsingNonce(
    sender: string,
    nonce: number,
    unusedAt: number,
    usedBy: number,
  ): Promise<number | undefined> {
    try {
      if ((await getMinedNonce(request, sender, usedBy)) <= nonce) return undefined;
      let unused = unusedAt;
      let used = usedBy;
      while (used - unused > 1) {
        const middle = Math.floor((unused + used) / 2);
        if ((await getMinedNonce(request, sender, middle)) > nonce) used = middle;
        else unused = middle;
      }
      return used;
    } catch (error) {
      logger.warn(`Could not find the block that used nonce ${nonce} of ${sender}`, error);
      return undefined;
    }
  }

  /** Our nonce is used and we saw no receipt: find who used it. */
  async function resolveTakenNonce(record: TransactionRecord, nonce: number, blockNumber: number) {
    // Our own receipt may have landed between the reads of the batch (or, for a transaction not
    // due a check, it was not read at all this block).
    const [late, seen] = await Promise.all([
      getReceipt(request, record.hash),
      getTransactionByHash(request, record.hash),
    ]);
    if (late) {
      finalize(record.hash, late, clock.now());
      return;
    }
    if (seen && seen.nonce !== nonce) {
      // The nonce recorded at send time was not the one the wallet used: the node's is the truth,
      // and it is compared at the next block.
      store.dispatch({ type: 'observed', chainId, hash: record.hash, nonce: seen.nonce });
      return;
    }
    // The block where the nonce was last seen unused may since have been re-orged away, with the
    // taker in the block that replaced it: the search reaches back the re-org depth before it.
    // Newest first, so this costs reads only when the taker is not found.
    const fromBlock = Math.max(
      0,
      (record.nonceUnusedAtBlock ?? -1) + 1 - reorgDepth,
      blockNumber - scanBlocks + 1,
    );
    let found = await findNonceUser(record.from, nonce, fromBlock, blockNumber);
    const unusedAt = record.nonceUnusedAtBlock;
    if (!found && unusedAt !== undefined && unusedAt < fromBlock - 1) {
      // The window does not reach back to where the nonce was last seen unused (the app was
      // closed, or its tab asleep, meanwhile): find the block that used it from the nonce alone.
      const height = await blockUsingNonce(record.from, nonce, unusedAt, fromBlock - 1);
      if (height !== undefined) found = await findNonceUser(record.from, nonce, height, height);
    }
    if (!found) {
      settle(record.hash, 'cancelled');
      return;
    }
    const replacement = found.transaction;
    if (replacement.hash === record.hash) return; // mined after all; the next check finalizes it
    const sped = record.call !== undefined && sameCall(record.call, replacement.call);
    if (sped) settle(record.hash, 'replaced', replacement.hash);
    else {
      // A re-org may take the taker's block away and mine ours instead: that block is checked
      // for the re-org depth. (A speed-up needs no such check: it is followed as a record of its
      // own, and when a re-org mines ours instead, ours is finalized as its taker.)
      settle(record.hash, 'cancelled', replacement.hash, {
        blockNumber: found.block.number,
        blockHash: found.block.hash,
      });
    }
    const tracked = current(replacement.hash);
    if (tracked) {
      // The taker is tracked: the app added the speed-up itself; or a re-org swapped a followed
      // speed-up out for the transaction it had replaced; or a transaction reported dropped was
      // mined after all, taking the nonce of its resend. It is in a block, whatever its record
      // says: finalize it with its receipt.
      if (tracked.receipt) return;
      const receipt = await getReceipt(request, replacement.hash);
      if (receipt) finalize(replacement.hash, receipt, found.block.timestamp * 1000);
      return;
    }
    if (!sped) return;
    const { approval, summary, claim } = record;
    store.dispatch({
      type: 'add',
      chainId,
      addedTime: record.addedTime,
      transaction: {
        hash: replacement.hash,
        from: record.from,
        nonce,
        call: replacement.call,
        replaces: record.hash,
        ...(approval ? { approval } : {}),
        ...(summary === undefined ? {} : { summary }),
        ...(claim ? { claim } : {}),
      },
    });
    const receipt = await getReceipt(request, replacement.hash);
    if (receipt) finalize(replacement.hash, receipt, found.block.timestamp * 1000);
  }

  async function check(blockNumber: number) {
    // Learn the chain's clock at the first block, before anything is added and aged with it.
    if (!clock.observed) {
      const latest = await getBlock(request, blockNumber);
      if (latest) clock.observe(latest.timestamp);
    }
    const records = Object.values(store.getSnapshot()[chainId] ?? {});
    if (records.length === 0) return;
    const now = clock.now();
    const pending = records.filter(isTransactionPending);
    const toCheck = pending.filter((tx) => shouldCheck(blockNumber, tx, now));
    // Between re-checks, a pending transaction's nonce is still compared with its sender's mined
    // nonce at every block (one read per sender), so a replacement is seen at the block that mines it.
    const nonceWatched = pending.filter((tx) => tx.nonce !== undefined && !toCheck.includes(tx));
    // A recent transaction reported dropped may still be mined: other nodes' pools kept it, or
    // the wallet broadcast it again. Its sender's nonce is watched too; when it gets used, the
    // transaction's own receipt is looked for once.
    const droppedWatched = records.filter(
      (tx) => tx.outcome === 'dropped' && tx.nonce !== undefined && isTransactionRecent(tx, now),
    );
    // Receipts, and the takers of cancelled transactions, from the last `reorgDepth` blocks: is
    // their block still the chain's?
    const toValidate = records.flatMap((tx) => {
      const validated = validatedBlock(tx);
      return validated && validated.blockNumber > blockNumber - reorgDepth
        ? [{ record: tx, ...validated }]
        : [];
    });
    if (
      toCheck.length === 0 &&
      toValidate.length === 0 &&
      nonceWatched.length === 0 &&
      droppedWatched.length === 0
    ) {
      return;
    }

    // Everything for this block starts in this tick: one batch on a batching transport.
    const heights = [
      ...new Set([blockNumber, ...toValidate.map((validated) => validated.blockNumber)]),
    ];
    const senders = [
      ...new Set(
        [...toCheck, ...nonceWatched, ...droppedWatched]
          .filter((tx) => tx.nonce !== undefined)
          .map((tx) => tx.from.toLowerCase()),
      ),
    ];
    const blocksRead = Promise.allSettled(heights.map((height) => getBlock(request, height)));
    const receiptsRead = Promise.allSettled(toCheck.map((tx) => getReceipt(request, tx.hash)));
    const transactionsRead = Promise.allSettled(
      toCheck.map((tx) => getTransactionByHash(request, tx.hash)),
    );
    // At the checked block, not 'latest': a nonce taken in a later block would not be found by the
    // search for its taker (which reads up to this block), and the transaction would be called
    // cancelled for good when it was sped up.
    const noncesRead = Promise.allSettled(
      senders.map((sender) => getMinedNonce(request, sender, blockNumber)),
    );
    const [blocks, receipts, transactions, nonces] = await Promise.all([
      blocksRead,
      receiptsRead,
      transactionsRead,
      noncesRead,
    ]);

    const blockAt = new Map<number, PromiseSettledResult<RpcBlock | null>>();
    heights.forEach((height, index) => {
      const result = blocks[index];
      if (result) blockAt.set(height, result);
    });
    const latestResult = blockAt.get(blockNumber);
    const latest = latestResult && settledValue(latestResult);
    if (latest) clock.observe(latest.timestamp);
    const checkTime = latest ? latest.timestamp * 1000 : clock.now();

    for (const { record, blockNumber: height, blockHash } of toValidate) {
      const result = blockAt.get(height);
      if (!result || result.status === 'rejected') continue;
      const canonical = result.value;
      // A block the node does not have (a lagging backend of a load-balanced endpoint, or a chain
      // that just got shorter) decides nothing: the block is compared again at the next block.
      // Only another block at that height is a re-org.
      if (!canonical || canonical.hash === blockHash.toLowerCase()) continue;
      store.dispatch({ type: 'reorged', chainId, hash: record.hash });
      const transaction = current(record.hash);
      if (transaction) emit({ type: 'reorged', chainId, transaction });
    }

    const minedNonces = new Map<string, number>();
    senders.forEach((sender, index) => {
      const result = nonces[index];
      const value = result && settledValue(result);
      if (value !== undefined) minedNonces.set(sender, value);
    });

    const takenNonces: Array<{ record: TransactionRecord; nonce: number }> = [];
    toCheck.forEach((record, index) => {
      const receiptResult = receipts[index];
      const transactionResult = transactions[index];
      if (receiptResult?.status !== 'fulfilled' || transactionResult?.status !== 'fulfilled') {
        logger.warn(`Could not check transaction ${record.hash}`, receiptResult, transactionResult);
        return; // not marked checked: retried at the next block
      }
      if (receiptResult.value) {
        store.dispatch({ type: 'checked', chainId, hash: record.hash, blockNumber });
        finalize(record.hash, receiptResult.value, checkTime);
        return;
      }
      const seen = transactionResult.value;
      // The node's view of the transaction wins over the nonce recorded at send time.
      const nonce = seen?.nonce ?? record.nonce;
      const minedNonce = minedNonces.get(record.from.toLowerCase());
      const nonceTaken = nonce !== undefined && minedNonce !== undefined && minedNonce > nonce;
      const missingSince = seen ? null : (record.missingSince ?? { time: checkTime, blockNumber });
      store.dispatch({
        type: 'observed',
        chainId,
        hash: record.hash,
        missingSince,
        ...(seen && seen.nonce !== record.nonce ? { nonce: seen.nonce } : {}),
        ...(seen && !record.call ? { call: seen.call } : {}),
        ...(minedNonce !== undefined && !nonceTaken ? { nonceUnusedAtBlock: blockNumber } : {}),
      });
      store.dispatch({ type: 'checked', chainId, hash: record.hash, blockNumber });
      if (nonceTaken) {
        takenNonces.push({ record: current(record.hash) ?? record, nonce });
      } else if (
        missingSince &&
        // With a known nonce, dropped also needs it unused: not decided while it cannot be read.
        (nonce === undefined || minedNonce !== undefined) &&
        checkTime - missingSince.time >= droppedAfterMs &&
        blockNumber - missingSince.blockNumber >= droppedAfterBlocks
      ) {
        settle(record.hash, 'dropped');
      }
    });

    for (const record of nonceWatched) {
      const minedNonce = minedNonces.get(record.from.toLowerCase());
      if (record.nonce !== undefined && minedNonce !== undefined && minedNonce > record.nonce) {
        takenNonces.push({ record, nonce: record.nonce });
      }
    }

    for (const { record, nonce } of takenNonces) {
      try {
        await resolveTakenNonce(record, nonce, blockNumber);
      } catch (error) {
        logger.warn(`Could not resolve the replacement of ${record.hash}`, error);
      }
    }

    // Dropped transactions whose nonce was used since the last block read: mined after all?
    const revisited = droppedWatched.filter((record) => {
      const sender = record.from.toLowerCase();
      const minedNonce = minedNonces.get(sender);
      const before = droppedNonceSeen.get(sender);
      return (
        record.nonce !== undefined &&
        minedNonce !== undefined &&
        minedNonce > record.nonce &&
        (before === undefined || before <= record.nonce)
      );
    });
    for (const [sender, minedNonce] of minedNonces) droppedNonceSeen.set(sender, minedNonce);
    for (const record of revisited) {
      try {
        const receipt = await getReceipt(request, record.hash);
        if (receipt && current(record.hash)?.outcome === 'dropped') {
          finalize(record.hash, receipt, checkTime);
        }
      } catch (error) {
        // Looked for again at the next block.
        droppedNonceSeen.delete(record.from.toLowerCase());
        logger.warn(`Could not look up dropped transaction ${record.hash}`, error);
      }
    }
  }

  /** The receipt of a transaction just added, if it is already mined. */
  async function lookUp(hash: string): Promise<void> {
    try {
      const receipt = await getReceipt(request, hash);
      if (!receipt) return;
      // Confirmed at its block's time, which also tells the clock where the chain is.
      const block = await getBlock(request, receipt.blockNumber);
      if (block) clock.observe(block.timestamp);
      const record = current(hash);
      if (record && isTransactionPending(record)) {
        finalize(hash, receipt, block ? block.timestamp * 1000 : clock.now());
      }
    } catch (error) {
      logger.warn(`Could not look up transaction ${hash}`, error);
    }
  }

  let queuedBlock: number | undefined;
  let tail: Promise<void> = Promise.resolve();

  function onBlock(blockNumber: number): Promise<void> {
    const alreadyQueued = queuedBlock !== undefined;
    queuedBlock = blockNumber;
    if (alreadyQueued) return tail;
    tail = tail.then(async () => {
      const block = queuedBlock as number;
      queuedBlock = undefined;
      try {
        await check(block);
      } catch (error) {
        logger.warn(`Transaction check at block ${block} failed`, error);
      }
    });
    return tail;
  }

  return {
    chainId,
    clock,
    add(transaction) {
      const record = store.add(chainId, transaction, clock.now());
      // On chains that mine at once the transaction's block may already have been fed (and
      // checked without it), and no further block may come soon: look for its receipt now. Not
      // finding it does not count as a check, so the next block still checks it.
      tail = tail.then(() => lookUp(record.hash));
      return record;
    },
    onBlock,
    subscribe: listeners.subscribe,
  };
}
