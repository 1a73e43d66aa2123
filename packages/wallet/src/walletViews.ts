// Which view the wallet modal shows (spec 000 §2) and what the connection guard puts in place of
// the page (spec 000 §4 "Connection guard", §8), both from the wallet manager's snapshot.
import type { WalletSnapshot } from './walletManager';

/** The wallet modal's own navigation (its app keeps it, as it keeps whether the modal is open). */
export type WalletModalScreen =
  | { readonly screen: 'default' }
  /** `connection`: the connector id and account "Change" was pressed for (`connectionKey`). */
  | { readonly screen: 'options'; readonly connection: string }
  | { readonly screen: 'connecting'; readonly connectorId: string };

/** `error`: the options under "Error connecting. Try refreshing the page." (spec §8). */
export type WalletModalView = 'wrongNetwork' | 'pending' | 'account' | 'options' | 'error';

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
