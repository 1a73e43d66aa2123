// What a tracker event tells the user (spec 000 §4: a popup reports success or failure on
// receipt; the replaced, cancelled and dropped outcomes have their own).
import type { TransactionEvent } from './tracker';

export type TransactionNotice =
  | {
      readonly type: 'transaction';
      readonly hash: string;
      readonly success: boolean;
      readonly summary?: string;
    }
  | {
      /** A transaction that ended without its own receipt. */
      readonly type: 'transactionOutcome';
      readonly outcome: 'replaced' | 'cancelled' | 'dropped';
      readonly hash: string;
      readonly summary?: string;
      /** The transaction that took its nonce: the followed speed-up, or the cancelling one. */
      readonly replacementHash?: string;
    };

/** The notice for an event; null for a re-org, after which the transaction is simply pending. */
export function transactionNotice(event: TransactionEvent): TransactionNotice | null {
  const { hash, summary } = event.transaction;
  const withSummary = summary === undefined ? {} : { summary };
  switch (event.type) {
    case 'confirmed':
    case 'failed':
      return { type: 'transaction', hash, success: event.type === 'confirmed', ...withSummary };
    case 'replaced':
    case 'cancelled':
      return {
        type: 'transactionOutcome',
        outcome: event.type,
        hash,
        ...withSummary,
        ...(event.replacementHash === undefined ? {} : { replacementHash: event.replacementHash }),
      };
    case 'dropped':
      return { type: 'transactionOutcome', outcome: 'dropped', hash, ...withSummary };
    case 'reorged':
      return null;
  }
}
