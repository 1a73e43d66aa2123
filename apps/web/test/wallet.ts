// Wallet states for tests, in the shape the wallet manager publishes (state/wallet.ts).
import type { Address } from '@dex/chains';
import type { WalletState } from '../src/state/wallet';

/** An injected wallet connected with `account` on `chainId` (the devnet unless given). */
export function connectedWallet(account: string, chainId = 31337): WalletState {
  return {
    connection: {
      connectorId: 'org.dex.test-wallet',
      kind: 'injected',
      name: 'Test Wallet',
      icon: undefined,
      supportsDisconnect: false,
      account: account as Address,
      accounts: [account as Address],
      chainId,
    },
    error: undefined,
  };
}

/** A wallet connected with `account` on `chainId`, which the app does not support. */
export function wrongNetworkWallet(account: string, chainId: number): WalletState {
  return {
    ...connectedWallet(account, chainId),
    error: { kind: 'wrong-network', chainId },
  };
}
