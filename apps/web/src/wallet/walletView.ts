// Maps the wallet manager's snapshot onto what the shell shows (spec §4 "Status button").
import type { Address } from '@dex/chains';
import type { WalletSnapshot } from '@dex/wallet';
import type { WalletView } from '../state/wallet';

export function toWalletView(snapshot: WalletSnapshot, pendingCount = 0): WalletView {
  const { connection, error, pending } = snapshot;
  if (error?.kind === 'wrong-network') {
    return {
      status: 'wrongNetwork',
      account: (connection?.account as Address | undefined) ?? null,
      chainId: error.chainId,
      name: null,
      pendingCount,
    };
  }
  if (connection) {
    return {
      status: 'connected',
      account: connection.account as Address,
      chainId: connection.chainId,
      name: null,
      pendingCount,
    };
  }
  if (error?.kind === 'network-failed') {
    return { status: 'error', account: null, chainId: null, name: null, pendingCount: 0 };
  }
  if (pending && !pending.error) {
    return { status: 'connecting', account: null, chainId: null, name: null, pendingCount: 0 };
  }
  return { status: 'disconnected', account: null, chainId: null, name: null, pendingCount: 0 };
}
