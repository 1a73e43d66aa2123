// Which popup a tracker event shows (spec §4: a popup reports success or failure on receipt; the
// tracker's replaced, cancelled and dropped outcomes get their own popups).
import type { TransactionEvent } from '@dex/transactions';
import type { AddPopupInput } from '../state/popups';

/**
 * The popup for an event, keyed by the transaction's hash so a repeated event (a re-org, then the
 * receipt again) shows once. Null for a re-org: the transaction is simply pending again.
 */
export function transactionPopup(event: TransactionEvent): AddPopupInput | null {
  const { hash, summary } = event.transaction;
  const withSummary = summary === undefined ? {} : { summary };
  switch (event.type) {
    case 'confirmed':
    case 'failed':
      return {
        key: hash,
        content: { type: 'transaction', hash, success: event.type === 'confirmed', ...withSummary },
      };
    case 'replaced':
    case 'cancelled':
      return {
        key: hash,
        content: {
          type: 'transactionOutcome',
          outcome: event.type,
          hash,
          ...withSummary,
          ...(event.replacementHash === undefined
            ? {}
            : { replacementHash: event.replacementHash }),
        },
      };
    case 'dropped':
      return {
        key: hash,
        content: { type: 'transactionOutcome', outcome: 'dropped', hash, ...withSummary },
      };
    case 'reorged':
      return null;
  }
}
