// What you review is what you sign (spec §4 swap flow, 001 §4 "Swap confirm pieces"): the confirm
// dialog holds the swap the user reviewed and accepted; that swap, with its own minimum, is what is
// sent. When the live swap has moved away from it, "Price Updated" shows at every step of the
// dialog and nothing is sent until the user accepts the live one. The review is also bound to the
// chain, the account and the recipient it was shown for (@dex/write's `reviewChanges`), and a live
// swap that is not known right now is no reason to send the old one.

import { type AnyTrade, isSplitTrade, isV2Trade } from '@dex/router';
import { type ReviewBinding, reviewChanges } from '@dex/write';
import type { Token } from '@uniswap/sdk-core';

// @spec 001 §3.9 Trade (swap confirm pieces)
/** A swap as the confirm dialog shows it: everything its calls and its minimum are built from. */
export interface SwapReview extends ReviewBinding {
  /** The chain the swap is built for. */
  readonly chainId: number;
  /** The account that sends it. */
  readonly account: string;
  readonly trade: AnyTrade;
  /** The slippage tolerance the minimum received (or maximum sold) is computed with. */
  readonly allowedSlippageBips: number;
  /** Where the output goes: an address, or null for the sending account itself. */
  readonly recipient: string | null;
}

/** A path as a key: each token, and after it the next hop's fee tier ('v2' for a pair). */
function pathKey(tokens: readonly Token[], fees: ReadonlyArray<number | 'v2'>): string {
  return tokens
    .map((token, i) => `${token.address.toLowerCase()}${i < fees.length ? `>${fees[i]}` : ''}`)
    .join('>');
}

/** The kind of trade (so its router) and the pools it goes through, with each route's share. */
function routeKey(trade: AnyTrade): string {
  if (isV2Trade(trade)) {
    return `v2:${pathKey(
      trade.route.path,
      trade.route.pairs.map(() => 'v2' as const),
    )}`;
  }
  if (isSplitTrade(trade)) {
    return `split:${trade.splits
      .map(
        (split) =>
          `${split.percent}%${pathKey(
            split.path,
            split.pools.map((pool) => ('tickSpacing' in pool ? pool.fee : 'v2')),
          )}`,
      )
      .join('|')}`;
  }
  return `v3:${trade.swaps
    .map(({ route }) =>
      pathKey(
        route.tokenPath,
        route.pools.map((pool) => pool.fee),
      ),
    )
    .join('|')}`;
}

/** True when `current` would not do what the user reviewed in `confirmed`. */
export function tradeMeaningfullyDiffers(confirmed: AnyTrade, current: AnyTrade): boolean {
  return (
    confirmed.tradeType !== current.tradeType ||
    !confirmed.inputAmount.currency.equals(current.inputAmount.currency) ||
    !confirmed.outputAmount.currency.equals(current.outputAmount.currency) ||
    !confirmed.inputAmount.equalTo(current.inputAmount) ||
    !confirmed.outputAmount.equalTo(current.outputAmount) ||
    routeKey(confirmed) !== routeKey(current)
  );
}

const quoteMoved = (accepted: SwapReview, live: SwapReview) =>
  accepted.allowedSlippageBips !== live.allowedSlippageBips ||
  tradeMeaningfullyDiffers(accepted.trade, live.trade);

/**
 * Has the live swap moved from the accepted one: another chain, account or recipient
 * (@dex/write's `reviewChanges`: addresses in any case, no recipient and the account's own address
 * alike), another trade or slippage tolerance (so another minimum). A live swap that is not known
 * right now (its quote loading after a change, a recipient resolving) is a change too: what was
 * shown can no longer be confirmed as what would be sent.
 */
export function swapReviewChanged(accepted: SwapReview, live: SwapReview | null): boolean {
  return reviewChanges(accepted, live, quoteMoved).length > 0;
}

/** What the dialog's confirmation may do. */
export type SwapSendDecision =
  /** Send this swap: the accepted one, as reviewed. */
  | { readonly kind: 'send'; readonly review: SwapReview }
  /**
   * Send nothing: show "Price Updated" until the live swap is accepted; `live` is null while it is
   * not known (nothing to accept yet).
   */
  | { readonly kind: 'priceUpdated'; readonly live: SwapReview | null };

// @spec 000 §4.14 Swap flow
/** May we send: the accepted swap when the live one is known and has not moved from it, else nothing. */
export function decideSwapSend(accepted: SwapReview, live: SwapReview | null): SwapSendDecision {
  if (swapReviewChanged(accepted, live)) return { kind: 'priceUpdated', live };
  return { kind: 'send', review: accepted };
}
