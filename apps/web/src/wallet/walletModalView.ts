// Which view the wallet modal shows (spec §2): decided by the app from the wallet manager's
// connection state and the modal's own navigation (state/modal.ts), in one place.
import type { WalletSnapshot } from '@dex/wallet';
import type { WalletModalScreen } from '../state/modal';

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
