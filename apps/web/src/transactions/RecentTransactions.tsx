import { transactionItems } from '@dex/transactions';
import { displayAddress, TransactionList, type TransactionListStatus } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type MessageKey, useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { clearAllTransactionsAtom, recentTransactionsAtom } from './atoms';
import { transactionExplorerUrl } from './explorer';

const STATUS_LABELS: Record<TransactionListStatus, MessageKey> = {
  pending: 'transactions.status.pending',
  confirmed: 'transactions.status.confirmed',
  failed: 'transactions.status.failed',
  replaced: 'transactions.status.replaced',
  cancelled: 'transactions.status.cancelled',
  dropped: 'transactions.status.dropped',
};

/** The account view's recent transactions of the active chain, with "(clear all)". */
export function RecentTransactions() {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const records = useAtomValue(recentTransactionsAtom);
  const clearAll = useSetAtom(clearAllTransactionsAtom);
  const items = transactionItems(records, (hash) => transactionExplorerUrl(chainId, hash)).map(
    (item) => ({
      hash: item.hash,
      status: item.status,
      statusLabel: t(STATUS_LABELS[item.status]),
      summary: item.summary ?? t('popup.transactionHash', { hash: displayAddress(item.hash) }),
      ...(item.href ? { href: item.href } : {}),
    }),
  );
  return (
    <TransactionList
      items={items}
      labels={{
        title: t('transactions.recentTitle'),
        clearAll: t('transactions.clearAll'),
        empty: t('transactions.empty'),
      }}
      onClearAll={clearAll}
    />
  );
}
