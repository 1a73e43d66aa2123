// The wallet modal in each of its views (spec §2 wallet modal): which view, its data and every
// text come from the app; this draws the frame (title, Back, close) and the view inside it.
import type { ReactNode } from 'react';
import { WalletAccountView } from './WalletAccountView';
import { GENERIC_WALLET_ICON } from './WalletIcon';
import { WalletModal } from './WalletModal';
import { type WalletOptionItem, WalletOptionList } from './WalletOptionList';
import { WalletPendingView } from './WalletPendingView';
import { WrongNetworkView } from './WrongNetworkView';

export interface WalletDialogLabels {
  readonly close: string;
  readonly back: string;
  /** "Connect to a wallet": the options' and the pending view's title */
  readonly connectTitle: string;
  /** "Error connecting": the options' title after a failed attempt */
  readonly errorTitle: string;
  readonly accountTitle: string;
  readonly wrongNetworkTitle: string;
  readonly wrongNetworkBody: string;
  readonly connecting: string;
  readonly tryAgain: string;
  readonly change: string;
  readonly disconnect: string;
  readonly copyAddress: string;
  readonly copied: string;
  readonly viewOnExplorer: string;
  /** The alert over the options after a failed attempt ("…refresh the page"). */
  readonly errorConnectingRefresh: string;
  /** Said when no option can connect (only links out or installs are offered). */
  readonly noWallets: string;
  /** The options list's accessible name */
  readonly optionsLabel: string;
}

/** An option row; without an icon the generic wallet glyph is shown. */
export type WalletDialogOption = Omit<WalletOptionItem, 'iconUrl'> & {
  readonly iconUrl?: string | undefined;
  /** False for a row that only links out or installs: when no row connects, `noWallets` shows. */
  readonly connects: boolean;
};

export type WalletDialogView =
  | {
      readonly kind: 'wrongNetwork';
      /** "Switch to {network}" */
      readonly switchLabel: string;
      readonly switching: boolean;
      readonly onSwitch: () => void;
    }
  | {
      readonly kind: 'pending';
      readonly wallet: { readonly name: string; readonly iconUrl?: string | undefined };
      readonly failed: boolean;
      /** Why the attempt failed (shown when `failed`). */
      readonly errorText: string;
      readonly onRetry: () => void;
      readonly onBack: () => void;
    }
  | {
      readonly kind: 'account';
      /** "Connected with {name}" */
      readonly connectedWithText: string;
      readonly address: string;
      readonly iconUrl?: string | undefined;
      readonly onChange: () => void;
      /** Omitted for a wallet that cannot be disconnected from the page. */
      readonly onDisconnect?: () => void;
      readonly writeText: (text: string) => Promise<void>;
      readonly explorerHref?: string | null | undefined;
      /** The account's recent transactions, below the account. */
      readonly children?: ReactNode;
    }
  | {
      readonly kind: 'options';
      /** A failed attempt that can only be retried by refreshing. */
      readonly failed: boolean;
      readonly options: readonly WalletDialogOption[];
      readonly onSelect: (id: string) => void;
      /** Back to the account (when connected). */
      readonly onBack?: (() => void) | undefined;
    };

export interface WalletDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly view: WalletDialogView;
  readonly labels: WalletDialogLabels;
}

/** The wallet modal: options, pending, account or wrong-network view in the modal's frame. */
export function WalletDialog({ isOpen, onDismiss, view, labels }: WalletDialogProps) {
  const common = { isOpen, onDismiss, closeLabel: labels.close };
  switch (view.kind) {
    case 'wrongNetwork':
      return (
        <WalletModal {...common} title={labels.wrongNetworkTitle}>
          <WrongNetworkView
            message={labels.wrongNetworkBody}
            switchLabel={view.switchLabel}
            switching={view.switching}
            onSwitch={view.onSwitch}
          />
        </WalletModal>
      );
    case 'pending':
      return (
        <WalletModal
          {...common}
          title={labels.connectTitle}
          onBack={view.onBack}
          backLabel={labels.back}
        >
          <WalletPendingView
            wallet={{ name: view.wallet.name, iconUrl: view.wallet.iconUrl ?? GENERIC_WALLET_ICON }}
            status={view.failed ? 'error' : 'connecting'}
            connectingText={labels.connecting}
            errorText={view.errorText}
            retryLabel={labels.tryAgain}
            onRetry={view.onRetry}
          />
        </WalletModal>
      );
    case 'account':
      return (
        <WalletModal {...common} title={labels.accountTitle}>
          <WalletAccountView
            connectedWithText={view.connectedWithText}
            address={view.address}
            iconUrl={view.iconUrl ?? GENERIC_WALLET_ICON}
            changeLabel={labels.change}
            onChange={view.onChange}
            {...(view.onDisconnect
              ? { disconnect: { label: labels.disconnect, onDisconnect: view.onDisconnect } }
              : {})}
            copy={{
              writeText: view.writeText,
              label: labels.copyAddress,
              copiedLabel: labels.copied,
            }}
            {...(view.explorerHref
              ? { explorer: { href: view.explorerHref, label: labels.viewOnExplorer } }
              : {})}
          >
            {view.children}
          </WalletAccountView>
        </WalletModal>
      );
    case 'options':
      return (
        <WalletModal
          {...common}
          title={view.failed ? labels.errorTitle : labels.connectTitle}
          {...(view.onBack ? { onBack: view.onBack, backLabel: labels.back } : {})}
        >
          {view.failed ? <p role="alert">{labels.errorConnectingRefresh}</p> : null}
          {view.options.every((option) => !option.connects) ? <p>{labels.noWallets}</p> : null}
          {view.options.length > 0 ? (
            <WalletOptionList
              label={labels.optionsLabel}
              options={view.options.map(({ connects: _connects, iconUrl, ...option }) => ({
                ...option,
                iconUrl: iconUrl ?? GENERIC_WALLET_ICON,
              }))}
              onSelect={view.onSelect}
            />
          ) : null}
        </WalletModal>
      );
  }
}
