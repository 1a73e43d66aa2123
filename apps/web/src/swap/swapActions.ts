// The swap page's writes as jotai write atoms: wrap/unwrap, approve (or a permit signature) and swap,
// each through the app's one write flow (src/transactions/writeAtoms.ts) with the page's dialog.
import type { Token } from '@dex/currency';
import { wrapOrUnwrapCall } from '@dex/router';
import {
  liveSwapReview,
  reviewedSwapWrite,
  SwapField,
  type SwapReview,
  type SwapSendDecision,
  swappedToken,
  swapReviewMode,
  wrapRequest,
} from '@dex/swap';
import { atom, type Getter, type Setter } from 'jotai';
import { chainClock } from '../state/chainTime';
import {
  userDeadlineSecondsAtom,
  userExpertModeAtom,
  userSlippageBipsAtom,
} from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import {
  approveAtom,
  type WriteDialogState,
  type WriteRequest,
  walletProviderAtom,
  writeAtom,
} from '../transactions';
import { estimateWriteCostAtom } from '../transactions/networkCostAtoms';
import {
  approvalSubmittedAtom,
  permitInfoAtom,
  signedPermitAtom,
  usablePermitAtom,
} from './approvalAtoms';
import { markSwapSubmittedAtom, submittedSwapAtom } from './submittedSwap';
import {
  dispatchSwapAtom,
  inputCurrencyAtom,
  parsedAmountAtom,
  recipientAddressAtom,
  selectedTradeAtom,
  swapErrorAtom,
  swapRouterKindAtom,
  swapSpenderAtom,
  swapStateAtom,
  wrapTypeAtom,
} from './swapAtoms';
import { tradeEngineAtom } from './tradeEngineAtoms';

/** The transaction dialog of the page; null when closed. */
export const swapDialogAtom = atom<WriteDialogState | null>(null);

/**
 * Closing the page's transaction dialog. After a submitted swap or wrap this is when the typed
 * amount is cleared (spec §4), not at submission.
 */
export const closeSwapDialogAtom = atom(null, (get, set) => {
  if (get(submittedSwapAtom)) {
    set(dispatchSwapAtom, { type: 'typeInput', field: SwapField.INPUT, typedValue: '' });
    set(submittedSwapAtom, null);
  }
  set(swapDialogAtom, null);
});

/** A swap or wrap went out; a dialog closed meanwhile clears the amount at once. */
const swapSubmittedAtom = atom(null, (get, set, outputToken: Token | null) => {
  set(markSwapSubmittedAtom, outputToken);
  if (get(swapDialogAtom)?.status !== 'submitted') set(closeSwapDialogAtom);
});

/** Spec §2 error box: a failed swap or wrap also leaves its message under the button. */
function keepSwapError(get: Getter, set: Setter) {
  const dialog = get(swapDialogAtom);
  set(swapErrorAtom, dialog?.status === 'error' ? dialog.message : null);
}

/**
 * Wrap or unwrap the typed amount. `summary` is the translated history text. Where the wrap cannot
 * be built (no wrap applies, no amount) the dialog says "Could not wrap currencies" (spec §8).
 */
export const wrapActionAtom = atom(null, async (get, set, summary: string) => {
  const account = get(connectedAccountAtom);
  if (!account) return;
  // The amount and currencies of the click, not of whenever the wallet is asked.
  const request = wrapRequest(get(wrapTypeAtom), get(inputCurrencyAtom), get(parsedAmountAtom));
  set(swapErrorAtom, null);
  const hash = await set(writeAtom, {
    dialog: swapDialogAtom,
    request: { account, summary, calls: () => [wrapOrUnwrapCall(request)] },
  });
  if (hash) set(swapSubmittedAtom, null);
  else keepSwapError(get, set);
});

/**
 * Approve the router for the input token (unlimited when the token allows it), or for a v3 swap
 * of a permit token sign a permit instead (sent with the swap as selfPermit).
 */
export const approveActionAtom = atom(
  null,
  async (get, set, { summary, amount }: { summary: string; amount: bigint }) => {
    const input = get(inputCurrencyAtom);
    const spender = get(swapSpenderAtom);
    if (!input || input.isNative || !spender) return;
    const result = await set(approveAtom, {
      token: input.address,
      spender,
      amount,
      permitInfo: get(permitInfoAtom),
      summary,
      dialog: swapDialogAtom,
    });
    if (result && 'permit' in result) set(signedPermitAtom, result.permit);
    if (result) set(approvalSubmittedAtom, true);
  },
);

/**
 * The swap as it would be reviewed now: the chain and account it is for, the selected trade, the
 * slippage its minimum is computed with, and the recipient (null for the account itself). Null
 * without an account or a trade, or while a typed recipient is unresolved.
 */
export const liveSwapReviewAtom = atom((get): SwapReview | null =>
  liveSwapReview({
    chainId: get(activeChainIdAtom),
    account: get(connectedAccountAtom),
    trade: get(selectedTradeAtom).trade,
    typedRecipient: get(swapStateAtom).recipient,
    recipient: get(recipientAddressAtom),
    allowedSlippageBips: get(userSlippageBipsAtom),
  }),
);

/** The usable permit when the swap's router takes one (not the V2 router). */
const swapPermit = (get: Getter) =>
  get(swapRouterKindAtom) === 'v2' ? null : get(usablePermitAtom);

/** The write of `review`, the swap the user saw (@dex/swap's reviewedSwapWrite). */
function swapWrite(get: Getter, review: SwapReview): Omit<WriteRequest, 'summary'> {
  const chainId = get(activeChainIdAtom);
  return reviewedSwapWrite({
    review,
    engine: get(tradeEngineAtom), // there whenever a trade is
    chainId,
    account: get(connectedAccountAtom),
    walletConnected: () => Boolean(get(walletProviderAtom)),
    approvedRouter: get(swapSpenderAtom),
    permit: () => swapPermit(get),
    chainTime: () => chainClock(get, chainId)(),
    deadlineSeconds: () => get(userDeadlineSecondsAtom),
  });
}

/** The review's network cost: `review`'s write estimated as its send would estimate it. */
export const estimateSwapCostAtom = atom(null, (get, set, review: SwapReview) =>
  set(estimateWriteCostAtom, swapWrite(get, review)),
);

/**
 * Send `review` (see `swapWrite`): estimated in order and the first that passes sent. The typed
 * amount stays until the dialog is closed.
 */
export const swapActionAtom = atom(
  null,
  async (get, set, { summary, review }: { summary: string; review: SwapReview }) => {
    const permit = swapPermit(get);
    set(swapErrorAtom, null);
    const hash = await set(writeAtom, {
      dialog: swapDialogAtom,
      request: { summary, ...swapWrite(get, review) },
    });
    if (!hash) {
      keepSwapError(get, set);
      return;
    }
    set(approvalSubmittedAtom, false);
    if (permit) set(signedPermitAtom, null);
    set(swapSubmittedAtom, swappedToken(review.trade));
  },
);

/** The swap under review in the confirm dialog, as the user last accepted it (null while closed). */
export const confirmingSwapAtom = atom<{
  readonly review: SwapReview;
  readonly skipReview: boolean;
} | null>(null);

/**
 * The confirm dialog's gate (@dex/swap's `decideSwapSend`): send the accepted swap, or
 * "Price Updated" while the live one has moved from it (another chain, account, recipient or
 * quote) or is not known. Null while the dialog is closed.
 */
export const confirmingDecisionAtom = atom((get): SwapSendDecision | null => {
  const confirming = get(confirmingSwapAtom);
  const engine = confirming ? get(tradeEngineAtom) : null; // loaded: a trade is under review
  if (!confirming || !engine) return null;
  return engine.decideSwapSend(confirming.review, get(liveSwapReviewAtom));
});

/**
 * The main button's Swap: opens the confirm dialog with the current swap. Expert mode skips the
 * review, and sends at once unless the price impact still needs confirming, but only for a swap
 * to the connected account (see `swapReviewMode`).
 */
export const startSwapAtom = atom(null, (get, set, summary: string) => {
  const review = get(liveSwapReviewAtom);
  const engine = review ? get(tradeEngineAtom) : null;
  if (!review || !engine) return;
  const mode = swapReviewMode({
    expertMode: get(userExpertModeAtom),
    impactConfirmation: engine.getPriceImpactConfirmation(
      engine.computePriceImpactWithoutFee(review.trade),
    ),
    account: get(connectedAccountAtom),
    recipient: get(recipientAddressAtom),
  });
  if (mode === 'send') {
    void set(swapActionAtom, { summary, review });
    return;
  }
  set(confirmingSwapAtom, { review, skipReview: mode === 'impactOnly' });
});

/** "Accept" on "Price Updated": the live swap becomes the one under review (spec §4). */
export const acceptPriceUpdateAtom = atom(null, (get, set) => {
  const confirming = get(confirmingSwapAtom);
  const decision = get(confirmingDecisionAtom);
  if (confirming && decision?.kind === 'priceUpdated' && decision.live) {
    set(confirmingSwapAtom, { ...confirming, review: decision.live });
  }
});

/**
 * The confirm dialog's final confirmation: sends the accepted swap and closes the dialog, or, when
 * the live swap has moved since it was accepted, sends nothing and leaves the dialog on
 * "Price Updated". `summary` describes the swap to send (it is asked for with that swap).
 * @spec 000 §4.14 Swap flow
 */
export const confirmSwapAtom = atom(
  null,
  async (get, set, summaryOf: (review: SwapReview) => string) => {
    const decision = get(confirmingDecisionAtom);
    if (decision?.kind !== 'send') return;
    set(confirmingSwapAtom, null);
    await set(swapActionAtom, { summary: summaryOf(decision.review), review: decision.review });
  },
);
