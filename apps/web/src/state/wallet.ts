import { type Address, chooseActiveChainId } from '@dex/chains';
import {
  getWalletStatus,
  NO_WALLET,
  type WalletNetworkView,
  type WalletState,
  walletChainIdOf,
  walletNetworkView,
} from '@dex/wallet';
import { atom } from 'jotai';
import { APP_CHAIN_IDS, DEFAULT_CHAIN_ID } from '../config';

// The wallet manager's (@dex/wallet) connection state: src/main.tsx publishes the manager's
// snapshot here, tests set it directly. Until then the app behaves as if no wallet were connected.
// What the wallet button shows is `getWalletStatus` of it (shell/walletStatus.ts).
export { NO_WALLET, type WalletState } from '@dex/wallet';

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

/** The wallet's chain, offered or not (a wrong-network wallet's too); undefined without a wallet. */
export const walletChainIdAtom = atom((get) => walletChainIdOf(get(walletStateAtom)));

/**
 * The chain the user chose: the network selector or a `?chain=` link (network/useChainUrl.ts keeps
 * it and the URL in step; main.tsx reads the URL before the first render). Undefined: none chosen.
 */
export const chosenChainIdAtom = atom<number | undefined>(undefined);

/**
 * The chain the app reads (@dex/chains' chooseActiveChainId): the chosen one, else the wallet's
 * when the build offers it (config.ts APP_CHAIN_IDS), else the default.
 */
export const activeChainIdAtom = atom((get) =>
  chooseActiveChainId({
    chosenChainId: get(chosenChainIdAtom),
    walletChainId: get(walletChainIdAtom),
    defaultChainId: DEFAULT_CHAIN_ID,
    offeredChainIds: APP_CHAIN_IDS,
  }),
);

/**
 * Whether the connected wallet is on the chain the app reads and builds writes for (@dex/wallet's
 * walletNetworkView): `wrong-network` when it is anywhere else, after a `?chain=` link opened with
 * the wallet elsewhere, a network picked before connecting or a wallet that moved to a chain the
 * app does not offer. Pages show the wrong-network view (network/WalletNetworkGate.tsx) and no
 * write or estimate starts (transactions/writeAtoms.ts, networkCostAtoms.ts) until they agree.
 */
export const walletNetworkAtom = atom(
  (get): WalletNetworkView => walletNetworkView(get(walletStateAtom), get(activeChainIdAtom)),
);

/**
 * Asks the connected wallet to switch chains (the wallet manager's switchChain, set by main.tsx);
 * null without one (tests, stories).
 */
export const switchWalletChainAtom = atom<{ run: (chainId: number) => Promise<void> } | null>(null);
