// pnpm bench: the router's best-trade search against @uniswap/v2-sdk's Trade.bestTradeExactIn on
// the same hub-shaped pair sets and the same fixed queries. Prints both medians and the ratio,
// and fails (exit code 1) if any of our outputs is worse than the SDK's.
import { CurrencyAmount, Percent } from '@uniswap/sdk-core';
import { Trade } from '@uniswap/v2-sdk';
import { createV2RoutingGraph, findBestV2TradeExactIn } from '../src/index';
import { syntheticMarket, syntheticQueries } from './syntheticPairs';

const SIZES = [
  { tokens: 20, pairs: 50 },
  { tokens: 50, pairs: 200 },
  { tokens: 100, pairs: 600 },
] as const;
const QUERY_COUNT = 15;
const GOAL_RATIO = 20;
const PLAIN_BEST = new Percent(0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function time<T>(run: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
}

const format = (ms: number) => `${ms.toFixed(3)} ms`;
let failed = false;

for (const size of SIZES) {
  const market = syntheticMarket(size.tokens, size.pairs, 2021);
  const queries = syntheticQueries(market, QUERY_COUNT, 42);
  const sdkTimes: number[] = [];
  const coldTimes: number[] = [];
  const warmTimes: number[] = [];
  const hopCounts = [0, 0, 0, 0];
  let worse = 0;

  // Warm the JIT for both sides on a throwaway query.
  const warmQuery = queries[0];
  if (warmQuery) {
    const amountIn = CurrencyAmount.fromRawAmount(warmQuery.tokenIn, warmQuery.amount.toString());
    Trade.bestTradeExactIn([...market.pairs], amountIn, warmQuery.tokenOut, {
      maxHops: 3,
      maxNumResults: 1,
    });
    for (let i = 0; i < 20; i++)
      findBestV2TradeExactIn([...market.pairs], amountIn, warmQuery.tokenOut);
  }

  for (const query of queries) {
    const amountIn = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
    const sdk = time(
      () =>
        Trade.bestTradeExactIn([...market.pairs], amountIn, query.tokenOut, {
          maxHops: 3,
          maxNumResults: 1,
        })[0],
    );
    // Cold: a fresh pairs array, so the graph index is built inside the timed call.
    const freshPairs = [...market.pairs];
    const cold = time(() =>
      findBestV2TradeExactIn(freshPairs, amountIn, query.tokenOut, {
        betterTradeThreshold: PLAIN_BEST,
      }),
    );
    // Warm: the graph already built for this reserves snapshot (the per-keystroke case).
    const graph = createV2RoutingGraph(freshPairs);
    const warm = time(() =>
      findBestV2TradeExactIn(graph, amountIn, query.tokenOut, { betterTradeThreshold: PLAIN_BEST }),
    );
    sdkTimes.push(sdk.ms);
    coldTimes.push(cold.ms);
    warmTimes.push(warm.ms);
    const sdkOut = BigInt(sdk.result?.outputAmount.quotient.toString() ?? '0');
    const ourOut = BigInt(cold.result?.outputAmount.quotient.toString() ?? '0');
    const warmOut = BigInt(warm.result?.outputAmount.quotient.toString() ?? '0');
    if (ourOut < sdkOut || warmOut < sdkOut) worse++;
    hopCounts[cold.result?.route.pairs.length ?? 0] =
      (hopCounts[cold.result?.route.pairs.length ?? 0] ?? 0) + 1;
  }

  const sdkMedian = median(sdkTimes);
  const coldMedian = median(coldTimes);
  const warmMedian = median(warmTimes);
  const ratio = sdkMedian / coldMedian;
  console.log(
    `${size.tokens} tokens / ${size.pairs} pairs, ${queries.length} queries: ` +
      `SDK median ${format(sdkMedian)}, router median ${format(coldMedian)} (graph built per call), ` +
      `${format(warmMedian)} (graph reused); ratio ${ratio.toFixed(1)}x / ${(sdkMedian / warmMedian).toFixed(1)}x; ` +
      `routes by hops [none, 1, 2, 3] = [${hopCounts.join(', ')}]; worse than SDK: ${worse}`,
  );
  if (worse > 0) failed = true;
  if (size.tokens === 100 && ratio < GOAL_RATIO) {
    console.log(`Below the ${GOAL_RATIO}x goal at 100 tokens / 600 pairs.`);
    failed = true;
  }
}

if (failed) process.exitCode = 1;
