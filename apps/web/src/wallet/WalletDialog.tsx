import { WalletDialog as WalletDialogView } from '@dex/ui-kit';
import {
  isMobileUserAgent,
  type WalletManager,
  type WalletSnapshot,
  walletDialogLabels,
  walletDialogView,
} from '@dex/wallet';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { translateError } from '../errors/messages';
import { useTranslation } from '../i18n';
import { closeModalAtom, openModalAtom, walletModalScreenAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import { RecentTransactions } from '../transactions/RecentTransactions';

/**
 * The wallet modal (ui-kit's WalletDialog): options, pending, account and wrong-network views over
 * the wallet manager's connection (@dex/wallet's walletDialogView). Whether it is open and which
 * view it shows are the app's (state/modal.ts).
 */
export function WalletDialog({ manager }: { manager: WalletManager }) {
  const { t } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => manager.subscribe(onChange), [manager]);
  const snapshot: WalletSnapshot = useSyncExternalStore(subscribe, () => manager.getSnapshot());
  const openModal = useAtomValue(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const [screen, setScreen] = useAtom(walletModalScreenAtom);
  const [switching, setSwitching] = useState(false);
  const appChainId = useAtomValue(activeChainIdAtom);
  const view = walletDialogView(
    t,
    manager,
    {
      snapshot,
      screen,
      appChainId,
      switching,
      isMobile: isMobileUserAgent(globalThis.navigator?.userAgent),
      dappUrl: typeof window === 'undefined' ? undefined : window.location.href,
      unsupportedNetworkText: (error) => translateError(t, error),
      writeText: (text) => navigator.clipboard.writeText(text),
      accountChildren: <RecentTransactions />,
    },
    { setScreen, setSwitching },
  );
  return (
    <WalletDialogView
      isOpen={openModal === 'wallet'}
      onDismiss={closeModal}
      view={view}
      labels={walletDialogLabels(t)}
    />
  );
}
