// What the confirm dialog shows of the swap under review (spec §4 swap flow): both amounts, the
// execution price, the bound the swap is sent with (minimum received or maximum sold) and the
// price-impact confirmation it needs, all from the accepted swap, the one that is sent.
import {
  amountText,
  computePriceImpactWithoutFee,
  computeSlippageAdjustedAmounts,
  getPriceImpactConfirmation,
  type PriceImpactConfirmation,
  priceImpactConfirmThreshold,
  priceParts,
  symbolText,
} from '@dex/router';
import { TradeType } from '@uniswap/sdk-core';
import type { SwapReview } from './swapReview';

/** An amount and its symbol as shown. */
export interface AmountText {
  readonly amount: string;
  readonly symbol: string;
}

export interface ConfirmSwapText {
  readonly input: AmountText;
  readonly output: AmountText;
  /** The values of "{price} {quote} per {base}" at the trade's execution price. */
  readonly price: { readonly price: string; readonly quote: string; readonly base: string };
  /** Exact input: the minimum received ('out'); exact output: the maximum sold ('in'). */
  readonly estimate: AmountText & { readonly kind: 'out' | 'in' };
  readonly impactConfirmation: PriceImpactConfirmation;
  /** The impact threshold that confirmation is asked above, in whole percent ("5"). */
  readonly impactThresholdPercent: string;
}

/** The confirm dialog's texts of `review`, written for `locale`. */
export function confirmSwapText(
  review: Pick<SwapReview, 'trade' | 'allowedSlippageBips'>,
  locale: string,
): ConfirmSwapText {
  const { trade, allowedSlippageBips } = review;
  const confirmation = getPriceImpactConfirmation(computePriceImpactWithoutFee(trade));
  const slippage = computeSlippageAdjustedAmounts(trade, allowedSlippageBips);
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT;
  return {
    input: {
      amount: amountText(trade.inputAmount, locale),
      symbol: symbolText(trade.inputAmount.currency),
    },
    output: {
      amount: amountText(trade.outputAmount, locale),
      symbol: symbolText(trade.outputAmount.currency),
    },
    price: priceParts(trade.executionPrice, locale),
    estimate: exactInput
      ? {
          kind: 'out',
          amount: amountText(slippage.minimumAmountOut, locale),
          symbol: symbolText(trade.outputAmount.currency),
        }
      : {
          kind: 'in',
          amount: amountText(slippage.maximumAmountIn, locale),
          symbol: symbolText(trade.inputAmount.currency),
        },
    impactConfirmation: confirmation,
    impactThresholdPercent: priceImpactConfirmThreshold(confirmation).toFixed(0),
  };
}
