// The wallet modal as it is shown (spec 000 §2 "Wallet modal", §8): which view (walletModalView),
// each view's texts and data, and what its buttons do with the wallet manager. A UI draws it (the
// ui-kit WalletDialog's `view` and `labels` props) and keeps the modal's screen and open state.
import { chainName, getExplorerLink } from '@dex/chains';
import type { Translator } from '@dex/primitives';
import { UnsupportedNetworkIdError } from './errors';
import type { WalletManager, WalletSnapshot } from './walletManager';
import { getWalletOptions, INSTALL_WALLET_OPTION_ID, type WalletOption } from './walletOptions';
import { connectionKey, type WalletModalScreen, walletModalView } from './walletViews';

export type WalletDialogMessage =
  | 'walletModal.close'
  | 'walletModal.back'
  | 'walletModal.connectTitle'
  | 'walletModal.errorTitle'
  | 'walletModal.accountTitle'
  | 'walletModal.wrongNetworkTitle'
  | 'walletModal.wrongNetworkBody'
  | 'walletModal.connecting'
  | 'walletModal.tryAgain'
  | 'walletModal.change'
  | 'walletModal.disconnect'
  | 'walletModal.copyAddress'
  | 'walletModal.copied'
  | 'walletModal.viewOnExplorer'
  | 'walletModal.errorConnectingRefresh'
  | 'walletModal.noWallets'
  | 'walletModal.optionsLabel'
  | 'walletModal.switchTo'
  | 'walletModal.errorConnecting'
  | 'walletModal.connectedWith'
  | 'walletModal.installMetaMask'
  | 'walletModal.installDescription'
  | 'walletModal.openInCoinbase'
  | 'walletModal.magicDescription'
  | 'walletModal.smartWalletDescription';

/** The texts of every view of the wallet modal (its frame, buttons and alerts). */
export function walletDialogLabels(t: Translator<WalletDialogMessage>) {
  return {
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
  };
}

/** An option row's name and description: wallet names are brands; the app's own entries are translated. */
export function walletOptionText(
  t: Translator<WalletDialogMessage>,
  option: WalletOption,
): { readonly name: string; readonly description?: string } {
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

export interface WalletDialogInput<C> {
  readonly snapshot: WalletSnapshot;
  /** The modal's own navigation, kept by the app. */
  readonly screen: WalletModalScreen;
  /** The chain the app reads: where a wallet on the wrong network goes, where hosted wallets start. */
  readonly appChainId: number;
  /** A switch of the wallet's chain is under way. */
  readonly switching: boolean;
  /** Where the options are offered (a mobile browser, the page's URL for the Coinbase link). */
  readonly isMobile: boolean;
  readonly dappUrl: string | undefined;
  /** A hosted wallet that does not serve the asked chain, in the user's words (spec §8). */
  readonly unsupportedNetworkText: (error: UnsupportedNetworkIdError) => string;
  /** Copies the address (the browser's clipboard). */
  readonly writeText: (text: string) => Promise<void>;
  /** Shown under the account: its recent transactions. */
  readonly accountChildren: C;
}

export interface WalletDialogActions {
  readonly setScreen: (screen: WalletModalScreen) => void;
  readonly setSwitching: (switching: boolean) => void;
}

/**
 * The modal's view over the manager's snapshot: the wrong-network switch, the pending attempt, the
 * account, or the options (after a failed attempt, with the refresh alert).
 */
export function walletDialogView<C>(
  t: Translator<WalletDialogMessage>,
  manager: Pick<WalletManager, 'connect' | 'retry' | 'disconnect' | 'switchChain'>,
  input: WalletDialogInput<C>,
  actions: WalletDialogActions,
) {
  const { snapshot, appChainId } = input;
  const { connection, pending } = snapshot;
  const kind = walletModalView(snapshot, input.screen);
  // The default view: the account when connected, else the options (a failed attempt is not shown).
  const back = () => actions.setScreen({ screen: 'default' });

  if (kind === 'wrongNetwork') {
    // Back to the chain the app reads (the chosen one, else the default).
    return {
      kind: 'wrongNetwork' as const,
      switchLabel: t('walletModal.switchTo', { network: chainName(appChainId) }),
      switching: input.switching,
      onSwitch: () => {
        actions.setSwitching(true);
        manager
          .switchChain(appChainId)
          .catch(() => {})
          .finally(() => actions.setSwitching(false));
      },
    };
  }
  if (kind === 'pending' && pending) {
    const connector = snapshot.connectors.find((c) => c.id === pending.connectorId);
    return {
      kind: 'pending' as const,
      wallet: { name: connector?.name ?? pending.connectorId, iconUrl: connector?.icon },
      failed: Boolean(pending.error),
      // A hosted wallet asked for a chain it does not serve says which (spec §8).
      errorText:
        pending.error instanceof UnsupportedNetworkIdError
          ? input.unsupportedNetworkText(pending.error)
          : t('walletModal.errorConnecting'),
      onRetry: () => void manager.retry(),
      onBack: back,
    };
  }
  if (kind === 'account' && connection) {
    return {
      kind: 'account' as const,
      connectedWithText: t('walletModal.connectedWith', { name: connection.name }),
      address: connection.account,
      iconUrl: connection.icon,
      onChange: () =>
        actions.setScreen({ screen: 'options', connection: connectionKey(connection) }),
      ...(connection.supportsDisconnect ? { onDisconnect: () => void manager.disconnect() } : {}),
      writeText: input.writeText,
      explorerHref: getExplorerLink(connection.chainId, connection.account, 'address'),
      children: input.accountChildren,
    };
  }
  const options = getWalletOptions(snapshot.connectors, {
    isMobile: input.isMobile,
    dappUrl: input.dappUrl,
  });
  return {
    kind: 'options' as const,
    failed: kind === 'error',
    options: options.map((option) => ({
      id: option.id,
      ...walletOptionText(t, option),
      iconUrl: option.icon,
      active: connection?.connectorId === option.connectorId,
      connects: option.connectorId !== undefined,
      ...(option.href ? { href: option.href } : {}),
    })),
    onSelect: (id: string) => {
      const option = options.find((o) => o.id === id);
      if (!option?.connectorId) return;
      actions.setScreen({ screen: 'connecting', connectorId: option.connectorId });
      // Hosted wallets start on the app's chain; one that does not serve it is retried
      // without it (the manager, spec §4).
      void manager.connect(option.connectorId, { chainId: appChainId });
    },
    onBack: connection ? back : undefined,
  };
}
