// Where a write that the page follows until it is mined stands (spec 001 §4: Collect fees'
// idle -> collecting -> collected; the migration's ready -> migrating -> success), from the
// attempt and the tracker's record of its transaction.
import { isTransactionPending, type TransactionRecord } from '@dex/transactions';
import type { CollectStatus } from '@dex/ui-kit';
import type { WriteAttempt } from '../transactions';

/**
 * The button's state from the attempt and the tracker's record of its transaction: collecting
 * until the record has a receipt; collected when it succeeded; idle again when it reverted or was
 * replaced, cancelled or dropped (the fees are still owed).
 */
export function collectStatusOf(
  attempt: WriteAttempt | null,
  record: TransactionRecord | undefined,
): CollectStatus {
  if (!attempt) return 'idle';
  // Not tracked yet (the write flow tracks before it hands back the hash): still collecting.
  if (attempt.phase === 'sending' || !record || isTransactionPending(record)) return 'collecting';
  return record.receipt && record.receipt.status !== 0 ? 'collected' : 'idle';
}
