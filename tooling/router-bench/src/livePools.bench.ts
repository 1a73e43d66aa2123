// The router bench's second part (issue #40): the same comparison as splitRoutes.bench.ts on the
// devnet's live pools. Starts the devnet (from its cached state), reads every seeded Uniswap v2
// pair and v3 pool as the app's split routing reads them (`splitPoolsFromReads`: reserves,
// slot0, liquidity and each pool's TickLens window), then runs the trades a user would make
// there through findBestRoute, the smart order router (offline) and the reference, without a
// gas model and with one at the chain's gas price, judges every answer with the SDK, prints one
// line per query and the goals of issue #40 (exit 1 when one is missed). Stops the devnet at the
// end, also on failure.

import {
  createRouteGasModel,
  findBestRoute,
  MAX_SPLIT_ROUTES,
  nativePriceIn,
  type RouteGasModel,
  settleReads,
  splitPoolsFromReads,
  type TradeRead,
  type TradeReader,
} from '@dex/router';

/** One read's state as the router takes it. */
type ReadState = ReturnType<TradeReader>[number];

import { type Devnet, startDevnet, type TokenKey } from '@dex-tooling/devnet';
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import {
  bp,
  fastQuote,
  judgeQuery,
  median,
  ms,
  NEAR_BP,
  NEAR_SHARE,
  type RouteCost,
  routeGasInput,
  SEARCH_OPTIONS,
  verdict,
} from './judging';
import { referenceSplit } from './reference';
import { type SorMarket, sorBestRoute, toSorMarket } from './smartOrderRouter';

/** A trade a user would make on the devnet: `amount` whole units of the given side. */
interface LiveQuery {
  readonly tokenIn: TokenKey;
  readonly tokenOut: TokenKey;
  readonly amount: number;
  readonly exactInput: boolean;
}

// ETH is traded as WETH here: the pools hold WETH and the app wraps native ETH into it.
const QUERIES: readonly LiveQuery[] = [
  { tokenIn: 'WETH', tokenOut: 'USDC', amount: 1, exactInput: true },
  { tokenIn: 'WETH', tokenOut: 'USDC', amount: 10, exactInput: true },
  { tokenIn: 'WETH', tokenOut: 'USDC', amount: 40, exactInput: true },
  { tokenIn: 'WETH', tokenOut: 'USDC', amount: 150, exactInput: true },
  { tokenIn: 'USDC', tokenOut: 'WETH', amount: 1_000, exactInput: true },
  { tokenIn: 'USDC', tokenOut: 'WETH', amount: 100_000, exactInput: true },
  { tokenIn: 'USDC', tokenOut: 'WETH', amount: 300_000, exactInput: true },
  { tokenIn: 'DAI', tokenOut: 'WBTC', amount: 50_000, exactInput: true },
  // HOP trades only against DAI: every route goes through it.
  { tokenIn: 'WETH', tokenOut: 'HOP', amount: 5, exactInput: true },
  { tokenIn: 'WETH', tokenOut: 'USDC', amount: 100_000, exactInput: false },
  { tokenIn: 'USDC', tokenOut: 'WETH', amount: 50, exactInput: false },
  { tokenIn: 'DAI', tokenOut: 'WBTC', amount: 1, exactInput: false },
  { tokenIn: 'WETH', tokenOut: 'HOP', amount: 50_000, exactInput: false },
];

interface LiveMarket {
  readonly chainId: number;
  readonly tokens: ReadonlyMap<TokenKey, Token>;
  readonly pairs: Pair[];
  readonly pools: Pool[];
  readonly block: number;
}

/** Each read as its own eth_call at one block; a revert or missing contract is an error, as multicall reports. */
function ethCallsAt(devnet: Devnet, blockTag: string) {
  return async (calls: readonly TradeRead[]): Promise<readonly ReadState[]> =>
    Promise.all(
      calls.map(async (call) => {
        const base = { valid: true, loading: false, syncing: false };
        try {
          const data = (await devnet.client.request({
            method: 'eth_call',
            params: [{ to: call.address, data: call.callData }, blockTag],
          })) as string;
          return { ...base, error: false, data };
        } catch {
          return { ...base, error: true, data: undefined };
        }
      }),
    );
}

/** Every seeded Uniswap v2 pair and v3 pool, read at the latest block as the app reads them. */
async function readLiveMarket(devnet: Devnet): Promise<LiveMarket> {
  const { deployment } = devnet;
  const tokens = new Map<TokenKey, Token>();
  const tokenOf = (key: TokenKey) => {
    let token = tokens.get(key);
    if (!token) {
      const deployed = deployment.tokens[key];
      token = new Token(devnet.chainId, deployed.address, deployed.decimals, deployed.symbol);
      tokens.set(key, token);
    }
    return token;
  };
  // The Sushi stand-in's pairs are left out: SwapRouter02 (which sends the app's splits) cannot
  // route through them.
  const seeded = [
    ...deployment.v2Pairs.filter((pair) => pair.exchange === 'uniswap'),
    ...deployment.v3Pools,
  ];
  const tokenPairs = new Map<string, readonly [Token, Token]>();
  for (const {
    tokens: [a, b],
  } of seeded) {
    tokenPairs.set([a, b].sort().join('/'), [tokenOf(a), tokenOf(b)]);
  }
  const block = await devnet.client.provider.getBlockNumber();
  const market = await settleReads(
    (read) => splitPoolsFromReads(read, devnet.chainId, [...tokenPairs.values()]),
    ethCallsAt(devnet, `0x${block.toString(16)}`),
  );
  if (!market || market.loading) throw new Error('the devnet pools could not be read');
  const uniswapPairs = deployment.v2Pairs.filter((pair) => pair.exchange === 'uniswap').length;
  const windowed = market.pools.filter(
    (pool) => (pool.tickDataProvider as unknown as { ticks?: unknown[] }).ticks,
  ).length;
  if (
    market.pairs.length !== uniswapPairs ||
    market.pools.length !== deployment.v3Pools.length ||
    windowed !== market.pools.length
  ) {
    throw new Error(
      `read ${market.pairs.length}/${uniswapPairs} v2 pairs and ${market.pools.length}/` +
        `${deployment.v3Pools.length} v3 pools (${windowed} with their ticks)`,
    );
  }
  return { chainId: devnet.chainId, tokens, pairs: market.pairs, pools: market.pools, block };
}

const FEE_PERCENT = (fee: number) => `${fee / 10_000}%`;

/** "38.2% WETH>v3 0.05%>USDC": a route's share and path from `tokenIn`. */
function describeRoute(percent: number, pools: ReadonlyArray<Pair | Pool>, tokenIn: Token): string {
  let token = tokenIn;
  const hops = pools.map((pool) => {
    token = pool.token0.equals(token) ? pool.token1 : pool.token0;
    return `${pool instanceof Pair ? 'v2' : `v3 ${FEE_PERCENT(pool.fee)}`}>${token.symbol}`;
  });
  return `${percent.toFixed(1)}% ${tokenIn.symbol}>${hops.join('>')}`;
}

const units = (token: Token, raw: bigint | undefined) =>
  raw === undefined
    ? 'none'
    : CurrencyAmount.fromRawAmount(token, raw.toString()).toFixed(Math.min(token.decimals, 4), {
        groupSeparator: ',',
      });

interface Tally {
  compared: number;
  atLeast: number;
  worstRatio: number;
  gaps: number[];
}

async function runQuery(
  market: LiveMarket,
  sorMarket: SorMarket,
  query: LiveQuery,
  gas: { gasPriceWei: bigint } | undefined,
  tally: Tally,
): Promise<string> {
  const tokenIn = market.tokens.get(query.tokenIn) as Token;
  const tokenOut = market.tokens.get(query.tokenOut) as Token;
  const given = query.exactInput ? tokenIn : tokenOut;
  const quoteToken = query.exactInput ? tokenOut : tokenIn;
  const amount = BigInt(query.amount) * 10n ** BigInt(given.decimals);
  const trade = `${query.tokenIn}>${query.tokenOut} ${query.exactInput ? 'in' : 'out'} ${query.amount.toLocaleString('en-US')} ${given.symbol}`;
  // Gas priced as the app prices it: the native coin through the pools read, in the quote token.
  let gasModel: RouteGasModel | undefined;
  if (gas) {
    const nativePrice = nativePriceIn(market.chainId, quoteToken, market.pairs, market.pools);
    if (!nativePrice) return `${trade}, gas: no native price in ${quoteToken.symbol}, skipped`;
    gasModel = createRouteGasModel({ gasPriceWei: gas.gasPriceWei, nativePrice });
  }
  const routeCost: RouteCost | undefined = gasModel
    ? (pools) => (gasModel as RouteGasModel).routeCost(routeGasInput(pools))
    : undefined;

  const started = performance.now();
  const ours = findBestRoute({
    pairs: market.pairs,
    pools: market.pools,
    amount: CurrencyAmount.fromRawAmount(given, amount.toString()),
    otherCurrency: quoteToken,
    tradeType: query.exactInput ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    ...SEARCH_OPTIONS,
    ...(gasModel ? { gasModel } : {}),
  });
  const searchMs = performance.now() - started;
  const sor = await sorBestRoute(
    sorMarket,
    tokenIn,
    tokenOut,
    amount,
    query.exactInput,
    fastQuote,
    routeCost,
  );
  const reference = referenceSplit(
    [...market.pairs, ...market.pools],
    tokenIn,
    tokenOut,
    amount,
    query.exactInput,
    fastQuote,
    MAX_SPLIT_ROUTES,
    3,
    routeCost,
  );
  const judged = await judgeQuery({ ours, sor, reference }, tokenIn, query.exactInput, routeCost);
  if (!judged) return `${trade}: no route (neither ours nor SOR's)`;
  tally.compared++;
  if (judged.atLeastSor) tally.atLeast++;
  if (judged.ratioToSor !== undefined)
    tally.worstRatio = Math.min(tally.worstRatio, judged.ratioToSor);
  if (judged.gapBp !== undefined) tally.gaps.push(judged.gapBp);
  const side = query.exactInput ? 'out' : 'in';
  const net = gasModel ? ' net of gas' : '';
  return (
    `${trade}: ${side}${net} ours ${units(quoteToken, judged.ours)} (${ms(searchMs)}), ` +
    `SOR ${units(quoteToken, judged.sor)}, reference ${units(quoteToken, judged.reference)} ` +
    `${quoteToken.symbol}; gap ${judged.gapBp === undefined ? '-' : bp(judged.gapBp)}; ` +
    `${judged.atLeastSor ? 'ours >= SOR' : 'ours BELOW SOR'}; routes ours ${ours?.splits.length ?? 0}` +
    `${ours?.routing.limitedBy ? ` (limited by ${ours.routing.limitedBy})` : ''}, SOR ` +
    `${sor?.splits.length ?? 0}, reference ${reference?.length ?? 0}; ours: ` +
    `${ours ? ours.splits.map((split) => describeRoute(split.percent, split.pools, tokenIn)).join(', ') : '-'}` +
    // Where ours and the reference differ by more than the goal's margin, show how it split.
    (judged.gapBp !== undefined && Math.abs(judged.gapBp) > NEAR_BP && reference
      ? `; reference: ${reference.map((split) => describeRoute(split.percent, split.pools, tokenIn)).join(', ')}`
      : '')
  );
}

async function runLiveBench(devnet: Devnet): Promise<void> {
  const readStarted = performance.now();
  const market = await readLiveMarket(devnet);
  const gasPriceWei = BigInt((await devnet.client.request({ method: 'eth_gasPrice' })) as string);
  const sorMarket = toSorMarket(market.pairs, market.pools);
  const ticks = market.pools.reduce(
    (sum, pool) => sum + (pool.tickDataProvider as unknown as { ticks: unknown[] }).ticks.length,
    0,
  );
  console.log(
    `live devnet pools (chain ${devnet.chainId}, block ${market.block}${devnet.warm ? ', cached state' : ''}): ` +
      `${market.pairs.length} Uniswap v2 pairs and ${market.pools.length} v3 pools with ${ticks} ticks ` +
      `in their TickLens windows, read as the app reads them in ${ms(performance.now() - readStarted)}; ` +
      `gas price ${Number(gasPriceWei) / 1e9} gwei. findBestRoute (3 hops, ${MAX_SPLIT_ROUTES} routes, ` +
      '5% steps then 1% and 0.1% refinement) vs the smart order router (offline, 3 hops, 7 routes, 5% ' +
      'steps) vs the reference (1% greedy over every pool-disjoint route); answers judged by the SDK, ' +
      'in the quote token (out: received, in: paid); gap = ours against the reference, + is better',
  );
  const tally: Tally = { compared: 0, atLeast: 0, worstRatio: Number.POSITIVE_INFINITY, gaps: [] };
  for (const gas of [undefined, { gasPriceWei }]) {
    console.log(
      gas
        ? `with a gas model at the chain's gas price (each route's gas in the quote token, the same for all three; amounts net of it):`
        : 'without a gas model:',
    );
    for (const query of QUERIES) {
      console.log(`  ${await runQuery(market, sorMarket, query, gas, tally)}`);
    }
  }
  const nearCount = tally.gaps.filter((gap) => gap >= -NEAR_BP).length;
  const nearShare = tally.gaps.length ? nearCount / tally.gaps.length : 1;
  const everyQuery = tally.atLeast === tally.compared;
  console.log(
    `live overall: ours >= SOR on ${tally.atLeast}/${tally.compared}, worst ratio ` +
      `${tally.worstRatio === Number.POSITIVE_INFINITY ? '-' : tally.worstRatio.toFixed(6)}; gap to ` +
      `the reference median ${tally.gaps.length ? bp(median(tally.gaps)) : '-'}, worst ` +
      `${tally.gaps.length ? bp(Math.min(...tally.gaps)) : '-'}, within ${NEAR_BP} bp on ` +
      `${nearCount}/${tally.gaps.length} (${(nearShare * 100).toFixed(1)}%)`,
  );
  console.log(`live goal: ours >= SOR on every query: ${verdict(everyQuery)}`);
  console.log(
    `live goal: within ${NEAR_BP} bp of the reference on >= ${NEAR_SHARE * 100}%: ${verdict(nearShare >= NEAR_SHARE)}`,
  );
  if (!everyQuery || nearShare < NEAR_SHARE) process.exitCode = 1;
}

const devnet = await startDevnet({ services: false });
// Ctrl-C or a kill: stop anvil before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void devnet.stop().finally(() => process.exit(130));
  });
}
try {
  await runLiveBench(devnet);
} finally {
  await devnet.stop();
}
