import type { WalletStatusButtonState } from '@dex/ui-kit';
import type { Translate } from '../i18n';
import type { WalletView } from '../state/wallet';

/** What the header's wallet button shows for a wallet view (spec §4 "Status button"). */
export function walletButtonState(wallet: WalletView, t: Translate): WalletStatusButtonState {
  switch (wallet.status) {
    case 'wrongNetwork':
      return { status: 'wrongNetwork', label: t('wallet.wrongNetwork') };
    case 'error':
      return { status: 'error', label: t('wallet.error') };
    case 'connected':
      if (!wallet.account) break;
      if (wallet.pendingCount > 0) {
        return { status: 'pending', label: t('wallet.pending', { count: wallet.pendingCount }) };
      }
      return wallet.name
        ? { status: 'connected', address: wallet.account, name: wallet.name }
        : { status: 'connected', address: wallet.account };
    case 'connecting':
    case 'disconnected':
      break;
  }
  return { status: 'disconnected', label: t('wallet.connect') };
}
