import { tokenKey } from '@dex/currency';
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';

/**
 * An index of v2 pairs for repeated route searches: tokens numbered densely, every pair as two
 * directed edges with its reserves as bigints, and compressed adjacency lists by source and by
 * destination. Build it once per reserves update and search it on every keystroke.
 */
export interface V2RoutingGraph {
  readonly pairs: readonly Pair[];
  readonly tokens: readonly Token[];
  /** Dense id of a token, by lower-case address. */
  readonly tokenIds: ReadonlyMap<string, number>;
  readonly edgeFrom: Int32Array;
  readonly edgeTo: Int32Array;
  /** Index into `pairs`. */
  readonly edgePair: Int32Array;
  readonly edgeReserveIn: readonly bigint[];
  readonly edgeReserveOut: readonly bigint[];
  /** Edges leaving token t: `outEdges[outStart[t] .. outStart[t + 1])`. */
  readonly outStart: Int32Array;
  readonly outEdges: Int32Array;
  /** Edges arriving at token t: `inEdges[inStart[t] .. inStart[t + 1])`. */
  readonly inStart: Int32Array;
  readonly inEdges: Int32Array;
}

const graphCache = new WeakMap<readonly Pair[], V2RoutingGraph>();

function toBigInt(value: { toString(): string }): bigint {
  return BigInt(value.toString());
}

function compress(keys: Int32Array, nodeCount: number): { start: Int32Array; edges: Int32Array } {
  const start = new Int32Array(nodeCount + 1);
  for (const key of keys) start[key + 1] = (start[key + 1] as number) + 1;
  for (let node = 0; node < nodeCount; node++) {
    start[node + 1] = (start[node + 1] as number) + (start[node] as number);
  }
  const fill = start.slice(0, nodeCount);
  const edges = new Int32Array(keys.length);
  keys.forEach((key, edge) => {
    const slot = fill[key] as number;
    edges[slot] = edge;
    fill[key] = slot + 1;
  });
  return { start, edges };
}

/**
 * Indexes `pairs`. Pairs with an empty reserve are left out (no trade can cross them), and so are
 * later pairs for a token pair already seen: a Router02 path names tokens, not pairs, so one
 * factory can only ever route through one pair per token pair.
 *
 * The result is cached per `pairs` array, so passing the same array again costs nothing.
 */
export function createV2RoutingGraph(pairs: readonly Pair[]): V2RoutingGraph {
  const cached = graphCache.get(pairs);
  if (cached) return cached;

  const tokens: Token[] = [];
  const tokenIds = new Map<string, number>();
  const idOf = (token: Token): number => {
    const key = tokenKey(token);
    let id = tokenIds.get(key);
    if (id === undefined) {
      id = tokens.length;
      tokens.push(token);
      tokenIds.set(key, id);
    }
    return id;
  };

  const from: number[] = [];
  const to: number[] = [];
  const pairIndex: number[] = [];
  const reserveIn: bigint[] = [];
  const reserveOut: bigint[] = [];
  const seenPairs = new Set<string>();
  pairs.forEach((pair, index) => {
    const reserve0 = toBigInt(pair.reserve0.quotient);
    const reserve1 = toBigInt(pair.reserve1.quotient);
    if (reserve0 === 0n || reserve1 === 0n) return;
    const id0 = idOf(pair.token0);
    const id1 = idOf(pair.token1);
    if (id0 === id1) return;
    const key = `${id0}:${id1}`;
    if (seenPairs.has(key)) return;
    seenPairs.add(key);
    from.push(id0, id1);
    to.push(id1, id0);
    pairIndex.push(index, index);
    reserveIn.push(reserve0, reserve1);
    reserveOut.push(reserve1, reserve0);
  });

  const edgeFrom = Int32Array.from(from);
  const edgeTo = Int32Array.from(to);
  const outgoing = compress(edgeFrom, tokens.length);
  const incoming = compress(edgeTo, tokens.length);
  const graph: V2RoutingGraph = {
    pairs,
    tokens,
    tokenIds,
    edgeFrom,
    edgeTo,
    edgePair: Int32Array.from(pairIndex),
    edgeReserveIn: reserveIn,
    edgeReserveOut: reserveOut,
    outStart: outgoing.start,
    outEdges: outgoing.edges,
    inStart: incoming.start,
    inEdges: incoming.edges,
  };
  graphCache.set(pairs, graph);
  return graph;
}
