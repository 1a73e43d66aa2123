// Which router the swap page sends through and what its badge says (issue #30 §2): the protocol
// `?use=` chose, or with the best route the chosen trade's; and the network cost a split search counted.
import {
  type AnyTrade,
  asSplitTrade,
  type SplitRouteTrade,
  type SwapRouterKind,
  tradeRouterKind,
} from '@dex/router';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import type { SwapVersion } from './swapUrl';

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
