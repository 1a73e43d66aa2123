// The trade details shown under the inputs and in the confirm dialog (spec §2 trade-details
// tooltip): minimum received or maximum sold, price impact, LP fee and route (a split trade's
// route is the TradeRoute diagram instead).

import { formatPriceImpact, localizeDecimal } from '@dex/primitives';
import {
  type AnyTrade,
  amountText,
  computePriceImpactWithoutFee,
  computeRealizedLpFeeAmount,
  computeSlippageAdjustedAmounts,
  isSplitTrade,
  type PriceImpactTone,
  priceImpactTone,
  routeLegs,
  routeSymbols,
  symbolText,
} from '@dex/router';
import { TradeType } from '@uniswap/sdk-core';
import type { Translate } from '../i18n';

export interface DetailRow {
  readonly label: string;
  readonly value: string;
  /** The value's colour; the price impact's is its tier's. */
  readonly tone?: PriceImpactTone;
}

export function tradeDetailRows(
  t: Translate,
  trade: AnyTrade,
  slippageBips: number,
  locale: string,
  splitRouteDrawn = false,
): DetailRow[] {
  const slippage = computeSlippageAdjustedAmounts(trade, slippageBips);
  const inputSymbol = symbolText(trade.inputAmount.currency);
  const outputSymbol = symbolText(trade.outputAmount.currency);
  const priceImpact = computePriceImpactWithoutFee(trade);
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT;
  return [
    exactInput
      ? {
          label: t('swap.minimumReceived'),
          value: `${amountText(slippage.minimumAmountOut, locale)} ${outputSymbol}`,
        }
      : {
          label: t('swap.maximumSold'),
          value: `${amountText(slippage.maximumAmountIn, locale)} ${inputSymbol}`,
        },
    {
      label: t('swap.priceImpact'),
      value: formatPriceImpact(priceImpact, locale),
      tone: priceImpactTone(priceImpact),
    },
    {
      label: t('swap.lpFee'),
      value: `${localizeDecimal(computeRealizedLpFeeAmount(trade).toSignificant(4), locale)} ${inputSymbol}`,
    },
    // Where a split trade's route is drawn beside these rows (TradeRoute), no route row.
    ...(isSplitTrade(trade) && splitRouteDrawn
      ? []
      : [{ label: t('swap.route'), value: routeText(trade, locale) }]),
  ];
}

/** The route as text: its tokens, or a split trade's legs with their shares ("60% ETH > USDC, …"). */
function routeText(trade: AnyTrade, locale: string): string {
  if (!isSplitTrade(trade)) return routeSymbols(trade).join(' > ');
  return routeLegs(trade, locale)
    .map((leg) => `${leg.percent} ${leg.symbols.join(' > ')}`)
    .join(', ');
}

/** The history text of a swap in the locale it was made in: "Swap 1 ETH for 1,997.2 USDC". */
export function swapSummary(t: Translate, trade: AnyTrade, locale: string): string {
  return t('swap.summary', {
    input: amountText(trade.inputAmount, locale),
    inputSymbol: symbolText(trade.inputAmount.currency),
    output: amountText(trade.outputAmount, locale),
    outputSymbol: symbolText(trade.outputAmount.currency),
  });
}
