// @uniswap/smart-order-router run offline on our pools: its own route enumeration
// (computeAllV2Routes / computeAllV3Routes / computeAllMixedRoutes, up to 3 hops) and its own
// split search (getBestSwapRoute: 5% steps, up to 7 routes (its default), a zero gas model or
// the bench's own gas model; exact input and exact output), fed with quotes
// the bench computes for every route and share (its AlphaRouter would ask the chain's quoter
// contracts; there is no chain here). Its build is CommonJS, so it gets CommonJS SDK objects:
// copies of the bench's pairs and pools, mapped back for quoting.
import { createRequire } from 'node:module';
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';

const require = createRequire(import.meta.url);
const sorRequire = createRequire(require.resolve('@uniswap/smart-order-router'));
const functions = '@uniswap/smart-order-router/build/main/routers/alpha-router/functions';
// biome-ignore lint/suspicious/noExplicitAny: an untyped CommonJS surface, used as documented in its d.ts
type Any = any;
const sor: Any = require('@uniswap/smart-order-router');
const { getBestSwapRoute }: Any = require(`${functions}/best-swap-route`);
const { computeAllV2Routes, computeAllV3Routes, computeAllMixedRoutes }: Any = require(
  `${functions}/compute-all-routes`,
);
const {
  PortionProvider,
}: Any = require('@uniswap/smart-order-router/build/main/providers/portion-provider');
const { BigNumber }: Any = sorRequire('@ethersproject/bignumber');
const cjsCore: Any = sorRequire('@uniswap/sdk-core');
const cjsV2: Any = sorRequire('@uniswap/v2-sdk');
const cjsV3: Any = sorRequire('@uniswap/v3-sdk');

const EXACT_INPUT = 0;
const EXACT_OUTPUT = 1;
const MAINNET = 1;
export const SOR_PERCENTS = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);

/**
 * Quotes a route (pools in trade order from `tokenIn`): the output for a raw input amount, or
 * (exact output) the input needed for a raw output amount; undefined when it cannot.
 */
export type RouteQuoter = (
  pools: ReadonlyArray<Pair | Pool>,
  tokenIn: Token,
  amount: bigint,
  exactInput: boolean,
) => bigint | undefined;

export interface SorMarket {
  readonly tokens: Map<string, Any>;
  readonly pairs: Any[];
  readonly pools: Any[];
  /** CommonJS copy -> the bench's own object. */
  readonly original: Map<Any, Pair | Pool>;
}

export function toSorMarket(pairs: readonly Pair[], pools: readonly Pool[]): SorMarket {
  const tokens = new Map<string, Any>();
  const tokenOf = (token: Token) => {
    const key = token.address.toLowerCase();
    let copy = tokens.get(key);
    if (!copy) {
      copy = new cjsCore.Token(
        token.chainId,
        token.address,
        token.decimals,
        token.symbol,
        token.name,
      );
      tokens.set(key, copy);
    }
    return copy;
  };
  const original = new Map<Any, Pair | Pool>();
  const sorPairs = pairs.map((pair) => {
    const copy = new cjsV2.Pair(
      cjsCore.CurrencyAmount.fromRawAmount(tokenOf(pair.token0), pair.reserve0.quotient.toString()),
      cjsCore.CurrencyAmount.fromRawAmount(tokenOf(pair.token1), pair.reserve1.quotient.toString()),
    );
    original.set(copy, pair);
    return copy;
  });
  const sorPools = pools.map((pool) => {
    const ticks = (pool.tickDataProvider as unknown as { ticks: Any[] }).ticks.map((tick) => ({
      index: tick.index,
      liquidityNet: tick.liquidityNet.toString(),
      liquidityGross: tick.liquidityGross.toString(),
    }));
    const copy = new cjsV3.Pool(
      tokenOf(pool.token0),
      tokenOf(pool.token1),
      pool.fee,
      pool.sqrtRatioX96.toString(),
      pool.liquidity.toString(),
      pool.tickCurrent,
      ticks,
    );
    original.set(copy, pool);
    return copy;
  });
  return { tokens, pairs: sorPairs, pools: sorPools, original };
}

const poolId = (pool: Any) =>
  `${pool.fee ?? 'v2'}:${pool.token0.address.toLowerCase()}:${pool.token1.address.toLowerCase()}`;
const v2PoolProvider = {
  getPoolAddress: (a: Any, b: Any) => ({ poolAddress: poolId({ token0: a, token1: b }) }),
};
const v3PoolProvider = {
  getPoolAddress: (a: Any, b: Any, fee: number) => ({
    poolAddress: poolId({ token0: a, token1: b, fee }),
  }),
};
const usdToken = sor.usdGasTokensByChain[MAINNET][0];
const zeroGasModel = {
  estimateGasCost: (route: Any) => ({
    gasEstimate: BigNumber.from(0),
    gasCostInToken: sor.CurrencyAmount.fromRawAmount(route.quoteToken, 0),
    gasCostInUSD: sor.CurrencyAmount.fromRawAmount(usdToken, 0),
  }),
};
/**
 * A gas model in SOR's shape pricing each route with `routeCost` (the bench's gas model, in raw
 * units of the quote token), so its split search weighs gas exactly as ours does.
 */
function costGasModel(market: SorMarket, routeCost: (pools: ReadonlyArray<Pair | Pool>) => bigint) {
  return {
    estimateGasCost: (routeQuote: Any) => {
      const pools = (routeQuote.route.pairs ?? routeQuote.route.pools).map((pool: Any) =>
        market.original.get(pool),
      );
      return {
        gasEstimate: BigNumber.from(0),
        gasCostInToken: sor.CurrencyAmount.fromRawAmount(
          routeQuote.quoteToken,
          routeCost(pools).toString(),
        ),
        gasCostInUSD: sor.CurrencyAmount.fromRawAmount(usdToken, 0),
      };
    },
  };
}

const routingConfig = {
  minSplits: 1,
  maxSplits: 7,
  distributionPercent: 5,
  forceCrossProtocol: false,
  forceMixedRoutes: false,
};

export interface SorResult {
  /** Each split: the bench's own pools in trade order and the raw amount SOR gave it (input
   * for exact input, output for exact output). */
  readonly splits: Array<{ pools: Array<Pair | Pool>; amount: bigint; percent: number }>;
  readonly routeCount: number;
  /** Route enumeration plus the split search (quoting excluded). */
  readonly searchMs: number;
  readonly quoteMs: number;
}

/**
 * SOR's best split of `amount` (of `tokenIn` for exact input, of `tokenOut` for exact output),
 * or null.
 */
export async function sorBestRoute(
  market: SorMarket,
  tokenIn: Token,
  tokenOut: Token,
  amount: bigint,
  exactInput: boolean,
  quote: RouteQuoter,
  /** Each route's gas in raw units of the quote token; without it, a zero gas model. */
  routeCost?: (pools: ReadonlyArray<Pair | Pool>) => bigint,
): Promise<SorResult | null> {
  const sorIn = market.tokens.get(tokenIn.address.toLowerCase());
  const sorOut = market.tokens.get(tokenOut.address.toLowerCase());
  if (!sorIn || !sorOut) return null; // a token without any pair or pool
  let started = performance.now();
  const routes: Any[] = [
    ...computeAllV2Routes(sorIn, sorOut, market.pairs, 3),
    ...computeAllV3Routes(sorIn, sorOut, market.pools, 3),
    ...computeAllMixedRoutes(sorIn, sorOut, [...market.pairs, ...market.pools], 3),
  ];
  let searchMs = performance.now() - started;

  started = performance.now();
  const quoted: Array<{ route: Any; percent: number; part: bigint; out: bigint }> = [];
  for (const route of routes) {
    const pools = (route.pairs ?? route.pools).map((pool: Any) => market.original.get(pool));
    for (const percent of SOR_PERCENTS) {
      const part = (amount * BigInt(percent)) / 100n;
      const out = part > 0n ? quote(pools, tokenIn, part, exactInput) : undefined;
      if (out !== undefined && out > 0n) quoted.push({ route, percent, part, out });
    }
  }
  const quoteMs = performance.now() - started;

  started = performance.now();
  const gasModel = routeCost ? costGasModel(market, routeCost) : zeroGasModel;
  const withQuotes = quoted.map(({ route, percent, part, out }) => {
    const common = {
      amount: sor.CurrencyAmount.fromRawAmount(exactInput ? sorIn : sorOut, part.toString()),
      rawQuote: BigNumber.from(out.toString()),
      percent,
      route,
      quoteToken: exactInput ? sorOut : sorIn,
      tradeType: exactInput ? EXACT_INPUT : EXACT_OUTPUT,
    };
    const v3Extras = {
      sqrtPriceX96AfterList: [],
      initializedTicksCrossedList: [],
      quoterGasEstimate: BigNumber.from(0),
    };
    if (route.protocol === 'V2') {
      return new sor.V2RouteWithValidQuote({ ...common, gasModel, v2PoolProvider });
    }
    if (route.protocol === 'V3') {
      return new sor.V3RouteWithValidQuote({
        ...common,
        ...v3Extras,
        gasModel,
        v3PoolProvider,
      });
    }
    return new sor.MixedRouteWithValidQuote({
      ...common,
      ...v3Extras,
      mixedRouteGasModel: gasModel,
      v2PoolProvider,
      v3PoolProvider,
    });
  });
  const best = await getBestSwapRoute(
    sor.CurrencyAmount.fromRawAmount(exactInput ? sorIn : sorOut, amount.toString()),
    SOR_PERCENTS,
    withQuotes,
    exactInput ? EXACT_INPUT : EXACT_OUTPUT,
    MAINNET,
    routingConfig,
    new PortionProvider(),
  );
  searchMs += performance.now() - started;
  if (!best) return null;
  return {
    splits: best.routes.map((routeQuote: Any) => ({
      pools: (routeQuote.route.pairs ?? routeQuote.route.pools).map((pool: Any) =>
        market.original.get(pool),
      ),
      amount: BigInt(routeQuote.amount.quotient.toString()),
      percent: routeQuote.percent,
    })),
    routeCount: routes.length,
    searchMs,
    quoteMs,
  };
}
