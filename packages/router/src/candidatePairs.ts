import { getChainInfo, type RoutingBases } from '@dex/chains';
import { tokenKey, toSdkToken } from '@dex/currency';
import type { Token } from '@uniswap/sdk-core';

/**
 * Bases a trade between `tokenA` and `tokenB` may route through, and the bases each of the two
 * tokens pairs with directly. A token with custom pair bases pairs only with those; excluded bases
 * for either token are dropped everywhere.
 */
function routingBasesFor(routing: RoutingBases, tokenA: Token, tokenB: Token) {
  const lookup = <V>(map: Readonly<Record<string, V>>, token: Token): V | undefined => {
    const key = tokenKey(token);
    for (const [address, value] of Object.entries(map)) {
      if (address.toLowerCase() === key) return value;
    }
    return undefined;
  };
  const excluded = new Set(
    [
      ...(lookup(routing.excludedBases, tokenA) ?? []),
      ...(lookup(routing.excludedBases, tokenB) ?? []),
    ].map((address) => address.toLowerCase()),
  );
  const usable = (bases: readonly Token[]) => bases.filter((base) => !excluded.has(tokenKey(base)));
  const sameChain = (chainId: number) => routing.tradeBases.filter((b) => b.chainId === chainId);
  const tradeBases = usable(sameChain(tokenA.chainId).map(toSdkToken));
  const customA = lookup(routing.customPairBases, tokenA);
  const customB = lookup(routing.customPairBases, tokenB);
  return {
    tradeBases,
    basesForA: customA ? usable(customA.map(toSdkToken)) : tradeBases,
    basesForB: customB ? usable(customB.map(toSdkToken)) : tradeBases,
  };
}

/**
 * The token pairs whose v2 pairs (or v3 pools) can carry a trade from `tokenA` to `tokenB`: the
 * direct pair, both tokens against the chain's bases (or their custom bases), and every base
 * against every other base. Pairs of a token with itself, across chains and duplicates (in either
 * order) are left out. Returns an empty list for the same token twice or different chains.
 *
 * `routing` defaults to the `@dex/chains` routing data of the tokens' chain.
 */
export function getCandidateTokenPairs(
  tokenA: Token,
  tokenB: Token,
  routing: RoutingBases | undefined = getChainInfo(tokenA.chainId)?.routing,
): Array<[Token, Token]> {
  if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return [];
  const { tradeBases, basesForA, basesForB } = routing
    ? routingBasesFor(routing, tokenA, tokenB)
    : { tradeBases: [], basesForA: [], basesForB: [] };

  const pairs: Array<[Token, Token]> = [];
  const seen = new Set<string>();
  const add = (a: Token, b: Token) => {
    if (a.chainId !== b.chainId || a.equals(b)) return;
    const [first, second] = [tokenKey(a), tokenKey(b)].sort();
    const key = `${first}:${second}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push([a, b]);
  };

  add(tokenA, tokenB);
  for (const base of basesForA) add(tokenA, base);
  for (const base of basesForB) add(tokenB, base);
  for (const base of tradeBases) {
    for (const other of tradeBases) add(base, other);
  }
  return pairs;
}
