import type { TransactionRecord } from './types';

const MINUTE_MS = 60_000;

/**
 * Spec §9, the pending-transaction re-check rule: never checked, always; under 5 minutes old or
 * 5 to 60 minutes old, when more than 2 blocks have passed since the last check; over 60 minutes,
 * when more than 9 have. A transaction with a receipt needs no check.
 *
 * `now` is in milliseconds on the same clock as `addedTime` (the chain's clock in the tracker).
 * @spec 000 §4.2 Pending-transaction check
 * @spec 000 §9.10 Pending-transaction re-check
 */
export function shouldCheck(
  blockNumber: number,
  transaction: Pick<TransactionRecord, 'receipt' | 'lastCheckedBlockNumber' | 'addedTime'>,
  now: number,
): boolean {
  if (transaction.receipt) return false;
  if (transaction.lastCheckedBlockNumber === undefined) return true;
  const blocksSinceCheck = blockNumber - transaction.lastCheckedBlockNumber;
  const ageMs = now - transaction.addedTime;
  if (ageMs > 60 * MINUTE_MS) return blocksSinceCheck > 9;
  return blocksSinceCheck > 2;
}
