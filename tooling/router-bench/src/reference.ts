// The fine-grained reference of issue #40: a greedy split in 1% steps over every route of up to
// three pools (v2, v3 and mixed), each step to the route whose next 1% gains most (exact input:
// output; exact output: the least extra input), a route joining only while it shares no pair or
// pool with the routes in use and fewer than the route limit are. Every quote is exact (the SDK's
// v2 maths, the router's SDK-equal v3 simulation); slow on purpose: nothing is pruned. With a
// gas model (the live part's second run), a route's first share also pays the route's gas.
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import type { RouteQuoter } from './smartOrderRouter';

export interface ReferenceSplit {
  /** Pools in trade order from the input token. */
  readonly pools: ReadonlyArray<Pair | Pool>;
  /** The raw amount given to this route (input for exact input, output for exact output). */
  readonly amount: bigint;
  readonly percent: number;
}

const other = (pool: Pair | Pool, token: Token) =>
  pool.token0.equals(token) ? pool.token1 : pool.token0;

/** Every path of up to `maxHops` pools from `tokenIn` to `tokenOut` visiting no token twice. */
export function allRoutes(
  pools: ReadonlyArray<Pair | Pool>,
  tokenIn: Token,
  tokenOut: Token,
  maxHops: number,
): Array<Array<Pair | Pool>> {
  const byToken = new Map<string, Array<Pair | Pool>>();
  for (const pool of pools) {
    for (const token of [pool.token0, pool.token1]) {
      const key = token.address.toLowerCase();
      byToken.set(key, [...(byToken.get(key) ?? []), pool]);
    }
  }
  const routes: Array<Array<Pair | Pool>> = [];
  const path: Array<Pair | Pool> = [];
  const seen = new Set<string>();
  const walk = (token: Token) => {
    seen.add(token.address.toLowerCase());
    for (const pool of byToken.get(token.address.toLowerCase()) ?? []) {
      const next = other(pool, token);
      if (seen.has(next.address.toLowerCase())) continue;
      path.push(pool);
      if (next.equals(tokenOut)) routes.push([...path]);
      else if (path.length < maxHops) walk(next);
      path.pop();
    }
    seen.delete(token.address.toLowerCase());
  };
  walk(tokenIn);
  return routes;
}

export function referenceSplit(
  pools: ReadonlyArray<Pair | Pool>,
  tokenIn: Token,
  tokenOut: Token,
  amount: bigint,
  exactInput: boolean,
  quote: RouteQuoter,
  maxRoutes: number,
  maxHops = 3,
  /** Each route's gas in raw units of the quote token, charged when the route joins the split. */
  routeCost?: (pools: ReadonlyArray<Pair | Pool>) => bigint,
): ReferenceSplit[] | null {
  const routes = allRoutes(pools, tokenIn, tokenOut, maxHops);
  const part = (percent: number) => (amount * BigInt(percent)) / 100n;
  // Value of `percent` through route i: higher is better.
  const cache = routes.map(() => new Map<number, bigint | undefined>());
  const value = (route: number, percent: number): bigint | undefined => {
    if (percent === 0) return 0n;
    const known = cache[route] as Map<number, bigint | undefined>;
    if (!known.has(percent)) {
      const given = part(percent);
      const quoted =
        given > 0n
          ? quote(routes[route] as Array<Pair | Pool>, tokenIn, given, exactInput)
          : undefined;
      known.set(
        percent,
        quoted === undefined || (exactInput && quoted <= 0n)
          ? undefined
          : exactInput
            ? quoted
            : -quoted,
      );
    }
    return known.get(percent);
  };
  const shares = new Map<number, number>();
  const used = new Set<Pair | Pool>();
  for (let step = 0; step < 100; step++) {
    let best: { route: number; gain: bigint } | undefined;
    for (let route = 0; route < routes.length; route++) {
      const share = shares.get(route) ?? 0;
      if (share === 0) {
        if (shares.size >= maxRoutes) continue;
        if ((routes[route] as Array<Pair | Pool>).some((pool) => used.has(pool))) continue;
      }
      const now = value(route, share);
      const next = value(route, share + 1);
      if (now === undefined || next === undefined) continue;
      // A route's first share pays its gas: it joins only when that share gains more than it costs.
      const gas = share === 0 && routeCost ? routeCost(routes[route] as Array<Pair | Pool>) : 0n;
      const gain = next - now - gas;
      if (!best || gain > best.gain) best = { route, gain };
    }
    if (!best) return null;
    if (!shares.has(best.route))
      for (const pool of routes[best.route] as Array<Pair | Pool>) used.add(pool);
    shares.set(best.route, (shares.get(best.route) ?? 0) + 1);
  }
  // Whole amounts: the rounding remainder to the largest share.
  const entries = [...shares].sort((a, b) => b[1] - a[1]);
  const amounts = entries.map(([, percent]) => part(percent));
  const remainder = amount - amounts.reduce((sum, value) => sum + value, 0n);
  amounts[0] = (amounts[0] as bigint) + remainder;
  return entries.map(([route, percent], index) => ({
    pools: routes[route] as Array<Pair | Pool>,
    amount: amounts[index] as bigint,
    percent,
  }));
}
