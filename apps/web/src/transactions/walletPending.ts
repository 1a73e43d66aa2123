// The status button's "{n} Pending" (spec §4): the connected account's pending transactions on
// the wallet's chain.
import { selectPendingTransactions, type TransactionsState } from '@dex/transactions';
import type { WalletView } from '../state/wallet';

export function withPendingCount(view: WalletView, state: TransactionsState): WalletView {
  const pendingCount =
    view.status === 'connected' && view.account !== null && view.chainId !== null
      ? selectPendingTransactions(state, view.chainId, view.account).length
      : 0;
  return pendingCount === view.pendingCount ? view : { ...view, pendingCount };
}
