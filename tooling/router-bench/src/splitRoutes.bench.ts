// pnpm bench: @dex/router's findBestRoute against @uniswap/smart-order-router (run offline, see
// smartOrderRouter.ts) on the same seeded v2 + v3 markets and the same exact-input queries.
// Both answers are judged by the SDK: each split re-quoted hop by hop with Pair.getOutputAmount
// and Pool.getOutputAmount. Prints both side by side and exits with 1 when a goal is missed:
// ours >= SOR's on at least 95% of queries, never below 99.9% of it, and a median search of at
// most 16 ms at 100 tokens / 600 pools.
import { findBestRoute, simulateV3ExactInput } from '@dex/router';
import { CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { Pool } from '@uniswap/v3-sdk';
// The seeded markets are the router's own bench fixtures (its unit tests use them too).
import {
  type MarketShape,
  type MixedMarket,
  syntheticMixedMarket,
} from '../../../packages/router/bench/syntheticMixedMarket';
import { seededRandom } from '../../../packages/router/bench/syntheticPairs';
import { type RouteQuoter, sorBestRoute, toSorMarket } from './smartOrderRouter';

const SETS: ReadonlyArray<{ tokens: number; pools: number; shape: MarketShape; queries: number }> =
  [
    { tokens: 20, pools: 50, shape: 'hub', queries: 12 },
    { tokens: 20, pools: 50, shape: 'uniform', queries: 12 },
    { tokens: 50, pools: 200, shape: 'hub', queries: 12 },
    { tokens: 50, pools: 200, shape: 'uniform', queries: 12 },
    { tokens: 100, pools: 600, shape: 'hub', queries: 20 },
    { tokens: 100, pools: 600, shape: 'uniform', queries: 20 },
  ];
const MEDIAN_GOAL_MS = 16;
const AT_LEAST_SHARE = 0.95;
const NEVER_BELOW = 0.999;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Fast quotes (the router's v3 simulation, equal to the SDK's; v2 by the SDK's Pair). */
const fastQuote: RouteQuoter = (pools, tokenIn, amountIn) => {
  let amount = CurrencyAmount.fromRawAmount(tokenIn, amountIn.toString());
  for (const pool of pools) {
    if (pool instanceof Pair) {
      try {
        [amount] = pool.getOutputAmount(amount);
      } catch {
        return undefined; // no output or empty reserves
      }
    } else {
      const out = simulateV3ExactInput(pool, amount);
      if (!out) return undefined;
      amount = out;
    }
  }
  return BigInt(amount.quotient.toString());
};

/** The SDK's own answer for a route: Pair.getOutputAmount and (async) Pool.getOutputAmount. */
async function sdkQuote(pools: ReadonlyArray<Pair | Pool>, tokenIn: Token, amountIn: bigint) {
  let amount = CurrencyAmount.fromRawAmount(tokenIn, amountIn.toString());
  for (const pool of pools) {
    [amount] =
      pool instanceof Pair ? pool.getOutputAmount(amount) : await pool.getOutputAmount(amount);
  }
  return BigInt(amount.quotient.toString());
}

/** Fresh SDK objects with the same state: a search over them starts with no cached walks. */
function freshCopies(market: MixedMarket) {
  return {
    pairs: market.pairs.map((pair) => new Pair(pair.reserve0, pair.reserve1)),
    pools: market.pools.map(
      (pool) =>
        new Pool(
          pool.token0,
          pool.token1,
          pool.fee,
          pool.sqrtRatioX96,
          pool.liquidity,
          pool.tickCurrent,
          (pool.tickDataProvider as unknown as { ticks: never[] }).ticks,
        ),
    ),
  };
}

function queriesFor(market: MixedMarket, count: number, seed: number) {
  const random = seededRandom(seed);
  const queries: Array<{ tokenIn: Token; tokenOut: Token; amount: bigint }> = [];
  while (queries.length < count) {
    const a = Math.floor(random() * market.tokens.length);
    const b = Math.floor(random() * market.tokens.length);
    if (a === b) continue;
    const dollars = Math.exp(Math.log(10) + random() * (Math.log(500_000) - Math.log(10)));
    const tokenIn = market.tokens[a] as Token;
    const whole = BigInt(Math.max(1, Math.round((dollars / (market.prices[a] as number)) * 1e6)));
    queries.push({
      tokenIn,
      tokenOut: market.tokens[b] as Token,
      amount: (whole * 10n ** BigInt(tokenIn.decimals)) / 1_000_000n,
    });
  }
  return queries;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
let failed = false;
let compared = 0;
let atLeast = 0;
let worstRatio = Number.POSITIVE_INFINITY;

console.log(
  'findBestRoute (max 3 hops, 4 routes, 5% steps, no gas model) vs @uniswap/smart-order-router ' +
    'getBestSwapRoute over its computeAll*Routes (same limits, zero gas model); outputs judged by the SDK',
);
for (const [setIndex, set] of SETS.entries()) {
  const market = syntheticMixedMarket(set.tokens, set.pools, 2026 + setIndex, set.shape);
  const sorMarket = toSorMarket(market.pairs, market.pools);
  const queries = queriesFor(market, set.queries, 42 + setIndex);
  const cold: number[] = [];
  const warm: number[] = [];
  const sorSearch: number[] = [];
  let routed = 0;
  let setAtLeast = 0;
  let setCompared = 0;
  let better = 0;
  let splitCount = 0;
  let sorRoutes = 0;
  for (const query of queries) {
    const fresh = freshCopies(market);
    const amount = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
    const input = {
      ...fresh,
      amount,
      otherCurrency: query.tokenOut,
      tradeType: TradeType.EXACT_INPUT,
      maxHops: 3,
      maxSplits: 4,
      distributionStep: 5,
    };
    let started = performance.now();
    const ours = findBestRoute(input);
    cold.push(performance.now() - started);
    started = performance.now();
    findBestRoute(input);
    warm.push(performance.now() - started);

    const sor = await sorBestRoute(
      sorMarket,
      query.tokenIn,
      query.tokenOut,
      query.amount,
      fastQuote,
    );
    if (sor) {
      sorSearch.push(sor.searchMs);
      sorRoutes += sor.routeCount;
    }
    if (!ours && !sor) continue;
    routed++;
    let ourOut = 0n;
    for (const split of ours?.splits ?? []) {
      ourOut += await sdkQuote(
        split.pools,
        split.path[0] as Token,
        BigInt(split.inputAmount.quotient.toString()),
      );
    }
    let sorOut = 0n;
    for (const split of sor?.splits ?? [])
      sorOut += await sdkQuote(split.pools, query.tokenIn, split.amountIn);
    splitCount += ours?.splits.length ?? 0;
    setCompared++;
    if (ourOut >= sorOut) setAtLeast++;
    if (ourOut > sorOut) better++;
    if (sorOut > 0n)
      worstRatio = Math.min(worstRatio, Number((ourOut * 1_000_000n) / sorOut) / 1_000_000);
  }
  compared += setCompared;
  atLeast += setAtLeast;
  const coldMedian = median(cold);
  console.log(
    `${set.tokens} tokens / ${market.pairs.length + market.pools.length} pools (${set.shape}), ` +
      `${routed} routed of ${queries.length}: ours >= SOR on ${setAtLeast}/${setCompared} ` +
      `(better on ${better}); median search ours ${ms(coldMedian)} (fresh pools) / ${ms(median(warm))} ` +
      `(walks cached) vs SOR ${ms(median(sorSearch))} (${Math.round(sorRoutes / Math.max(1, sorSearch.length))} ` +
      `routes, quotes not counted); ${(splitCount / Math.max(1, setCompared)).toFixed(1)} routes per answer`,
  );
  if (set.tokens === 100 && coldMedian > MEDIAN_GOAL_MS) {
    console.log(`  median above the ${MEDIAN_GOAL_MS} ms goal`);
    failed = true;
  }
}
const share = compared ? atLeast / compared : 1;
console.log(
  `overall: ours >= SOR on ${atLeast}/${compared} (${(share * 100).toFixed(1)}%, goal >= ${AT_LEAST_SHARE * 100}%), ` +
    `worst ratio ${worstRatio === Number.POSITIVE_INFINITY ? '-' : worstRatio.toFixed(6)} (goal >= ${NEVER_BELOW})`,
);
if (share < AT_LEAST_SHARE || worstRatio < NEVER_BELOW) failed = true;
if (failed) process.exitCode = 1;
