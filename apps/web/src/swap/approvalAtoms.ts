// The swap's approval (spec §4): the router's allowance for the input token, a pending approval
// from the tracker, and the permit: for v3 and split swaps, a token that supports EIP-2612 or DAI-style
// permits is "approved" by a signature instead of a transaction; the swap then starts with
// selfPermit.
import { ApprovalState, type PermitInfo, type SignedPermit } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import { WrapType } from '@dex/swap';
import { atom } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { readApprovalState, readPermitSignature } from '../transactions';
import {
  inputCurrencyAtom,
  outputCurrencyAtom,
  parsedAmountAtom,
  slippageAmountsAtom,
  swapRouterKindAtom,
  swapSpenderAtom,
  wrapTypeAtom,
} from './swapAtoms';
import { tradeEngineAtom } from './tradeEngineAtoms';

/**
 * The input token's permit support for the connected account (v3 SwapRouter and SwapRouter02,
 * which both take selfPermit; not the V2 router); null when none. Read
 * once the form asks for a trade: the permit code comes with the trade engine, and Approve
 * only shows with a trade.
 */
export const permitInfoAtom = atom((get): PermitInfo | null => {
  const input = get(inputCurrencyAtom);
  const account = get(connectedAccountAtom);
  if (get(swapRouterKindAtom) === 'v2' || !input || input.isNative || !account) return null;
  const wantsTrade =
    Boolean(get(outputCurrencyAtom)) &&
    get(parsedAmountAtom) !== undefined &&
    get(wrapTypeAtom) === WrapType.NOT_APPLICABLE;
  const engine = wantsTrade ? get(tradeEngineAtom) : null;
  if (!engine) return null;
  const chainId = get(activeChainIdAtom);
  // With the chain's Argent detector: an Argent wallet has no permit (spec 001 §7).
  const detector = getChainInfo(chainId)?.contracts.argentWalletDetector;
  const states = get(
    callStatesAtom(chainId, engine.permitInfoCalls(input.address, account, detector)),
  );
  if (states.some((state) => state.loading)) return null;
  return engine.resolvePermitInfo(
    chainId,
    input.address,
    states.map((state) => (state.error ? undefined : state.data)),
  );
});

/** The last permit the user signed on this page. */
export const signedPermitAtom = atom<SignedPermit | null>(null);

/**
 * The signed permit when it still fits the swap exactly (@dex/approvals' rule: same chain, owner,
 * token, spender, nonce and amount, lasting past the swap's deadline by the chain's clock); its
 * deadline is checked again against the chain's clock when the swap is sent.
 */
export const usablePermitAtom = atom((get): SignedPermit | null => {
  // Read first so the permit support is watched (and ready) before the user presses Approve.
  const info = get(permitInfoAtom);
  const signed = get(signedPermitAtom);
  const input = get(inputCurrencyAtom);
  const maximumIn = get(slippageAmountsAtom)?.maximumAmountIn;
  if (!signed || !input?.isToken || !maximumIn) return null;
  return readPermitSignature(get, {
    token: input,
    spender: get(swapSpenderAtom),
    amount: BigInt(maximumIn.quotient.toString()),
    permitInfo: info,
    signed,
  }).permit;
});

/**
 * The router's approval of the input (the slippage-adjusted maximum in): the app's one approval
 * read, where a usable permit signature stands in for the allowance (not for v2).
 */
export const approvalStateAtom = atom((get): ApprovalState => {
  if (get(usablePermitAtom)) return ApprovalState.APPROVED;
  return readApprovalState(get, get(slippageAmountsAtom)?.maximumAmountIn, get(swapSpenderAtom));
});

/** Set when the user sent an approval from the page, so the approve/swap pair stays visible. */
export const approvalSubmittedAtom = atom(false);
