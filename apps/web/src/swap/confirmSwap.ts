// Spec §4 swap flow: the confirm dialog holds the trade it opened with; when the live trade
// differs the dialog shows "Price Updated" and waits for Accept.
import type { AnyTrade } from '@dex/router';
import { Trade as V2Trade } from '@uniswap/v2-sdk';

function pathOf(trade: AnyTrade): string {
  const tokens =
    trade instanceof V2Trade ? trade.route.path : (trade.swaps[0]?.route.tokenPath ?? []);
  return tokens.map((token) => token.address.toLowerCase()).join('>');
}

/** True when `current` would not do what the user reviewed in `confirmed`. */
export function tradeMeaningfullyDiffers(confirmed: AnyTrade, current: AnyTrade): boolean {
  return (
    confirmed.tradeType !== current.tradeType ||
    !confirmed.inputAmount.currency.equals(current.inputAmount.currency) ||
    !confirmed.outputAmount.currency.equals(current.outputAmount.currency) ||
    !confirmed.inputAmount.equalTo(current.inputAmount) ||
    !confirmed.outputAmount.equalTo(current.outputAmount) ||
    pathOf(confirmed) !== pathOf(current)
  );
}

// The review mode has its own module: the page needs it before any trade code has loaded.
export { type SwapReviewMode, swapReviewMode } from './reviewMode';
