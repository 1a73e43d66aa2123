import { tokenKey } from '@dex/currency';
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import { canSimulateV3Pool } from './v3Simulation';

/**
 * v2 pairs and v3 pools as one token graph: tokens numbered densely, each pair or pool an
 * undirected edge, adjacency lists per token. Cached per (pairs, pools) arrays, so a search per
 * keystroke over the same reads indexes them once.
 */
export interface SplitGraph {
  readonly tokens: readonly Token[];
  readonly edgePool: ReadonlyArray<Pair | Pool>;
  readonly edgeIsV3: Uint8Array;
  readonly edgeToken0: Int32Array;
  readonly edgeToken1: Int32Array;
  /** v2 reserves (0n for v3 edges). */
  readonly edgeReserve0: readonly bigint[];
  readonly edgeReserve1: readonly bigint[];
  /** Edges of token t: `adjacency[adjacencyStart[t] .. adjacencyStart[t + 1])`. */
  readonly adjacencyStart: Int32Array;
  readonly adjacency: Int32Array;
  tokenId(token: Token): number | undefined;
  edgeOther(edge: number, token: number): number;
  /** Hops from each token to `end`, counted up to `limit` (farther tokens get limit + 1). */
  distancesTo(end: number, limit: number): Uint8Array;
}

const graphCache = new WeakMap<readonly Pair[], WeakMap<readonly Pool[], SplitGraph>>();

export function buildSplitGraph(pairs: readonly Pair[], pools: readonly Pool[]): SplitGraph {
  let byPools = graphCache.get(pairs);
  const cached = byPools?.get(pools);
  if (cached) return cached;
  const graph = indexGraph(pairs, pools);
  if (!byPools) {
    byPools = new WeakMap();
    graphCache.set(pairs, byPools);
  }
  byPools.set(pools, graph);
  return graph;
}

function indexGraph(pairs: readonly Pair[], pools: readonly Pool[]): SplitGraph {
  const tokens: Token[] = [];
  const ids = new Map<string, number>();
  const idOf = (token: Token): number => {
    const key = tokenKey(token);
    let id = ids.get(key);
    if (id === undefined) {
      id = tokens.length;
      ids.set(key, id);
      tokens.push(token);
    }
    return id;
  };
  const edgePool: Array<Pair | Pool> = [];
  const isV3: number[] = [];
  const token0: number[] = [];
  const token1: number[] = [];
  const reserve0: bigint[] = [];
  const reserve1: bigint[] = [];
  const seen = new Set<string>();

  for (const pair of pairs) {
    const r0 = BigInt(pair.reserve0.quotient.toString());
    const r1 = BigInt(pair.reserve1.quotient.toString());
    if (r0 === 0n || r1 === 0n) continue;
    // One v2 pair per token pair: a v2 path names tokens, so only one pair can be routed through.
    const key = `v2:${tokenKey(pair.token0)}:${tokenKey(pair.token1)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edgePool.push(pair);
    isV3.push(0);
    token0.push(idOf(pair.token0));
    token1.push(idOf(pair.token1));
    reserve0.push(r0);
    reserve1.push(r1);
  }
  for (const pool of pools) {
    const key = `v3:${tokenKey(pool.token0)}:${tokenKey(pool.token1)}:${pool.fee}`;
    if (seen.has(key) || !canSimulateV3Pool(pool)) continue;
    seen.add(key);
    edgePool.push(pool);
    isV3.push(1);
    token0.push(idOf(pool.token0));
    token1.push(idOf(pool.token1));
    reserve0.push(0n);
    reserve1.push(0n);
  }

  const tokenCount = tokens.length;
  const adjacencyStart = new Int32Array(tokenCount + 1);
  for (let edge = 0; edge < edgePool.length; edge++) {
    for (const token of [token0[edge] as number, token1[edge] as number]) {
      adjacencyStart[token + 1] = (adjacencyStart[token + 1] as number) + 1;
    }
  }
  for (let token = 0; token < tokenCount; token++) {
    adjacencyStart[token + 1] =
      (adjacencyStart[token + 1] as number) + (adjacencyStart[token] as number);
  }
  const fill = adjacencyStart.slice(0, tokenCount);
  const adjacency = new Int32Array(edgePool.length * 2);
  for (let edge = 0; edge < edgePool.length; edge++) {
    for (const token of [token0[edge] as number, token1[edge] as number]) {
      adjacency[fill[token] as number] = edge;
      fill[token] = (fill[token] as number) + 1;
    }
  }
  const edgeToken0 = Int32Array.from(token0);
  const edgeToken1 = Int32Array.from(token1);
  const edgeOther = (edge: number, token: number) =>
    edgeToken0[edge] === token ? (edgeToken1[edge] as number) : (edgeToken0[edge] as number);

  return {
    tokens,
    edgePool,
    edgeIsV3: Uint8Array.from(isV3),
    edgeToken0,
    edgeToken1,
    edgeReserve0: reserve0,
    edgeReserve1: reserve1,
    adjacencyStart,
    adjacency,
    tokenId: (token) => ids.get(tokenKey(token)),
    edgeOther,
    distancesTo(end, limit) {
      const distance = new Uint8Array(tokenCount).fill(limit + 1);
      distance[end] = 0;
      let frontier = [end];
      for (let hops = 1; hops <= limit && frontier.length > 0; hops++) {
        const next: number[] = [];
        for (const token of frontier) {
          const last = adjacencyStart[token + 1] as number;
          for (let slot = adjacencyStart[token] as number; slot < last; slot++) {
            const other = edgeOther(adjacency[slot] as number, token);
            if ((distance[other] as number) > hops) {
              distance[other] = hops;
              next.push(other);
            }
          }
        }
        frontier = next;
      }
      return distance;
    },
  };
}
