// Which router a swap goes through, so which contract its input token is approved for (spec 000
// §4 approvals): the V2 router for V2 swaps, the V3 SwapRouter for V3 swaps, SwapRouter02 for
// trades split over routes or mixing v2 and v3 pools (issue #30 §2).
import { getChainInfo } from '@dex/chains';
import type { SplitRouteTrade } from './splitTrade';
import type { AnyTrade } from './tradeMath';

/** The router a swap is sent through: one protocol's own router, or SwapRouter02 for both. */
export type SwapRouterKind = 'v2' | 'v3' | 'swapRouter02';

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
