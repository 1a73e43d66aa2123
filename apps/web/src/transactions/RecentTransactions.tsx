import { transactionListView } from '@dex/transactions';
import { displayAddress, TransactionList } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { clearAllTransactionsAtom, recentTransactionsAtom } from './atoms';
import { transactionExplorerUrl } from './explorer';

/** The account view's recent transactions of the active chain, with "(clear all)". */
export function RecentTransactions() {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const records = useAtomValue(recentTransactionsAtom);
  const clearAll = useSetAtom(clearAllTransactionsAtom);
  const { items, labels } = transactionListView(t, records, {
    explorerUrl: (hash) => transactionExplorerUrl(chainId, hash),
    hashText: displayAddress,
  });
  return <TransactionList items={items} labels={labels} onClearAll={clearAll} />;
}
