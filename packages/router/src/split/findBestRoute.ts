import { InvalidArgumentError } from '@dex/primitives';
import {
  type Currency,
  CurrencyAmount,
  type Price,
  type Token,
  TradeType,
} from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import { getAmountIn, getAmountOut } from '../v2/constantProduct';
import { createRouteGasModel, type RouteGasModel, type RouteProtocol } from './gasModel';
import { refineSplit, type SplitLimit } from './refineSplit';
import { chooseSplit, type ScoredRoute } from './splitChoice';
import { buildSplitGraph, type SplitGraph } from './splitGraph';
import { v3InputAmount, v3OutputAmount } from './v3Simulation';

/** Longest route of a split, in pools. */
export const MAX_SPLIT_HOPS = 3;
/** Most routes one trade is split over (the default of `maxSplits`, as Uniswap's smart order router). */
export const MAX_SPLIT_ROUTES = 7;
/** The default share step of a split, in percent. */
export const DEFAULT_DISTRIBUTION_STEP = 5;

export interface FindBestRouteInput {
  /** v2 pairs to route through (one per token pair is used). */
  readonly pairs: readonly Pair[];
  /**
   * v3 pools of any fee tier. A pool is only used with its ticks in memory (a
   * `TickListDataProvider`): the search simulates swaps through them as the SDK does.
   */
  readonly pools: readonly Pool[];
  /** The amount the user gave: the input for exact input, the output for exact output. */
  readonly amount: CurrencyAmount<Currency>;
  /** The other side: the output currency for exact input, the input currency for exact output. */
  readonly otherCurrency: Currency;
  readonly tradeType: TradeType;
  /** Longest route, 1 to 3 pools; defaults to 3. */
  readonly maxHops?: number;
  /** Most routes the amount is split over, 1 to 7; defaults to 7. */
  readonly maxSplits?: number;
  /**
   * Share step in whole percent of the first allocation, a divisor of 100 (5 for 5% steps, 1 for
   * finer); defaults to 5. The refinement then moves 1% and 0.1% shares.
   */
  readonly distributionStep?: number;
  /**
   * After the allocation in `distributionStep` shares, move 1% and then 0.1% shares between
   * routes while the trade improves (the routes' marginal prices meet); defaults to true.
   */
  readonly refine?: boolean;
  /** Prices each route's gas in the quote currency; without it routes are compared gross. */
  readonly gasModel?: RouteGasModel;
  /**
   * The chain's gas price in wei. With `nativePrice` (and no `gasModel`) each route is charged
   * its gas at `createRouteGasModel`'s usual units; without both, routes are compared gross.
   */
  readonly gasPriceWei?: bigint;
  /** The native coin's price in the quote currency (output for exact input, else input). */
  readonly nativePrice?: Price<Currency, Currency>;
}

export interface RouteSplit {
  /** Share of the given amount, in percent, to a tenth of a percent; the splits add up to 100. */
  readonly percent: number;
  readonly protocol: RouteProtocol;
  /** Tokens along the route, input first. */
  readonly path: readonly Token[];
  /** Pairs and pools in trade order. */
  readonly pools: ReadonlyArray<Pair | Pool>;
  readonly inputAmount: CurrencyAmount<Currency>;
  readonly outputAmount: CurrencyAmount<Currency>;
}

export interface BestRoute {
  readonly tradeType: TradeType;
  readonly inputAmount: CurrencyAmount<Currency>;
  readonly outputAmount: CurrencyAmount<Currency>;
  /** Largest share first. */
  readonly splits: readonly RouteSplit[];
  /**
   * The gas the model counted for these routes, in the quote currency (output for exact input,
   * input for exact output); zero without a gas model. Not included in the amounts.
   */
  readonly gasCost: CurrencyAmount<Currency>;
  /** How many routes and why. */
  readonly routing: RouteChoice;
}

/** What a route display says about a split: "3 routes", "gas included", why not more. */
export interface RouteChoice {
  /** Routes used (`splits.length`). */
  readonly routes: number;
  /** The most allowed (`maxSplits`). */
  readonly maxRoutes: number;
  /** Whether each route's gas was counted against it (a gas model or gas price was given). */
  readonly gasIncluded: boolean;
  /**
   * Why not more routes: 'maxSplits', all allowed are used; 'gas', another route would improve
   * the amounts but not by its gas; 'pools', no other route would improve them even before gas.
   */
  readonly limitedBy: SplitLimit;
}

function checkOptions(maxHops: number, maxSplits: number, distributionStep: number): void {
  if (!Number.isInteger(maxHops) || maxHops < 1 || maxHops > MAX_SPLIT_HOPS) {
    throw new InvalidArgumentError(`maxHops must be an integer from 1 to ${MAX_SPLIT_HOPS}`);
  }
  if (!Number.isInteger(maxSplits) || maxSplits < 1 || maxSplits > MAX_SPLIT_ROUTES) {
    throw new InvalidArgumentError(`maxSplits must be an integer from 1 to ${MAX_SPLIT_ROUTES}`);
  }
  if (!Number.isInteger(distributionStep) || distributionStep < 1 || 100 % distributionStep !== 0) {
    throw new InvalidArgumentError('distributionStep must be a whole percent that divides 100');
  }
}

/**
 * The amount coming out of `edge` when `amount` goes in from `from` (exact input), or the amount
 * that must go in for `amount` to come out at `from` (exact output); undefined when the pair or
 * pool cannot do it.
 */
function quoteEdge(
  graph: SplitGraph,
  edge: number,
  from: number,
  amount: bigint,
  exactIn: boolean,
): bigint | undefined {
  const fromIsToken0 = graph.edgeToken0[edge] === from;
  const pool = graph.edgePool[edge] as Pair | Pool;
  if (graph.edgeIsV3[edge]) {
    // Exact output walks backwards: `from` is this hop's output token.
    if (!exactIn) return v3InputAmount(pool as Pool, !fromIsToken0, amount);
    // An output that rounds to nothing is no route (as for a v2 pair): the input would be lost.
    const out = v3OutputAmount(pool as Pool, fromIsToken0, amount);
    return out !== undefined && out > 0n ? out : undefined;
  }
  const reserve0 = graph.edgeReserve0[edge] as bigint;
  const reserve1 = graph.edgeReserve1[edge] as bigint;
  if (exactIn) {
    const out = fromIsToken0
      ? getAmountOut(amount, reserve0, reserve1)
      : getAmountOut(amount, reserve1, reserve0);
    return out > 0n ? out : undefined;
  }
  return fromIsToken0
    ? getAmountIn(amount, reserve1, reserve0)
    : getAmountIn(amount, reserve0, reserve1);
}

interface CandidateRoute {
  /** Edges from the given side (input for exact input, output for exact output). */
  readonly edges: readonly number[];
  /** Quotes for the probed shares, in the order given. */
  readonly quotes: ReadonlyArray<bigint | undefined>;
}

/**
 * Every route of up to `maxHops` pools from the given token to the other one, never visiting a
 * token twice, quoted for the probe amounts: one walk over the route tree from the given side,
 * so routes sharing their first pools share those quotes. Tokens farther from the far end than
 * the hops left are not entered.
 */
function candidateRoutes(
  graph: SplitGraph,
  start: number,
  end: number,
  probeAmounts: readonly bigint[],
  maxHops: number,
  exactIn: boolean,
): CandidateRoute[] {
  const distance = graph.distancesTo(end, maxHops);
  const routes: CandidateRoute[] = [];
  const visited = new Uint8Array(graph.tokens.length);
  const edges: number[] = [];
  const visit = (token: number, amounts: ReadonlyArray<bigint | undefined>) => {
    visited[token] = 1;
    const hopsLeft = maxHops - edges.length - 1;
    const first = graph.adjacencyStart[token] as number;
    const last = graph.adjacencyStart[token + 1] as number;
    for (let slot = first; slot < last; slot++) {
      const edge = graph.adjacency[slot] as number;
      const other = graph.edgeOther(edge, token);
      if (visited[other]) continue;
      if (other !== end && (distance[other] as number) > hopsLeft) continue;
      let any = false;
      const next = amounts.map((amount) => {
        if (amount === undefined) return undefined;
        const quoted = quoteEdge(graph, edge, token, amount, exactIn);
        if (quoted !== undefined) any = true;
        return quoted;
      });
      if (!any) continue;
      edges.push(edge);
      if (other === end) routes.push({ edges: [...edges], quotes: next });
      else visit(other, next);
      edges.pop();
    }
    visited[token] = 0;
  };
  visit(start, probeAmounts);
  return routes;
}

/** The refinement's units: tenths of a percent, moved 1% then 0.1% at a time. */
const FINE_UNITS = 1000;
const REFINE_STEPS = [10, 1] as const;
/** Most routes the exact split search over the share grid considers; refinement adds the rest. */
const GRID_SPLIT_ROUTES = 4;

/** How many best routes at each probed share go on to the split search. */
const ROUTES_PER_PROBE = 6;

/** The shares (in units) every route is first quoted at: the smallest, a quarter, half, all. */
function probeShares(units: number): number[] {
  return [...new Set([1, Math.round(units / 4), Math.round(units / 2), units])].filter(
    (share) => share >= 1,
  );
}

function protocolOf(graph: SplitGraph, edges: readonly number[]): RouteProtocol {
  const v3 = edges.filter((edge) => graph.edgeIsV3[edge]).length;
  return v3 === 0 ? 'V2' : v3 === edges.length ? 'V3' : 'MIXED';
}

/** Quotes one route for an exact amount, from the given side. */
function quoteRoute(
  graph: SplitGraph,
  edges: readonly number[],
  start: number,
  amount: bigint,
  exactIn: boolean,
): bigint | undefined {
  let token = start;
  let current: bigint | undefined = amount;
  for (const edge of edges) {
    current = quoteEdge(graph, edge, token, current, exactIn);
    if (current === undefined) return undefined;
    token = graph.edgeOther(edge, token);
  }
  return current;
}

/**
 * The best way to trade `amount` for `otherCurrency` over the given v2 pairs and v3 pools: one
 * route or a split over up to `maxSplits` routes (v2, v3 or mixed paths of up to `maxHops`
 * pools), in shares of `distributionStep` percent, maximising the output (exact input) or
 * minimising the input (exact output), net of each route's gas when a gas model is given.
 * Synchronous and pure (walks through v3 ticks are cached per Pool object); null when no route
 * can take the amount.
 */
export function findBestRoute(input: FindBestRouteInput): BestRoute | null {
  const {
    amount,
    otherCurrency,
    tradeType,
    maxHops = MAX_SPLIT_HOPS,
    maxSplits = MAX_SPLIT_ROUTES,
    distributionStep = DEFAULT_DISTRIBUTION_STEP,
    refine = true,
  } = input;
  const gasModel =
    input.gasModel ??
    (input.gasPriceWei !== undefined && input.gasPriceWei > 0n && input.nativePrice
      ? createRouteGasModel({ gasPriceWei: input.gasPriceWei, nativePrice: input.nativePrice })
      : undefined);
  checkOptions(maxHops, maxSplits, distributionStep);
  const exactIn = tradeType === TradeType.EXACT_INPUT;
  const graph = buildSplitGraph(input.pairs, input.pools);
  const start = graph.tokenId(amount.currency.wrapped);
  const end = graph.tokenId(otherCurrency.wrapped);
  const total = BigInt(amount.quotient.toString());
  if (start === undefined || end === undefined || start === end || total <= 0n) return null;

  const units = 100 / distributionStep;
  const shareAmount = (share: number) => (total * BigInt(share)) / BigInt(units);
  // Every route is quoted at a few probe shares first; the best few at each probe are then
  // quoted at every share and searched for the best split.
  const probes = probeShares(units);
  const fineAmount = (fine: number) => (total * BigInt(fine)) / BigInt(FINE_UNITS);
  // With refinement, routes that can only take its smallest step (a shallow pool at a better
  // price) stay candidates too: one more probe, not used for the shortlist.
  const probeAmounts = probes.map(shareAmount);
  if (refine) probeAmounts.push(fineAmount(REFINE_STEPS[REFINE_STEPS.length - 1] as number));
  const routes = candidateRoutes(graph, start, end, probeAmounts, maxHops, exactIn);
  if (routes.length === 0) return null;

  const costOf = (edges: readonly number[]) => {
    if (!gasModel) return 0n;
    const pools = edges.map((edge) => graph.edgePool[edge] as Pair | Pool);
    const v3Hops = edges.filter((edge) => graph.edgeIsV3[edge]).length;
    return gasModel.routeCost({
      protocol: protocolOf(graph, edges),
      pools: exactIn ? pools : pools.reverse(),
      v2Hops: edges.length - v3Hops,
      v3Hops,
    });
  };
  // Higher is better: net output for exact input, minus the gross input for exact output.
  const netValue = (quote: bigint | undefined, cost: bigint) =>
    quote === undefined ? undefined : exactIn ? quote - cost : -(quote + cost);
  const costs = routes.map((route) => costOf(route.edges));
  const kept = new Set<number>();
  for (const [probe] of probes.entries()) {
    const ranked = routes
      .map((route, index) => ({
        index,
        value: netValue(route.quotes[probe], costs[index] as bigint),
      }))
      .filter((entry): entry is { index: number; value: bigint } => entry.value !== undefined)
      .sort((a, b) => (a.value === b.value ? 0 : a.value < b.value ? 1 : -1));
    for (const { index } of ranked.slice(0, ROUTES_PER_PROBE)) kept.add(index);
    // The best routes often differ only in a fee tier or two and so share pools: a split needs
    // routes without common pools. Chains of the best pool-disjoint routes, from each of the
    // three best, keep such partners in the search.
    for (const { index: first } of ranked.slice(0, 3)) {
      const used = new Set(routes[first]?.edges);
      let length = 1;
      for (const { index } of ranked) {
        if (length >= maxSplits) break;
        const edges = (routes[index] as CandidateRoute).edges;
        if (edges.some((edge) => used.has(edge))) continue;
        for (const edge of edges) used.add(edge);
        kept.add(index);
        length++;
      }
    }
  }
  // Kept routes often share their first pools: quote each prefix once for all shares.
  const allShares = Array.from({ length: units }, (_, i) => shareAmount(i + 1));
  const prefixQuotes = new Map<string, ReadonlyArray<bigint | undefined>>();
  const quotesAlong = (edges: readonly number[]) => {
    let token = start;
    let amounts: ReadonlyArray<bigint | undefined> = allShares;
    let key = '';
    for (const edge of edges) {
      key += `${edge},`;
      const from = token;
      const previous = amounts;
      let cached = prefixQuotes.get(key);
      if (!cached) {
        cached = previous.map((amount) =>
          amount === undefined ? undefined : quoteEdge(graph, edge, from, amount, exactIn),
        );
        prefixQuotes.set(key, cached);
      }
      amounts = cached;
      token = graph.edgeOther(edge, token);
    }
    return amounts;
  };
  const scored: ScoredRoute[] = [...kept].map((index) => {
    const route = routes[index] as CandidateRoute;
    const cost = costs[index] as bigint;
    const quotes = quotesAlong(route.edges);
    return {
      edges: route.edges,
      values: [undefined, ...quotes.map((quote) => netValue(quote, cost))],
      cost,
    };
  });
  const chosen = chooseSplit(scored, units, Math.min(maxSplits, GRID_SPLIT_ROUTES));
  if (!chosen) return null;

  // From the grid's split, shares of 1% and then 0.1% move between routes (any candidate route
  // sharing no pool with those in use may join) while the trade improves.
  const scale = FINE_UNITS / units;
  const candidateIndex = new Map<ScoredRoute, number>(
    scored.map((route, index) => [route, [...kept][index] as number]),
  );
  const refined = refineSplit({
    routes: routes.map((route, index) => ({ edges: route.edges, cost: costs[index] as bigint })),
    start: chosen.map(({ route, units: share }) => ({
      route: candidateIndex.get(route) as number,
      units: share * scale,
    })),
    total: FINE_UNITS,
    steps: refine ? REFINE_STEPS : [],
    maxRoutes: maxSplits,
    value: (index, fine) =>
      netValue(
        quoteRoute(
          graph,
          (routes[index] as CandidateRoute).edges,
          start,
          fineAmount(fine),
          exactIn,
        ),
        costs[index] as bigint,
      ),
  });
  type Leg = { readonly edges: readonly number[]; readonly cost: bigint; readonly fine: number };
  const legOf = (route: number, fine: number): Leg => ({
    edges: (routes[route] as CandidateRoute).edges,
    cost: costs[route] as bigint,
    fine,
  });

  /**
   * Exact shares of the amount for `legs`, quoted: the rounding remainder goes to the leg where it
   * helps most, so the parts add up to the amount exactly. `net` is what the user gets net of gas
   * (higher is better: the output for exact input, minus the input for exact output).
   */
  const assemble = (legs: readonly Leg[]) => {
    const parts = legs.map(({ fine }) => fineAmount(fine));
    const remainder = total - parts.reduce((sum, part) => sum + part, 0n);
    const quotes = legs.map(({ edges }, index) =>
      quoteRoute(graph, edges, start, parts[index] as bigint, exactIn),
    );
    if (remainder > 0n) {
      let bestIndex = -1;
      let bestGain: bigint | undefined;
      for (const [index, { edges }] of legs.entries()) {
        const withRemainder = quoteRoute(
          graph,
          edges,
          start,
          (parts[index] as bigint) + remainder,
          exactIn,
        );
        const before = quotes[index];
        if (withRemainder === undefined || before === undefined) continue;
        // Exact input: the most extra output; exact output: the least extra input.
        const gain = exactIn ? withRemainder - before : before - withRemainder;
        if (bestGain === undefined || gain > bestGain) {
          bestGain = gain;
          bestIndex = index;
        }
      }
      if (bestIndex < 0) return null;
      parts[bestIndex] = (parts[bestIndex] as bigint) + remainder;
      quotes[bestIndex] = quoteRoute(
        graph,
        (legs[bestIndex] as Leg).edges,
        start,
        parts[bestIndex] as bigint,
        exactIn,
      );
    }
    let net = 0n;
    for (const [index, quote] of quotes.entries()) {
      if (quote === undefined) return null;
      const gas = (legs[index] as Leg).cost;
      net += exactIn ? quote - gas : -quote - gas;
    }
    return { legs, parts, quotes, net };
  };

  // The refined split is judged on the shares it was chosen with; once rounded to whole units of
  // the token (a remainder of one unit of a 2-decimal token is a basis point of the trade), it can
  // come out behind the best single route it was meant to beat. Both are priced exactly and the
  // better one is taken, so a split is never worse than not splitting.
  const refinedSplit = assemble(refined.shares.map(({ route, units: fine }) => legOf(route, fine)));
  let bestSingle: number | undefined;
  for (const [index, route] of scored.entries()) {
    const whole = route.values[units];
    const best = bestSingle === undefined ? undefined : scored[bestSingle]?.values[units];
    if (whole !== undefined && (best === undefined || whole > best)) bestSingle = index;
  }
  const singleSplit =
    bestSingle === undefined || refined.shares.length < 2
      ? null
      : assemble([
          legOf(candidateIndex.get(scored[bestSingle] as ScoredRoute) as number, FINE_UNITS),
        ]);
  const picked =
    !refinedSplit || (singleSplit && singleSplit.net > refinedSplit.net)
      ? singleSplit
      : refinedSplit;
  if (!picked) return null;
  const { legs, parts, quotes } = picked;
  const limitedBy: SplitLimit = picked === refinedSplit ? refined.limitedBy : 'pools';
  const inputCurrency = exactIn ? amount.currency : otherCurrency;
  const outputCurrency = exactIn ? otherCurrency : amount.currency;
  const splits: RouteSplit[] = [];
  let otherTotal = 0n;
  let gasTotal = 0n;
  for (const [index, { edges, cost, fine }] of legs.entries()) {
    const given = parts[index] as bigint;
    const other = quotes[index];
    if (other === undefined) return null;
    otherTotal += other;
    gasTotal += cost;
    const tradeEdges = exactIn ? edges : [...edges].reverse();
    const path = [graph.tokens[exactIn ? start : end] as Token];
    for (const edge of tradeEdges) {
      path.push(
        graph.tokens[
          graph.edgeOther(edge, graph.tokenId(path[path.length - 1] as Token) as number)
        ] as Token,
      );
    }
    splits.push({
      percent: fine / (FINE_UNITS / 100),
      protocol: protocolOf(graph, edges),
      path,
      pools: tradeEdges.map((edge) => graph.edgePool[edge] as Pair | Pool),
      inputAmount: CurrencyAmount.fromRawAmount(
        inputCurrency,
        (exactIn ? given : other).toString(),
      ),
      outputAmount: CurrencyAmount.fromRawAmount(
        outputCurrency,
        (exactIn ? other : given).toString(),
      ),
    });
  }
  return {
    tradeType,
    inputAmount: exactIn
      ? amount
      : CurrencyAmount.fromRawAmount(inputCurrency, otherTotal.toString()),
    outputAmount: exactIn
      ? CurrencyAmount.fromRawAmount(outputCurrency, otherTotal.toString())
      : amount,
    splits,
    gasCost: CurrencyAmount.fromRawAmount(
      exactIn ? outputCurrency : inputCurrency,
      gasTotal.toString(),
    ),
    routing: {
      routes: splits.length,
      maxRoutes: maxSplits,
      gasIncluded: gasModel !== undefined,
      limitedBy,
    },
  };
}
