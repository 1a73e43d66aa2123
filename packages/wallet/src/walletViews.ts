// Which view the wallet modal shows (spec 000 §2), what the connection guard puts in place of the
// page (spec 000 §4 "Connection guard", §8) and whether the wallet is on the app's chain (issue 38
// §1), all from the wallet manager's snapshot.
import type { WalletSnapshot } from './walletManager';

/** The wallet modal's own navigation (its app keeps it, as it keeps whether the modal is open). */
export type WalletModalScreen =
  | { readonly screen: 'default' }
  /** `connection`: the connector id and account "Change" was pressed for (`connectionKey`). */
  | { readonly screen: 'options'; readonly connection: string }
  | { readonly screen: 'connecting'; readonly connectorId: string };

/** `error`: the options under "Error connecting. Try refreshing the page." (spec §8). */
export type WalletModalView = 'wrongNetwork' | 'pending' | 'account' | 'options' | 'error';

// @spec 000 §4.4 Wallet modal
export function walletModalView(
  snapshot: Pick<WalletSnapshot, 'connection' | 'error' | 'pending'>,
  screen: WalletModalScreen,
): WalletModalView {
  const { connection, error, pending } = snapshot;
  if (error?.kind === 'wrong-network') return 'wrongNetwork';
  // Only the attempt the user started here: an older failed one is not shown on reopening.
  if (screen.screen === 'connecting' && pending?.connectorId === screen.connectorId) {
    return 'pending';
  }
  // No wallet, and the read-only network failed (the status button reads "Error").
  if (!connection) return error?.kind === 'network-failed' ? 'error' : 'options';
  // "Change" holds for the connection it was pressed for; a new account goes back to the account.
  if (screen.screen === 'options' && screen.connection === connectionKey(connection)) {
    return 'options';
  }
  return 'account';
}

/**
 * Whether the connected wallet is where the app is. The app reads, reviews and builds every write
 * for one chain (`appChainId`); a wallet anywhere else, on another offered chain or one the manager
 * already found wrong (`error.kind === 'wrong-network'`), is on the wrong network, and switching it
 * to `appChainId` is the way out. Without a wallet there is nothing to compare.
 */
export type WalletNetworkView =
  | { readonly kind: 'no-wallet' }
  | { readonly kind: 'same-chain'; readonly chainId: number }
  | {
      readonly kind: 'wrong-network';
      /** Where the wallet is. */
      readonly walletChainId: number;
      /** Where it must go: the app's chain. */
      readonly switchTo: number;
    };

/** The one rule for "the wallet's chain differs from the app's" (see `WalletNetworkView`). */
export function walletNetworkView(
  state: Pick<WalletSnapshot, 'connection' | 'error'>,
  appChainId: number,
): WalletNetworkView {
  const { connection, error } = state;
  if (error?.kind === 'wrong-network') {
    return { kind: 'wrong-network', walletChainId: error.chainId, switchTo: appChainId };
  }
  if (!connection) return { kind: 'no-wallet' };
  if (connection.chainId === appChainId) return { kind: 'same-chain', chainId: appChainId };
  return { kind: 'wrong-network', walletChainId: connection.chainId, switchTo: appChainId };
}

/** What "Change" records about the connection it was pressed for. */
export function connectionKey(connection: { connectorId: string; account: string }): string {
  return `${connection.connectorId}:${connection.account}`;
}

export type ConnectionGuardView = 'app' | 'waiting' | 'loader' | 'unknownError';

/**
 * While the manager looks for an already-authorised wallet the page waits, with a spinner once
 * that takes longer than its `showLoader` delay; when no wallet is active and the read-only
 * network failed, the unknown-error message stands in for the page. Without `status` the guard
 * has finished.
 * @spec 000 §4.6 Connection guard
 */
export function connectionGuardView(
  state: Pick<WalletSnapshot, 'connection' | 'error'> &
    Partial<Pick<WalletSnapshot, 'status' | 'showLoader'>>,
): ConnectionGuardView {
  if (state.connection) return 'app';
  if (state.error?.kind === 'network-failed') return 'unknownError';
  if (state.status === 'initializing') return state.showLoader ? 'loader' : 'waiting';
  return 'app';
}
