// Display helpers for the trade details: the route's symbols and the price impact's tone.
import { type AnyTrade, getPriceImpactTier } from '@dex/router';
import { shortenSymbol } from '@dex/token-lists';
import type { Percent } from '@uniswap/sdk-core';
import { Trade as V2Trade } from '@uniswap/v2-sdk';

/** The tokens the trade passes through, input to output. */
export function routeSymbols(trade: AnyTrade): string[] {
  const path =
    trade instanceof V2Trade ? trade.route.path : (trade.swaps[0]?.route.tokenPath ?? []);
  return path.map((token) => shortenSymbol(token.symbol ?? '?'));
}

/** The colour of each of the 5 price impact tiers (spec §9), low to high, as the 2021 interface. */
export type PriceImpactTone = 'success' | 'primary' | 'warning' | 'danger';
const TIER_TONES = ['success', 'primary', 'warning', 'danger', 'danger'] as const;

/** The colour a price impact is shown in: its tier from @dex/router, 0 (green) to 4 (red). */
export function priceImpactTone(priceImpact: Percent | undefined): PriceImpactTone {
  return TIER_TONES[getPriceImpactTier(priceImpact)];
}
