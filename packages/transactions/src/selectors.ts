import { RECENT_TRANSACTION_MS } from './constants';
import type { TransactionRecord, TransactionsState } from './types';

/** Pending until a receipt exists, unless it ended as replaced, cancelled or dropped. */
export function isTransactionPending(transaction: TransactionRecord): boolean {
  return !transaction.receipt && transaction.outcome === undefined;
}

/** Spec §9: added within the last 24 h (`now` on the same clock as `addedTime`). */
export function isTransactionRecent(transaction: TransactionRecord, now: number): boolean {
  return now - transaction.addedTime < RECENT_TRANSACTION_MS;
}

/** Success when the receipt's status is 1 or undefined (spec §4); undefined while pending. */
export function isTransactionSuccessful(transaction: TransactionRecord): boolean | undefined {
  if (!transaction.receipt) return undefined;
  const { status } = transaction.receipt;
  return status === undefined || status === 1;
}

export function selectChainTransactions(
  state: TransactionsState,
  chainId: number,
): TransactionRecord[] {
  return Object.values(state[chainId] ?? {});
}

/** The account view's list: recent transactions, pending first, each group newest first. */
export function selectRecentTransactions(
  state: TransactionsState,
  chainId: number,
  now: number,
  account?: string,
): TransactionRecord[] {
  const owner = account?.toLowerCase();
  return selectChainTransactions(state, chainId)
    .filter((tx) => isTransactionRecent(tx, now))
    .filter((tx) => owner === undefined || tx.from.toLowerCase() === owner)
    .sort(
      (a, b) =>
        Number(isTransactionPending(b)) - Number(isTransactionPending(a)) ||
        b.addedTime - a.addedTime,
    );
}

export function selectPendingTransactions(
  state: TransactionsState,
  chainId: number,
  account?: string,
): TransactionRecord[] {
  const owner = account?.toLowerCase();
  return selectChainTransactions(state, chainId).filter(
    (tx) => isTransactionPending(tx) && (owner === undefined || tx.from.toLowerCase() === owner),
  );
}

/** A pending claim for `recipient` (any age: an airdrop claim is claimed once). */
export function hasPendingClaim(
  state: TransactionsState,
  chainId: number,
  recipient: string,
): boolean {
  const who = recipient.toLowerCase();
  return selectChainTransactions(state, chainId).some(
    (tx) => isTransactionPending(tx) && tx.claim?.recipient.toLowerCase() === who,
  );
}
