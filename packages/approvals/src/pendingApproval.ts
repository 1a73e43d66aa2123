// Spec §4 "PENDING": an approve the tracker has sent and not yet seen mined, read off
// @dex/transactions' records (each approve is recorded with its token and spender).
import {
  isTransactionPending,
  isTransactionRecent,
  selectChainTransactions,
  type TransactionsState,
} from '@dex/transactions';

/** A recent (24 h on the tracker's clock `now`), pending approval of `spender` for `tokenAddress`. */
export function hasPendingApproval(
  state: TransactionsState,
  chainId: number,
  tokenAddress: string,
  spender: string,
  now: number,
): boolean {
  const token = tokenAddress.toLowerCase();
  const who = spender.toLowerCase();
  return selectChainTransactions(state, chainId).some(
    (tx) =>
      isTransactionPending(tx) &&
      isTransactionRecent(tx, now) &&
      tx.approval?.tokenAddress.toLowerCase() === token &&
      tx.approval.spender.toLowerCase() === who,
  );
}
