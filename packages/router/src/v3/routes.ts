import type { Currency } from '@uniswap/sdk-core';
import { type Pool, Route } from '@uniswap/v3-sdk';

// @spec 000 §9.7 Hops
/** Longest route sent to the Quoter (spec §9). */
export const MAX_V3_HOPS = 2;

/**
 * Every route of up to `maxHops` pools (2, or 1 in single-hop mode) from `currencyIn` to
 * `currencyOut`, never reusing a pool or passing through either end token midway.
 */
export function computeAllV3Routes<TInput extends Currency, TOutput extends Currency>(
  currencyIn: TInput,
  currencyOut: TOutput,
  pools: readonly Pool[],
  maxHops: number = MAX_V3_HOPS,
): Route<TInput, TOutput>[] {
  const tokenIn = currencyIn.wrapped;
  const tokenOut = currencyOut.wrapped;
  if (tokenIn.equals(tokenOut) || maxHops < 1) return [];
  const routes: Route<TInput, TOutput>[] = [];
  const visit = (path: Pool[], at: typeof tokenIn) => {
    for (const pool of pools) {
      if (path.includes(pool) || !pool.involvesToken(at)) continue;
      const next = pool.token0.equals(at) ? pool.token1 : pool.token0;
      if (next.equals(tokenOut)) {
        routes.push(new Route([...path, pool], currencyIn, currencyOut));
      } else if (!next.equals(tokenIn) && path.length + 1 < maxHops) {
        visit([...path, pool], next);
      }
    }
  };
  visit([], tokenIn);
  return routes;
}
