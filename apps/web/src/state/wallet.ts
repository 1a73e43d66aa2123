import type { Address } from '@dex/chains';
import { getWalletStatus, type WalletSnapshot } from '@dex/wallet';
import { atom } from 'jotai';
import { DEFAULT_CHAIN_ID, isAppChainId } from '../config';

/**
 * The wallet manager's (@dex/wallet) connection state: src/main.tsx publishes the manager's
 * snapshot here, tests set it directly. Until then the app behaves as if no wallet were connected.
 * What the wallet button shows is `getWalletStatus` of it (shell/walletStatus.ts).
 */
export type WalletState = Pick<WalletSnapshot, 'connection' | 'error'> &
  /** The connection guard's progress (shell/connectionGuard.ts); absent means it has finished. */
  Partial<Pick<WalletSnapshot, 'status' | 'showLoader'>>;

export const NO_WALLET: WalletState = { connection: undefined, error: undefined };

export const walletStateAtom = atom<WalletState>(NO_WALLET);

/**
 * A pinned native balance for tests and stories; when null the header shows the live balance
 * (state/nativeBalance.ts).
 */
export const nativeBalanceAtom = atom<bigint | null>(null);

/**
 * The connected account; null unless a wallet is connected on a supported chain (the wallet
 * status is `connected`). The one definition every feature reads (swap, transactions, governance).
 */
export const connectedAccountAtom = atom((get): Address | null => {
  const status = getWalletStatus(get(walletStateAtom));
  return status.kind === 'connected' ? status.account : null;
});

/**
 * The chain the app reads: the wallet's when it is on one this build offers (config.ts
 * APP_CHAIN_IDS), else the default.
 */
export const activeChainIdAtom = atom((get) => {
  const { connection, error } = get(walletStateAtom);
  const chainId = error?.kind === 'wrong-network' ? error.chainId : connection?.chainId;
  return isAppChainId(chainId) ? chainId : DEFAULT_CHAIN_ID;
});
