// A review's network cost (issue #31 §2): the write a review's confirm would send, estimated by
// @dex/write's estimateNetworkCost through the connected wallet before it opens (networkCost.ts
// shows it), only while the wallet is on the app's chain: a wallet elsewhere estimates nothing.
import { WalletNotConnectedError, WrongNetworkError } from '@dex/wallet';
import type { NetworkCost } from '@dex/write';
import { atom } from 'jotai';
import { activeChainIdAtom, walletNetworkAtom } from '../state/wallet';
import { walletProviderAtom } from './atoms';
import type { WriteRequest } from './writeAtoms';

/** What a review's estimate needs: the same account, candidates and explanation its send gets. */
export type CostedWrite = Pick<WriteRequest, 'account' | 'calls' | 'explainEstimateFailure'>;

/** Estimates `write` through the connected wallet on the active chain, as `writeAtom` sends it. */
export const estimateWriteCostAtom = atom(
  null,
  (get, _set, write: CostedWrite): Promise<NetworkCost> => {
    const provider = get(walletProviderAtom);
    if (!provider) return Promise.reject(new WalletNotConnectedError());
    const network = get(walletNetworkAtom);
    if (network.kind === 'wrong-network') {
      return Promise.reject(new WrongNetworkError(network.walletChainId));
    }
    const chainId = get(activeChainIdAtom);
    return import('./dialogWrites').then(({ estimateNetworkCost }) =>
      estimateNetworkCost({ provider, chainId, ...write }),
    );
  },
);
