// Spec §4 swap flow: the confirm dialog holds the trade it opened with; when the live trade
// differs the dialog shows "Price Updated" and waits for Accept.
import type { AnyTrade, PriceImpactConfirmation } from '@dex/router';
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

/**
 * How the main button's Swap goes on: `send` at once, `impactOnly` (the dialog asks only for the
 * price-impact confirmation), or the full `review`.
 */
export type SwapReviewMode = 'send' | 'impactOnly' | 'review';

/**
 * Spec §4: expert mode skips the review. Never for a swap whose output leaves the connected
 * account: a `?recipient=` link must not be one click from a transfer to a stranger, so that swap
 * is always reviewed (the dialog shows the recipient). `recipient` is where the output goes (the
 * account itself when none is set), null while a typed one is unresolved.
 */
export function swapReviewMode(input: {
  readonly expertMode: boolean;
  readonly impactConfirmation: PriceImpactConfirmation;
  readonly account: string | null;
  readonly recipient: string | null;
}): SwapReviewMode {
  const { account, recipient } = input;
  const toOwnAccount =
    account !== null && recipient !== null && account.toLowerCase() === recipient.toLowerCase();
  if (!input.expertMode || !toOwnAccount) return 'review';
  return input.impactConfirmation === 'none' ? 'send' : 'impactOnly';
}
