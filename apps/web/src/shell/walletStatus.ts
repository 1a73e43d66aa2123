// What the header's wallet button shows (spec §4 "Status button"): @dex/wallet's status of the
// manager's connection, with the account's pending transactions, mapped onto the ui-kit button.
import type { WalletStatusButtonState } from '@dex/ui-kit';
import { getWalletStatus, type WalletStatus } from '@dex/wallet';
import { atom } from 'jotai';
import type { Translate } from '../i18n';
import { walletStateAtom } from '../state/wallet';
import { pendingTransactionsAtom } from '../transactions/atoms';
import { accountNameAtom } from './accountName';

/**
 * The wallet's status; the pending count is the connected account's pending transactions on its
 * chain (`getWalletStatus` uses it only while a wallet is connected on a supported chain), the
 * name its verified ENS name once looked up (shell/accountName.ts).
 */
export const walletStatusAtom = atom(
  (get): WalletStatus =>
    getWalletStatus(get(walletStateAtom), {
      pendingCount: get(pendingTransactionsAtom).length,
      name: get(accountNameAtom),
    }),
);

/** The ui-kit button's props for a wallet status, with its labels translated. */
export function walletButtonState(status: WalletStatus, t: Translate): WalletStatusButtonState {
  switch (status.kind) {
    case 'wrong-network':
      return { status: 'wrongNetwork', label: t('wallet.wrongNetwork') };
    case 'error':
      return { status: 'error', label: t('wallet.error') };
    case 'pending':
      return { status: 'pending', label: t('wallet.pending', { count: status.count }) };
    case 'connected':
      return status.name
        ? { status: 'connected', address: status.account, name: status.name }
        : { status: 'connected', address: status.account };
    case 'connect':
      return { status: 'disconnected', label: t('wallet.connect') };
  }
}
