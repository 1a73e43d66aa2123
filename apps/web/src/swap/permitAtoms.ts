// Spec §4 permit: for v3 swaps, a token that supports EIP-2612 or DAI-style permits is "approved"
// by a signature instead of a transaction; the swap then starts with selfPermit.
import {
  isPermitUsable,
  type PermitInfo,
  permitInfoCalls,
  resolvePermitInfo,
  type SignedPermit,
} from '@dex/approvals';
import { atom } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';
import { activeChainIdAtom } from '../state/wallet';
import {
  connectedAccountAtom,
  inputCurrencyAtom,
  slippageAmountsAtom,
  swapSpenderAtom,
  swapVersionAtom,
} from './swapAtoms';

/** The input token's permit support for the connected account (v3 only); null when none. */
export const permitInfoAtom = atom((get): PermitInfo | null => {
  const input = get(inputCurrencyAtom);
  const account = get(connectedAccountAtom);
  if (get(swapVersionAtom) !== 'v3' || !input || input.isNative || !account) return null;
  const chainId = get(activeChainIdAtom);
  const states = get(callStatesAtom(chainId, permitInfoCalls(input.address, account)));
  if (states.some((state) => state.loading)) return null;
  return resolvePermitInfo(
    chainId,
    input.address,
    states.map((state) => (state.error ? undefined : state.data)),
  );
});

/** The last permit the user signed on this page. */
export const signedPermitAtom = atom<SignedPermit | null>(null);

/**
 * The signed permit when it still fits the swap (same owner, token, spender, nonce, enough
 * amount); its deadline is checked again against the chain's clock when the swap is sent.
 */
export const usablePermitAtom = atom((get): SignedPermit | null => {
  // Read first so the permit support is watched (and ready) before the user presses Approve.
  const info = get(permitInfoAtom);
  const permit = get(signedPermitAtom);
  const input = get(inputCurrencyAtom);
  const account = get(connectedAccountAtom);
  const spender = get(swapSpenderAtom);
  const maximumIn = get(slippageAmountsAtom)?.maximumAmountIn;
  if (!permit || !input || input.isNative || !account || !spender || !maximumIn) return null;
  const usable = isPermitUsable(permit, {
    token: input.address,
    owner: account,
    spender,
    nonce: info?.nonce,
    amount: BigInt(maximumIn.quotient.toString()),
    now: 0n,
  });
  return usable ? permit : null;
});
