// Which router the swap page sends through and what its badge says (issue #30 §2): the protocol
// `?use=` chose, or with the best route the chosen trade's; and the network cost a split search counted.
import {
  type AnyTrade,
  asSplitTrade,
  type SplitLimit,
  type SplitRouteTrade,
  type SwapRouterKind,
  type TradeResultOf,
  type TradeState,
  tradeRouterKind,
} from '@dex/router';
import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import type { SwapVersion } from './swapUrl';
import { usdValue } from './usdValue';

// TradeState's values by name: importing the value would load the router's trade code with the page.
/** The form's trade while it asks for none (no amount, a currency missing, a wrap). */
export const NO_TRADE: TradeResultOf<never> = {
  state: 'INVALID' satisfies TradeState,
  trade: null,
};
/** The trade engine is still downloading: the form shows its usual loading state, never a stale quote. */
export const TRADE_ENGINE_LOADING: TradeResultOf<never> = {
  state: 'LOADING' satisfies TradeState,
  trade: null,
};

/**
 * The router the swap goes through: the protocol `?use=` chose, or with the best route the chosen
 * trade's (SwapRouter02 until a trade is chosen).
 */
export function swapRouterKind(
  version: SwapVersion,
  trade: AnyTrade | null | undefined,
): SwapRouterKind {
  if (version !== 'best') return version;
  return trade ? tradeRouterKind(trade) : 'swapRouter02';
}

/** What the page's badge says the swap trades on: the chosen protocol, or the trade's pools. */
export function tradingOn(version: SwapVersion, trade: AnyTrade | null | undefined): string {
  if (version !== 'best') return version;
  if (!trade) return 'v2 + v3';
  const split = asSplitTrade(trade);
  if (!split) return tradeRouterKind(trade);
  return split.protocol === 'MIXED' ? 'v2 + v3' : split.protocol.toLowerCase();
}

/**
 * The network cost a split search counted for its trade, to show in dollars; undefined when it
 * counted none (no gas price known), so no cost of zero is shown.
 */
export function countedGasCost(trade: SplitRouteTrade): CurrencyAmount<Currency> | undefined {
  return trade.gasCost.equalTo(0) ? undefined : trade.gasCost;
}

/** A split or mixed trade's route as the details draw it, with the network cost its search counted. */
export interface SplitRouteDisplay {
  readonly trade: AnyTrade;
  /** How many routes the router took and why not more (the route display says it). */
  readonly routing: { readonly routes: number; readonly limitedBy: SplitLimit };
  /** Undefined while unpriced, or when no gas was counted. */
  readonly networkCostUsd: CurrencyAmount<Token> | undefined;
}

/**
 * The route display of `trade` when it is a split or mixed one (null for other trades), its
 * counted gas valued with `usdPriceOf` (asked only for a split trade that counted gas).
 */
export function splitRouteDisplay(
  trade: AnyTrade | null,
  usdPriceOf: (currency: Currency) => Price<Currency, Token> | undefined,
): SplitRouteDisplay | null {
  const split = asSplitTrade(trade);
  if (!split) return null;
  const gasCost = countedGasCost(split);
  return {
    trade: split,
    routing: split.routing,
    networkCostUsd: gasCost ? usdValue(gasCost, usdPriceOf(gasCost.currency)) : undefined,
  };
}
