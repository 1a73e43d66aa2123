// What the account's transaction list shows of each tracked record (spec 000 §4): its status and
// a link to the explorer, except for a dropped transaction, which was never mined.
import type { Translator } from '@dex/primitives';
import { isTransactionPending, isTransactionSuccessful } from './selectors';
import type { TransactionRecord } from './types';

export type TransactionDisplayStatus =
  | 'pending'
  | 'confirmed'
  | 'failed'
  | 'replaced'
  | 'cancelled'
  | 'dropped';

/** The tracker's outcome when it has one, else pending until the receipt, then its status. */
export function transactionStatus(record: TransactionRecord): TransactionDisplayStatus {
  if (record.outcome !== undefined) return record.outcome;
  if (isTransactionPending(record)) return 'pending';
  return isTransactionSuccessful(record) ? 'confirmed' : 'failed';
}

export interface TransactionItem {
  readonly hash: string;
  readonly status: TransactionDisplayStatus;
  /** The record's summary; undefined when the feature gave none (the view shows the hash). */
  readonly summary: string | undefined;
  readonly href: string | undefined;
}

/**
 * One list item per record, in the given order, linked through `explorerLink` (undefined where
 * the chain has no explorer). A dropped transaction was never mined, so it gets no link.
 */
export function transactionItems(
  records: readonly TransactionRecord[],
  explorerLink: (hash: string) => string | undefined,
): TransactionItem[] {
  return records.map((record) => {
    const status = transactionStatus(record);
    const href = status === 'dropped' ? undefined : explorerLink(record.hash);
    return { hash: record.hash, status, summary: record.summary, href };
  });
}

export type TransactionListMessage =
  | `transactions.status.${TransactionDisplayStatus}`
  | 'transactions.recentTitle'
  | 'transactions.clearAll'
  | 'transactions.empty'
  | 'popup.transactionHash';

/**
 * The account view's transaction list in the reader's words: each record's status and summary
 * (else its hash, written by `hashText`) with its explorer link, and the list's labels.
 */
export function transactionListView(
  t: Translator<TransactionListMessage>,
  records: readonly TransactionRecord[],
  links: {
    readonly explorerUrl: (hash: string) => string | undefined;
    readonly hashText: (hash: string) => string;
  },
) {
  return {
    items: transactionItems(records, links.explorerUrl).map((item) => ({
      hash: item.hash,
      status: item.status,
      statusLabel: t(`transactions.status.${item.status}`),
      summary: item.summary ?? t('popup.transactionHash', { hash: links.hashText(item.hash) }),
      ...(item.href ? { href: item.href } : {}),
    })),
    labels: {
      title: t('transactions.recentTitle'),
      clearAll: t('transactions.clearAll'),
      empty: t('transactions.empty'),
    },
  };
}
