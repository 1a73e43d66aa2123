import { tokenKey } from '@dex/currency';
import { InvalidArgumentError } from '@dex/primitives';
import { type Currency, type CurrencyAmount, Percent, TradeType } from '@uniswap/sdk-core';
import { type Pair, Route, Trade } from '@uniswap/v2-sdk';
import { getAmountIn, getAmountOut } from './constantProduct';
import { createV2RoutingGraph, type V2RoutingGraph } from './routingGraph';

// @spec 000 §9.7 Hops
/** Longest v2 route the search considers (spec §9). */
export const MAX_V2_HOPS = 3;

/**
 * A route with more hops replaces the best shorter one only if its execution price is better by
 * more than this: 0.5%, as in the 2021 interface. Extra hops cost gas and each pair adds risk of
 * price movement, so a marginally better long route is not worth it.
 */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD = new Percent(50, 10_000);

export interface BestV2TradeOptions {
  /** Longest route, 1 to 3 hops; defaults to 3. */
  readonly maxHops?: number;
  /** The user's "single-hop only" setting: caps `maxHops` at 1. */
  readonly singleHopOnly?: boolean;
  /**
   * How much better (in execution price) a longer route must be than the best shorter one.
   * Defaults to `BETTER_TRADE_LESS_HOPS_THRESHOLD`; pass `new Percent(0)` for the plain best.
   */
  readonly betterTradeThreshold?: Percent;
}

type PairsOrGraph = readonly Pair[] | V2RoutingGraph;

function graphOf(source: PairsOrGraph): V2RoutingGraph {
  return Array.isArray(source) ? createV2RoutingGraph(source) : (source as V2RoutingGraph);
}

function resolveMaxHops(options: BestV2TradeOptions): number {
  if (options.singleHopOnly) return 1;
  const maxHops = options.maxHops ?? MAX_V2_HOPS;
  // The search relies on routes of at most 3 hops never needing to revisit a token.
  if (!Number.isInteger(maxHops) || maxHops < 1 || maxHops > MAX_V2_HOPS) {
    throw new InvalidArgumentError(`maxHops must be an integer from 1 to ${MAX_V2_HOPS}`);
  }
  return maxHops;
}

function thresholdOf(options: BestV2TradeOptions): { numerator: bigint; denominator: bigint } {
  const threshold = options.betterTradeThreshold ?? BETTER_TRADE_LESS_HOPS_THRESHOLD;
  return {
    numerator: BigInt(threshold.numerator.toString()),
    denominator: BigInt(threshold.denominator.toString()),
  };
}

/**
 * Best amounts per hop count. `best[h]` is the best amount at the far end using at most h hops
 * (undefined when unreachable) and `via[h][token]` the edge that improved `token` at layer h
 * (-1 when the layer below already had its best).
 */
interface Layers {
  readonly best: Array<bigint | undefined>;
  readonly via: Int32Array[];
}

/**
 * Bellman-Ford over hop layers. Pair outputs grow with their inputs, so the best amount reaching
 * a token in at most h hops only ever extends the best amounts of layer h - 1. Walks that come
 * back to the start token or leave the end token are skipped (the SDK never builds them); with
 * one pair per token pair and at most 3 hops every remaining best walk is a simple path.
 */
function searchLayers(
  graph: V2RoutingGraph,
  start: number,
  end: number,
  startAmount: bigint,
  maxHops: number,
  exactIn: boolean,
): Layers {
  const tokenCount = graph.tokens.length;
  let amounts: Array<bigint> = new Array<bigint>(tokenCount).fill(0n);
  amounts[start] = startAmount;
  let frontier: number[] = [start];
  const best: Array<bigint | undefined> = [undefined];
  const via: Int32Array[] = [new Int32Array(tokenCount).fill(-1)];
  const adjacencyStart = exactIn ? graph.outStart : graph.inStart;
  const adjacency = exactIn ? graph.outEdges : graph.inEdges;
  const neighbour = exactIn ? graph.edgeTo : graph.edgeFrom;
  const { edgeReserveIn, edgeReserveOut } = graph;

  for (let hop = 1; hop <= maxHops; hop++) {
    const next = amounts.slice();
    const improvedBy = new Int32Array(tokenCount).fill(-1);
    const nextFrontier: number[] = [];
    for (const token of frontier) {
      if (token === end) continue;
      const amount = amounts[token] as bigint;
      const last = adjacencyStart[token + 1] as number;
      for (let slot = adjacencyStart[token] as number; slot < last; slot++) {
        const edge = adjacency[slot] as number;
        const other = neighbour[edge] as number;
        if (other === start) continue;
        const reserveIn = edgeReserveIn[edge] as bigint;
        const reserveOut = edgeReserveOut[edge] as bigint;
        const current = next[other] as bigint;
        if (exactIn) {
          const out = getAmountOut(amount, reserveIn, reserveOut);
          if (out <= current) continue;
          next[other] = out;
        } else {
          const needed = getAmountIn(amount, reserveIn, reserveOut);
          if (needed === undefined || (current !== 0n && needed >= current)) continue;
          next[other] = needed;
        }
        if (improvedBy[other] === -1) nextFrontier.push(other);
        improvedBy[other] = edge;
      }
    }
    amounts = next;
    frontier = nextFrontier;
    via.push(improvedBy);
    const reached = amounts[end] as bigint;
    best.push(reached === 0n ? undefined : reached);
    if (frontier.length === 0) {
      for (let rest = hop + 1; rest <= maxHops; rest++) {
        via.push(new Int32Array(tokenCount).fill(-1));
        best.push(best[hop]);
      }
      break;
    }
  }
  return { best, via };
}

/** Applies the fewer-hops preference; returns the chosen layer or 0 when nothing is reachable. */
function chooseLayer(
  best: ReadonlyArray<bigint | undefined>,
  threshold: { numerator: bigint; denominator: bigint },
  exactIn: boolean,
): number {
  let chosen = 0;
  for (let hop = 1; hop < best.length; hop++) {
    const candidate = best[hop];
    if (candidate === undefined) continue;
    const incumbent = chosen === 0 ? undefined : (best[chosen] as bigint);
    const { numerator, denominator } = threshold;
    const better =
      incumbent === undefined ||
      (exactIn
        ? candidate * denominator > incumbent * (denominator + numerator)
        : candidate * (denominator + numerator) < incumbent * denominator);
    if (better) chosen = hop;
  }
  return chosen;
}

/** The pairs of the route ending at `end` in layer `hop`, in trade order. */
function routePairs(
  graph: V2RoutingGraph,
  layers: Layers,
  start: number,
  end: number,
  hop: number,
  exactIn: boolean,
): Pair[] {
  const edges: number[] = [];
  let token = end;
  let layer = hop;
  while (token !== start) {
    while (layer > 0 && (layers.via[layer] as Int32Array)[token] === -1) layer--;
    const edge = (layers.via[layer] as Int32Array)[token] as number;
    if (layer === 0 || edge < 0) throw new InvalidArgumentError('Route reconstruction failed');
    edges.push(edge);
    token = (exactIn ? graph.edgeFrom[edge] : graph.edgeTo[edge]) as number;
    layer--;
  }
  if (exactIn) edges.reverse();
  return edges.map((edge) => graph.pairs[graph.edgePair[edge] as number] as Pair);
}

/**
 * The best v2 trade spending exactly `amountIn` for `currencyOut`, or null when no route exists.
 * Searches all routes of up to 3 hops (1 with `singleHopOnly`) in one pass over the pair graph
 * and only builds SDK objects for the winner, so the returned `Trade` carries the SDK's execution
 * price, price impact and slippage maths.
 *
 * `pairs` may be a `Pair[]` (indexed and cached per array) or a prebuilt `V2RoutingGraph`.
 */
export function findBestV2TradeExactIn<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrGraph,
  amountIn: CurrencyAmount<TInput>,
  currencyOut: TOutput,
  options: BestV2TradeOptions = {},
): Trade<TInput, TOutput, TradeType.EXACT_INPUT> | null {
  const maxHops = resolveMaxHops(options);
  const graph = graphOf(pairs);
  const start = graph.tokenIds.get(tokenKey(amountIn.currency.wrapped));
  const end = graph.tokenIds.get(tokenKey(currencyOut.wrapped));
  const amount = BigInt(amountIn.quotient.toString());
  if (start === undefined || end === undefined || start === end || amount <= 0n) return null;

  const layers = searchLayers(graph, start, end, amount, maxHops, true);
  const hop = chooseLayer(layers.best, thresholdOf(options), true);
  if (hop === 0) return null;
  const route = new Route(
    routePairs(graph, layers, start, end, hop, true),
    amountIn.currency,
    currencyOut,
  );
  return new Trade(route, amountIn, TradeType.EXACT_INPUT);
}

/**
 * The best v2 trade buying exactly `amountOut` with `currencyIn` (the least input), or null when
 * no route exists. Same search, hop limits and threshold as `findBestV2TradeExactIn`.
 */
export function findBestV2TradeExactOut<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrGraph,
  currencyIn: TInput,
  amountOut: CurrencyAmount<TOutput>,
  options: BestV2TradeOptions = {},
): Trade<TInput, TOutput, TradeType.EXACT_OUTPUT> | null {
  const maxHops = resolveMaxHops(options);
  const graph = graphOf(pairs);
  const start = graph.tokenIds.get(tokenKey(amountOut.currency.wrapped));
  const end = graph.tokenIds.get(tokenKey(currencyIn.wrapped));
  const amount = BigInt(amountOut.quotient.toString());
  if (start === undefined || end === undefined || start === end || amount <= 0n) return null;

  const layers = searchLayers(graph, start, end, amount, maxHops, false);
  const hop = chooseLayer(layers.best, thresholdOf(options), false);
  if (hop === 0) return null;
  const route = new Route(
    routePairs(graph, layers, start, end, hop, false),
    currencyIn,
    amountOut.currency,
  );
  return new Trade(route, amountOut, TradeType.EXACT_OUTPUT);
}
