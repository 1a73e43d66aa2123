import type { Address } from '@dex/chains';
import { shortenAddress, type Translator } from '@dex/primitives';
import type { WalletSnapshot } from './walletManager';

/**
 * What the header's wallet button shows, as a code for the app to translate:
 * `connect` "Connect to a wallet", `wrong-network` "Wrong Network", `error` "Error",
 * `connected` the name or shortened address, `pending` "{count} Pending" with a spinner.
 */
export type WalletStatus =
  | { readonly kind: 'connect' }
  | { readonly kind: 'wrong-network' }
  | { readonly kind: 'error' }
  | {
      readonly kind: 'connected';
      readonly account: Address;
      readonly connectorId: string;
      /** The account's name (ENS) when known, else the shortened address. */
      readonly label: string;
      /** The account's name, only when known (a UI that shortens addresses itself uses this). */
      readonly name?: string;
    }
  | { readonly kind: 'pending'; readonly account: Address; readonly count: number };

/**
 * What an app keeps of the wallet manager's snapshot: the connection and its error, and the
 * connection guard's progress (absent once it has finished).
 */
export type WalletState = Pick<WalletSnapshot, 'connection' | 'error'> &
  Partial<Pick<WalletSnapshot, 'status' | 'showLoader'>>;

/** No wallet connected (an app's state before the manager publishes its snapshot). */
export const NO_WALLET: WalletState = { connection: undefined, error: undefined };

/** The wallet's chain, offered or not (a wrong-network wallet's too); undefined without a wallet. */
export function walletChainIdOf({
  connection,
  error,
}: Pick<WalletSnapshot, 'connection' | 'error'>): number | undefined {
  return error?.kind === 'wrong-network' ? error.chainId : connection?.chainId;
}

export interface WalletStatusInput {
  /** Pending transactions of the account (from the transaction tracker). */
  readonly pendingCount?: number;
  /** The account's reverse-resolved name, when known. */
  readonly name?: string | null;
}

// @spec 000 §4.5 Status button
export function getWalletStatus(
  state: Pick<WalletSnapshot, 'connection' | 'error'>,
  input: WalletStatusInput = {},
): WalletStatus {
  const { connection, error } = state;
  if (error) return { kind: error.kind === 'wrong-network' ? 'wrong-network' : 'error' };
  if (!connection) return { kind: 'connect' };
  const count = input.pendingCount ?? 0;
  if (count > 0) return { kind: 'pending', account: connection.account, count };
  const name = input.name || undefined;
  return {
    kind: 'connected',
    account: connection.account,
    connectorId: connection.connectorId,
    label: name ?? shortenAddress(connection.account),
    ...(name ? { name } : {}),
  };
}

export type WalletButtonMessage =
  | 'wallet.wrongNetwork'
  | 'wallet.error'
  | 'wallet.pending'
  | 'wallet.connect';

/** The status button's state for a wallet status (ui-kit's WalletStatusButton), its labels translated. */
export function walletButtonView(t: Translator<WalletButtonMessage>, status: WalletStatus) {
  switch (status.kind) {
    case 'wrong-network':
      return { status: 'wrongNetwork' as const, label: t('wallet.wrongNetwork') };
    case 'error':
      return { status: 'error' as const, label: t('wallet.error') };
    case 'pending':
      return { status: 'pending' as const, label: t('wallet.pending', { count: status.count }) };
    case 'connected':
      return status.name
        ? { status: 'connected' as const, address: status.account, name: status.name }
        : { status: 'connected' as const, address: status.account };
    case 'connect':
      return { status: 'disconnected' as const, label: t('wallet.connect') };
  }
}
