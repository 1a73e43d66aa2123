// A token's permit support (EIP-2612 / DAI-style, or none) for the connected account, read once
// per token for every liquidity page that may sign one: the V3 add, the V2 removal, the migrator
// and the mining deposit.
import { type PermitInfo, permitInfoCalls, resolvePermitInfo } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import type { Currency } from '@dex/currency';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { callStatesAtom } from '../state/chainCalls';
import { connectedAccountAtom } from '../state/wallet';

/**
 * A token's permit support for the connected account: null for none or the native coin,
 * undefined while it is read (spec §4 permit signature LOADING).
 */
export const permitInfoAtom = atomFamily(
  (currency: Currency): Atom<PermitInfo | null | undefined> =>
    atom((get) => {
      const account = get(connectedAccountAtom);
      if (currency.isNative || !account) return null;
      // With the chain's Argent detector: an Argent wallet has no permit (spec 001 §7).
      const detector = getChainInfo(currency.chainId)?.contracts.argentWalletDetector;
      const states = get(
        callStatesAtom(currency.chainId, permitInfoCalls(currency.address, account, detector)),
      );
      if (states.some((state) => state.loading)) return undefined;
      return resolvePermitInfo(
        currency.chainId,
        currency.address,
        states.map((state) => (state.error ? undefined : state.data)),
      );
    }),
  (a, b) => a.equals(b),
);
