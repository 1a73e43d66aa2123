// Turns tracked records into the account view's list items (src/transactions/RecentTransactions.tsx).
import { getExplorerLink } from '@dex/chains';
import {
  isTransactionPending,
  isTransactionSuccessful,
  type TransactionRecord,
} from '@dex/transactions';
import type { TransactionListStatus } from '@dex/ui-kit';

export function transactionStatus(record: TransactionRecord): TransactionListStatus {
  if (record.outcome !== undefined) return record.outcome;
  if (isTransactionPending(record)) return 'pending';
  return isTransactionSuccessful(record) ? 'confirmed' : 'failed';
}

export interface TransactionItemParts {
  readonly hash: string;
  readonly status: TransactionListStatus;
  /** The record's summary; undefined when the feature gave none (the view shows the hash). */
  readonly summary: string | undefined;
  readonly href: string | undefined;
}

/**
 * One list item per record, in the given order. A dropped transaction was never mined, so it gets
 * no explorer link; `explorerUrl` overrides the chain's explorer (the devnet's, from the env).
 */
export function transactionItems(
  records: readonly TransactionRecord[],
  chainId: number,
  explorerUrl: string | undefined,
): TransactionItemParts[] {
  return records.map((record) => {
    const status = transactionStatus(record);
    const href =
      status === 'dropped'
        ? null
        : getExplorerLink(chainId, record.hash, 'transaction', explorerUrl ? { explorerUrl } : {});
    return { hash: record.hash, status, summary: record.summary, href: href ?? undefined };
  });
}
