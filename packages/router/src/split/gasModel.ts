import type { Currency, Price } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';

/** A route's protocol: only v2 pairs, only v3 pools, or both in one path. */
export type RouteProtocol = 'V2' | 'V3' | 'MIXED';

/** What the gas model is told about one route of a split. */
export interface RouteGasInput {
  readonly protocol: RouteProtocol;
  /** The route's pairs and pools in trade order. */
  readonly pools: ReadonlyArray<Pair | Pool>;
  readonly v2Hops: number;
  readonly v3Hops: number;
}

/**
 * Prices the gas of one route of a split in raw units of the quote currency: the output currency
 * for exact input (subtracted from the output), the input currency for exact output (added to
 * the input). Routes are compared on those net amounts, so a route is only added to a split when
 * its extra output pays for its gas.
 */
export interface RouteGasModel {
  routeCost(route: RouteGasInput): bigint;
}

/** Gas units a route costs: a fixed part per route (one router call) plus one per hop. */
export interface RouteGasUnits {
  readonly perRoute: bigint;
  readonly perV2Hop: bigint;
  readonly perV3Hop: bigint;
}

/**
 * Rough SwapRouter02 costs: each route is one call inside the multicall (transfer in and out,
 * call overhead); a v2 hop is a pair swap with its reserves update; a v3 hop a pool swap
 * (without ticks crossed, which the model does not count).
 */
export const DEFAULT_ROUTE_GAS_UNITS: RouteGasUnits = {
  perRoute: 60_000n,
  perV2Hop: 60_000n,
  perV3Hop: 80_000n,
};

export interface GasModelPrices {
  /** The chain's gas price in wei. */
  readonly gasPriceWei: bigint;
  /**
   * The native coin's price in the quote currency (base: the native coin or its wrapped token,
   * quote: the output currency for exact input, the input currency for exact output).
   */
  readonly nativePrice: Price<Currency, Currency>;
  readonly gasUnits?: Partial<RouteGasUnits>;
}

/** The usual gas model: gas units per route and hop, times the gas price, in the quote currency. */
export function createRouteGasModel({
  gasPriceWei,
  nativePrice,
  gasUnits = {},
}: GasModelPrices): RouteGasModel {
  const units = { ...DEFAULT_ROUTE_GAS_UNITS, ...gasUnits };
  // Price.quote on raw amounts: wei * numerator / denominator (both raw units).
  const numerator = BigInt(nativePrice.numerator.toString());
  const denominator = BigInt(nativePrice.denominator.toString());
  return {
    routeCost({ v2Hops, v3Hops }) {
      const gas =
        units.perRoute + units.perV2Hop * BigInt(v2Hops) + units.perV3Hop * BigInt(v3Hops);
      return (gas * gasPriceWei * numerator) / denominator;
    },
  };
}
