// The trade details shown under the inputs and in the confirm dialog (spec §2 trade-details
// tooltip): minimum received or maximum sold, price impact, LP fee and route (a split trade's
// route is the TradeRoute diagram instead), as named values the app labels in the reader's language.
import { formatPriceImpact, localizeDecimal, type Translator } from '@dex/primitives';
import {
  type AnyTrade,
  amountText,
  computePriceImpactWithoutFee,
  computeRealizedLpFeeAmount,
  computeSlippageAdjustedAmounts,
  isSplitTrade,
  type SplitLimit,
  symbolText,
} from '@dex/router';
import { TradeType } from '@uniswap/sdk-core';
import { type PriceImpactTone, priceImpactTone, routeLegs, routeSymbols } from './swapDisplay';
import type { SplitRouteDisplay } from './swapRoute';
import { formatUsd } from './usdValue';

export type TradeDetailName = 'minimumReceived' | 'maximumSold' | 'priceImpact' | 'lpFee' | 'route';

export interface TradeDetail {
  readonly name: TradeDetailName;
  readonly value: string;
  /** The value's colour; the price impact's is its tier's. */
  readonly tone?: PriceImpactTone;
}

/** The rows for `trade` at the user's slippage; no route row where a split route is drawn beside them. */
export function tradeDetails(
  trade: AnyTrade,
  slippageBips: number,
  locale: string,
  splitRouteDrawn = false,
): TradeDetail[] {
  const slippage = computeSlippageAdjustedAmounts(trade, slippageBips);
  const inputSymbol = symbolText(trade.inputAmount.currency);
  const priceImpact = computePriceImpactWithoutFee(trade);
  return [
    trade.tradeType === TradeType.EXACT_INPUT
      ? {
          name: 'minimumReceived',
          value: `${amountText(slippage.minimumAmountOut, locale)} ${symbolText(trade.outputAmount.currency)}`,
        }
      : {
          name: 'maximumSold',
          value: `${amountText(slippage.maximumAmountIn, locale)} ${inputSymbol}`,
        },
    {
      name: 'priceImpact',
      value: formatPriceImpact(priceImpact, locale),
      tone: priceImpactTone(priceImpact),
    },
    {
      name: 'lpFee',
      value: `${localizeDecimal(computeRealizedLpFeeAmount(trade).toSignificant(4), locale)} ${inputSymbol}`,
    },
    ...(isSplitTrade(trade) && splitRouteDrawn
      ? []
      : [{ name: 'route' as const, value: routeText(trade, locale) }]),
  ];
}

/** The route as text: its tokens, or a split trade's legs with their shares ("60% ETH > USDC, …"). */
function routeText(trade: AnyTrade, locale: string): string {
  if (!isSplitTrade(trade)) return routeSymbols(trade).join(' > ');
  return routeLegs(trade, locale)
    .map((leg) => `${leg.percent} ${leg.symbols.join(' > ')}`)
    .join(', ');
}

/** A trade detail as a view shows it: its label in the reader's words, its value and tone. */
export interface TradeDetailRow {
  readonly label: string;
  readonly value: string;
  readonly tone?: PriceImpactTone;
}

/** `tradeDetails` labelled by the app (`label` words each row's name). */
export function tradeDetailRows(
  label: (name: TradeDetailName) => string,
  trade: AnyTrade,
  slippageBips: number,
  locale: string,
  splitRouteDrawn = false,
): TradeDetailRow[] {
  return tradeDetails(trade, slippageBips, locale, splitRouteDrawn).map(({ name, ...row }) => ({
    label: label(name),
    ...row,
  }));
}

/** The values of a swap's history text ("Swap 1 ETH for 1,997.2 USDC") in the locale it was made in. */
export function swapSummaryValues(
  trade: AnyTrade,
  locale: string,
): { input: string; inputSymbol: string; output: string; outputSymbol: string } {
  return {
    input: amountText(trade.inputAmount, locale),
    inputSymbol: symbolText(trade.inputAmount.currency),
    output: amountText(trade.outputAmount, locale),
    outputSymbol: symbolText(trade.outputAmount.currency),
  };
}

export type TradeDetailsMessage =
  | `swap.${TradeDetailName}`
  | 'swap.tradeDetails'
  | 'swap.route'
  | `swap.routeSummary.${SplitLimit}`
  | 'review.networkCost';

/**
 * Spec §2: the trade details behind the price line (a tooltip on hover or keyboard focus): the
 * trade's rows, and a split trade's route with its legs and the network cost the search counted.
 */
export function tradeDetailsView(
  t: Translator<TradeDetailsMessage>,
  trade: AnyTrade,
  options: {
    readonly slippageBips: number;
    readonly splitRoute: SplitRouteDisplay | null;
    readonly locale: string;
  },
) {
  const { splitRoute, locale } = options;
  return {
    label: t('swap.tradeDetails'),
    rows: tradeDetailRows(
      (name) => t(`swap.${name}`),
      trade,
      options.slippageBips,
      locale,
      Boolean(splitRoute),
    ),
    ...(splitRoute
      ? {
          route: {
            label: t('swap.route'),
            summary: t(`swap.routeSummary.${splitRoute.routing.limitedBy}`, {
              count: splitRoute.routing.routes,
            }),
            splits: routeLegs(splitRoute.trade, locale),
            ...(splitRoute.networkCostUsd
              ? {
                  networkCost: {
                    label: t('review.networkCost'),
                    value: formatUsd(splitRoute.networkCostUsd, locale),
                  },
                }
              : {}),
          },
        }
      : {}),
  };
}
