// How /swap writes its route and price impact (spec 000 §9 display, §7 symbol fallbacks): long
// symbols shortened, the price impact coloured by its tier. Amounts, prices and symbols are
// written by @dex/router's amountDisplay.ts.
import { shortenSymbol } from '@dex/primitives';
import {
  type AnyTrade,
  getPriceImpactTier,
  isSplitTrade,
  isV2Trade,
  symbolText,
} from '@dex/router';
import type { Percent, Token } from '@uniswap/sdk-core';

/** The tokens the trade passes through, input to output (a split trade's largest route). */
export function routeSymbols(trade: AnyTrade): string[] {
  const path = isV2Trade(trade)
    ? trade.route.path
    : isSplitTrade(trade)
      ? (trade.splits[0]?.path ?? [])
      : (trade.swaps[0]?.route.tokenPath ?? []);
  return path.map((token) => shortenSymbol(token.symbol ?? '?'));
}

/** The colour of each of the 5 price impact tiers (spec §9), low to high, as the 2021 interface. */
export type PriceImpactTone = 'success' | 'primary' | 'warning' | 'danger';
const TIER_TONES = ['success', 'primary', 'warning', 'danger', 'danger'] as const;

/** The colour a price impact is shown in: its tier, 0 (green) to 4 (red). */
export function priceImpactTone(priceImpact: Percent | undefined): PriceImpactTone {
  return TIER_TONES[getPriceImpactTier(priceImpact)];
}

/** One leg of a route as the route diagram shows it (ui-kit `TradeRoute`'s `TradeRouteSplit`). */
export interface RouteLegText {
  /** The leg's share, as `locale` writes a percent ("40%", "40 %"). */
  readonly percent: string;
  readonly symbols: readonly string[];
  /** Per hop: "V2" for a v2 pair, else the v3 pool's fee tier ("0.05%"). */
  readonly pools: readonly string[];
}

/**
 * A trade's legs for the route diagram: each route of a split trade with its share, or the one
 * route of a v2 or v3 trade at 100%.
 */
export function routeLegs(trade: AnyTrade, locale: string): RouteLegText[] {
  const percentFormat = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const percent = (value: number) => percentFormat.format(value / 100);
  // A fee tier in hundredths of a basis point: 500 is 0.05%.
  const feeText = (fee: number) => percentFormat.format(fee / 1_000_000);
  const symbols = (path: readonly Token[]) => path.map((token) => symbolText(token));
  if (isSplitTrade(trade)) {
    return trade.splits.map((split) => ({
      percent: percent(split.percent),
      symbols: symbols(split.path),
      pools: split.pools.map((pool) => ('tickSpacing' in pool ? feeText(pool.fee) : 'V2')),
    }));
  }
  if (isV2Trade(trade)) {
    return [
      {
        percent: percent(100),
        symbols: symbols(trade.route.path),
        pools: trade.route.pairs.map(() => 'V2'),
      },
    ];
  }
  return trade.swaps.map(({ route, inputAmount }) => ({
    percent: percent(
      trade.inputAmount.equalTo(0)
        ? 100
        : Number(
            inputAmount.asFraction.divide(trade.inputAmount.asFraction).multiply(100).toFixed(0),
          ),
    ),
    symbols: symbols(route.tokenPath),
    pools: route.pools.map((pool) => feeText(pool.fee)),
  }));
}
