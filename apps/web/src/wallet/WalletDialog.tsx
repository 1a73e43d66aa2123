import { getChainInfo, getExplorerLink } from '@dex/chains';
import {
  WalletAccountView,
  WalletModal,
  WalletOptionList,
  WalletPendingView,
  WrongNetworkView,
} from '@dex/ui-kit';
import {
  connectionKey,
  getWalletOptions,
  INSTALL_WALLET_OPTION_ID,
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
import { genericWalletIcon } from './walletIcons';

const isMobileBrowser = () =>
  typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

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
 * The wallet modal: options, pending, account and wrong-network views over the wallet manager's
 * connection. Whether it is open and which view it shows are the app's (state/modal.ts).
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
  const isOpen = openModal === 'wallet';

  const { connection, pending } = snapshot;
  const view = walletModalView(snapshot, screen);
  const common = { isOpen, onDismiss: closeModal, closeLabel: t('walletModal.close') };
  // The default view: the account when connected, else the options (a failed attempt is not shown).
  const back = () => setScreen({ screen: 'default' });

  if (view === 'wrongNetwork') {
    // Back to the chain the app reads (the chosen one, else the default).
    const target = getChainInfo(chainId);
    return (
      <WalletModal {...common} title={t('walletModal.wrongNetworkTitle')}>
        <WrongNetworkView
          message={t('walletModal.wrongNetworkBody')}
          switchLabel={t('walletModal.switchTo', {
            network: target?.name ?? String(chainId),
          })}
          switching={switching}
          onSwitch={() => {
            setSwitching(true);
            manager
              .switchChain(chainId)
              .catch(() => {})
              .finally(() => setSwitching(false));
          }}
        />
      </WalletModal>
    );
  }

  if (view === 'pending' && pending) {
    const connector = snapshot.connectors.find((c) => c.id === pending.connectorId);
    return (
      <WalletModal
        {...common}
        title={t('walletModal.connectTitle')}
        onBack={back}
        backLabel={t('walletModal.back')}
      >
        <WalletPendingView
          wallet={{
            name: connector?.name ?? pending.connectorId,
            iconUrl: connector?.icon ?? genericWalletIcon,
          }}
          status={pending.error ? 'error' : 'connecting'}
          connectingText={t('walletModal.connecting')}
          errorText={
            // A hosted wallet asked for a chain it does not serve says which (spec §8).
            pending.error instanceof UnsupportedNetworkIdError
              ? translateError(t, pending.error)
              : t('walletModal.errorConnecting')
          }
          retryLabel={t('walletModal.tryAgain')}
          onRetry={() => void manager.retry()}
        />
      </WalletModal>
    );
  }

  if (view === 'account' && connection) {
    const explorer = getExplorerLink(connection.chainId, connection.account, 'address');
    return (
      <WalletModal {...common} title={t('walletModal.accountTitle')}>
        <WalletAccountView
          connectedWithText={t('walletModal.connectedWith', { name: connection.name })}
          address={connection.account}
          iconUrl={connection.icon ?? genericWalletIcon}
          changeLabel={t('walletModal.change')}
          onChange={() => setScreen({ screen: 'options', connection: connectionKey(connection) })}
          {...(connection.supportsDisconnect
            ? {
                disconnect: {
                  label: t('walletModal.disconnect'),
                  onDisconnect: () => void manager.disconnect(),
                },
              }
            : {})}
          copy={{
            writeText: (text) => navigator.clipboard.writeText(text),
            label: t('walletModal.copyAddress'),
            copiedLabel: t('walletModal.copied'),
          }}
          {...(explorer
            ? { explorer: { href: explorer, label: t('walletModal.viewOnExplorer') } }
            : {})}
        >
          <RecentTransactions />
        </WalletAccountView>
      </WalletModal>
    );
  }

  const options = getWalletOptions(snapshot.connectors, {
    isMobile: isMobileBrowser(),
    dappUrl: typeof window === 'undefined' ? undefined : window.location.href,
  });
  return (
    <WalletModal
      {...common}
      title={t(view === 'error' ? 'walletModal.errorTitle' : 'walletModal.connectTitle')}
      {...(connection ? { onBack: back, backLabel: t('walletModal.back') } : {})}
    >
      {view === 'error' ? <p role="alert">{t('walletModal.errorConnectingRefresh')}</p> : null}
      {options.every((option) => option.connectorId === undefined) ? (
        <p>{t('walletModal.noWallets')}</p>
      ) : null}
      {options.length > 0 ? (
        <WalletOptionList
          label={t('walletModal.optionsLabel')}
          options={options.map((option) => ({
            id: option.id,
            ...optionText(option, t),
            iconUrl: option.icon ?? genericWalletIcon,
            active: connection?.connectorId === option.connectorId,
            ...(option.href ? { href: option.href } : {}),
          }))}
          onSelect={(id) => {
            const option = options.find((o) => o.id === id);
            if (!option?.connectorId) return;
            setScreen({ screen: 'connecting', connectorId: option.connectorId });
            // Hosted wallets start on the app's chain; one that does not serve it is retried
            // without it (the manager, spec §4).
            void manager.connect(option.connectorId, { chainId });
          }}
        />
      ) : null}
    </WalletModal>
  );
}
