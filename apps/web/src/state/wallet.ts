import { type Address, isSupportedChainId } from '@dex/chains';
import { atom } from 'jotai';
import { DEFAULT_CHAIN_ID } from '../config';

export type WalletConnectionStatus =
  | 'disconnected'
  | 'connecting'
  | 'connected'
  | 'wrongNetwork'
  | 'error';

/**
 * What the shell needs to know about the wallet. The wallet manager (@dex/wallet) writes this atom;
 * until it is wired the app behaves as if no wallet were connected.
 */
export interface WalletView {
  readonly status: WalletConnectionStatus;
  /** The connected account; null when disconnected. */
  readonly account: Address | null;
  /** The wallet's chain; null when disconnected. May be unsupported (status 'wrongNetwork'). */
  readonly chainId: number | null;
  /** The account's reverse-resolved name, shown instead of the shortened address. */
  readonly name?: string | null;
  /** Transactions of this account still waiting for a receipt. */
  readonly pendingCount: number;
}

export const DISCONNECTED_WALLET: WalletView = {
  status: 'disconnected',
  account: null,
  chainId: null,
  name: null,
  pendingCount: 0,
};

export const walletViewAtom = atom<WalletView>(DISCONNECTED_WALLET);

/**
 * A pinned native balance for tests and stories; when null the header shows the live balance
 * (state/nativeBalance.ts).
 */
export const nativeBalanceAtom = atom<bigint | null>(null);

/**
 * The connected account; null unless a wallet is connected on a supported chain. The one
 * definition every feature reads (swap, transactions, governance).
 */
export const connectedAccountAtom = atom((get): Address | null => {
  const wallet = get(walletViewAtom);
  return wallet.status === 'connected' ? wallet.account : null;
});

/** The chain the app reads: the wallet's when connected to a supported one, else the default. */
export const activeChainIdAtom = atom((get) => {
  const { chainId } = get(walletViewAtom);
  return chainId !== null && isSupportedChainId(chainId) ? chainId : DEFAULT_CHAIN_ID;
});
