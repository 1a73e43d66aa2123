// Where a write that the page follows until it is mined stands (spec 001 §4: Collect fees'
// idle -> collecting -> collected; the migration's ready -> migrating -> success), from the
// attempt and the tracker's record of its transaction.

/** The Collect fees button's state (any UI kit's button of these three states). */
export type CollectStatus = 'idle' | 'collecting' | 'collected';

/** The page's attempt: asked of the wallet, or sent with its hash. */
export type FollowedAttempt = { readonly phase: 'sending' } | { readonly phase: 'sent' };

/** The tracker's record of the transaction, as far as this rule reads it. */
export interface FollowedRecord {
  /** `status` 0 is a revert; any other (or none, pre-Byzantium) a success. */
  readonly receipt?: { readonly status?: number } | undefined;
}

/**
 * The button's state from the attempt and the tracker's record of its transaction: collecting
 * until the record has a receipt; collected when it succeeded; idle again when it reverted or was
 * replaced, cancelled or dropped (the fees are still owed). `isPending` is the tracker's own
 * pending rule (@dex/transactions' isTransactionPending).
 * @spec 001 §4.10 Collect fees
 */
export function collectStatusOf<R extends FollowedRecord>(
  attempt: FollowedAttempt | null,
  record: R | undefined,
  isPending: (record: R) => boolean,
): CollectStatus {
  if (!attempt) return 'idle';
  // Not tracked yet (the write flow tracks before it hands back the hash): still collecting.
  if (attempt.phase === 'sending' || !record || isPending(record)) return 'collecting';
  return record.receipt && record.receipt.status !== 0 ? 'collected' : 'idle';
}
