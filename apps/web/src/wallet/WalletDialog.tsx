import { chainName, getExplorerLink } from '@dex/chains';
import { type WalletDialogView as View, WalletDialog as WalletDialogView } from '@dex/ui-kit';
import {
  connectionKey,
  getWalletOptions,
  INSTALL_WALLET_OPTION_ID,
  isMobileUserAgent,
  UnsupportedNetworkIdError,
  type WalletManager,
  type WalletOption,
  type WalletSnapshot,
  walletModalView,
} from '@dex/wallet';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { translateError } from '../errors/messages';
import { type Translate, useTranslation } from '../i18n';
import { closeModalAtom, openModalAtom, walletModalScreenAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import { RecentTransactions } from '../transactions/RecentTransactions';

/** The row's name and description: wallet names are brands; the app's own entries are translated. */
function optionText(option: WalletOption, t: Translate): { name: string; description?: string } {
  if (option.id === INSTALL_WALLET_OPTION_ID) {
    return {
      name: t('walletModal.installMetaMask'),
      description: t('walletModal.installDescription'),
    };
  }
  if (option.kind === 'link') return { name: t('walletModal.openInCoinbase') };
  if (option.kind === 'magic') {
    return { name: option.name, description: t('walletModal.magicDescription') };
  }
  if (option.kind === 'smartWallet') {
    return { name: option.name, description: t('walletModal.smartWalletDescription') };
  }
  return { name: option.name };
}

/**
 * The wallet modal (ui-kit's WalletDialog): options, pending, account and wrong-network views over
 * the wallet manager's connection. Whether it is open and which view it shows are the app's
 * (state/modal.ts).
 */
export function WalletDialog({ manager }: { manager: WalletManager }) {
  const { t } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => manager.subscribe(onChange), [manager]);
  const snapshot: WalletSnapshot = useSyncExternalStore(subscribe, () => manager.getSnapshot());
  const openModal = useAtomValue(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const [screen, setScreen] = useAtom(walletModalScreenAtom);
  const [switching, setSwitching] = useState(false);
  const chainId = useAtomValue(activeChainIdAtom);

  const { connection, pending } = snapshot;
  const kind = walletModalView(snapshot, screen);
  // The default view: the account when connected, else the options (a failed attempt is not shown).
  const back = () => setScreen({ screen: 'default' });

  const view = ((): View => {
    if (kind === 'wrongNetwork') {
      // Back to the chain the app reads (the chosen one, else the default).
      return {
        kind: 'wrongNetwork',
        switchLabel: t('walletModal.switchTo', { network: chainName(chainId) }),
        switching,
        onSwitch: () => {
          setSwitching(true);
          manager
            .switchChain(chainId)
            .catch(() => {})
            .finally(() => setSwitching(false));
        },
      };
    }
    if (kind === 'pending' && pending) {
      const connector = snapshot.connectors.find((c) => c.id === pending.connectorId);
      return {
        kind: 'pending',
        wallet: { name: connector?.name ?? pending.connectorId, iconUrl: connector?.icon },
        failed: Boolean(pending.error),
        // A hosted wallet asked for a chain it does not serve says which (spec §8).
        errorText:
          pending.error instanceof UnsupportedNetworkIdError
            ? translateError(t, pending.error)
            : t('walletModal.errorConnecting'),
        onRetry: () => void manager.retry(),
        onBack: back,
      };
    }
    if (kind === 'account' && connection) {
      return {
        kind: 'account',
        connectedWithText: t('walletModal.connectedWith', { name: connection.name }),
        address: connection.account,
        iconUrl: connection.icon,
        onChange: () => setScreen({ screen: 'options', connection: connectionKey(connection) }),
        ...(connection.supportsDisconnect ? { onDisconnect: () => void manager.disconnect() } : {}),
        writeText: (text) => navigator.clipboard.writeText(text),
        explorerHref: getExplorerLink(connection.chainId, connection.account, 'address'),
        children: <RecentTransactions />,
      };
    }
    const options = getWalletOptions(snapshot.connectors, {
      isMobile: isMobileUserAgent(globalThis.navigator?.userAgent),
      dappUrl: typeof window === 'undefined' ? undefined : window.location.href,
    });
    return {
      kind: 'options',
      failed: kind === 'error',
      options: options.map((option) => ({
        id: option.id,
        ...optionText(option, t),
        iconUrl: option.icon,
        active: connection?.connectorId === option.connectorId,
        connects: option.connectorId !== undefined,
        ...(option.href ? { href: option.href } : {}),
      })),
      onSelect: (id) => {
        const option = options.find((o) => o.id === id);
        if (!option?.connectorId) return;
        setScreen({ screen: 'connecting', connectorId: option.connectorId });
        // Hosted wallets start on the app's chain; one that does not serve it is retried
        // without it (the manager, spec §4).
        void manager.connect(option.connectorId, { chainId });
      },
      onBack: connection ? back : undefined,
    };
  })();

  return (
    <WalletDialogView
      isOpen={openModal === 'wallet'}
      onDismiss={closeModal}
      view={view}
      labels={{
        close: t('walletModal.close'),
        back: t('walletModal.back'),
        connectTitle: t('walletModal.connectTitle'),
        errorTitle: t('walletModal.errorTitle'),
        accountTitle: t('walletModal.accountTitle'),
        wrongNetworkTitle: t('walletModal.wrongNetworkTitle'),
        wrongNetworkBody: t('walletModal.wrongNetworkBody'),
        connecting: t('walletModal.connecting'),
        tryAgain: t('walletModal.tryAgain'),
        change: t('walletModal.change'),
        disconnect: t('walletModal.disconnect'),
        copyAddress: t('walletModal.copyAddress'),
        copied: t('walletModal.copied'),
        viewOnExplorer: t('walletModal.viewOnExplorer'),
        errorConnectingRefresh: t('walletModal.errorConnectingRefresh'),
        noWallets: t('walletModal.noWallets'),
        optionsLabel: t('walletModal.optionsLabel'),
      }}
    />
  );
}
