// Which router a swap goes through, so which contract its input token is approved for (spec 000
// §4 approvals): the V2 router for V2 swaps, the V3 SwapRouter for V3 swaps, SwapRouter02 for
// trades split over routes or mixing v2 and v3 pools (issue #30 §2).
import { getChainInfo } from '@dex/chains';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import type { SplitRouteTrade } from './splitTrade';
import type { ProtocolVersion, SwapVersion } from './swapUrl';
import type { AnyTrade } from './tradeMath';

/** The router a swap is sent through: one protocol's own router, or SwapRouter02 for both. */
export type SwapRouterKind = ProtocolVersion | 'swapRouter02';

/** The router a swap of `via` goes through on a chain; null where it is not deployed. */
export function swapSpender(chainId: number, via: SwapRouterKind): string | null {
  const contracts = getChainInfo(chainId)?.contracts;
  if (via === 'swapRouter02') return contracts?.swapRouter02 ?? null;
  return (via === 'v2' ? contracts?.v2Router02 : contracts?.swapRouter) ?? null;
}

/**
 * The router a trade is sent through: SwapRouter02 for a split or mixed trade, else its own
 * protocol's (told by shape, as `isV2Trade`: this runs with the page, before the trade code loads).
 */
export function tradeRouterKind(trade: AnyTrade): SwapRouterKind {
  if ('splits' in trade) return 'swapRouter02';
  return 'swaps' in trade ? 'v3' : 'v2';
}

/** A split or mixed trade (SwapRouter02's), or null for a single protocol's trade. */
export function asSplitTrade(trade: AnyTrade | null | undefined): SplitRouteTrade | null {
  return trade && tradeRouterKind(trade) === 'swapRouter02' ? (trade as SplitRouteTrade) : null;
}

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
