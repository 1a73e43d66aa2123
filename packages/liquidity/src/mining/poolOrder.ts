// Spec 001 §2 "/uni": which mining pools the overview lists (§5: only those whose staked amount
// exceeds a minimum) and in what order, which pool a route's currency ids name, and the token a
// pool's value is counted in (§9 pool TVL).
import type { Token } from '@uniswap/sdk-core';
import { isWrappedNative, v2CurrencyId } from '../v2/currencies';
import type { MiningPool, MiningPoolsState } from './pools';
import { isShownStake } from './staking';

/** The account's pools first, then the running ones, then by reward rate, highest first. */
export function sortMiningPools(pools: readonly MiningPool[]): MiningPool[] {
  const rank = (pool: MiningPool) => (isShownStake(pool.info) ? 0 : 2) + (pool.info.active ? 0 : 1);
  return [...pools].sort((x, y) => {
    const byRank = rank(x) - rank(y);
    if (byRank !== 0) return byRank;
    const [rx, ry] = [x.info.totalRewardRate, y.info.totalRewardRate];
    return ry.greaterThan(rx) ? 1 : rx.greaterThan(ry) ? -1 : 0;
  });
}

/**
 * §5 "Mining pools are shown only if the staked amount exceeds a minimum": /uni lists the pools in
 * which the account's stake is above `MINIMUM_SHOWN_STAKE` (none without an account), in
 * `sortMiningPools` order. /uni/{a}/{b} still finds every pool (`isPoolOf`), for a first deposit.
 * @spec 001 §5.13 Mining pools are shown only if
 */
export function shownMiningPools(pools: readonly MiningPool[]): MiningPool[] {
  return sortMiningPools(pools.filter((pool) => isShownStake(pool.info)));
}

/** Whether route ids (the native coin's or addresses, either order) name this pool's pair. */
export function isPoolOf(
  pool: MiningPool,
  idA: string | undefined,
  idB: string | undefined,
): boolean {
  if (!idA || !idB) return false;
  const ids = pool.info.tokens.map((token) => v2CurrencyId(token).toLowerCase());
  const [a, b] = [idA.toLowerCase(), idB.toLowerCase()];
  return a !== b && ids.includes(a) && ids.includes(b);
}

/** The pool's value is counted in the wrapped native token when the pair has it, else token0. */
export function poolValueToken(pool: MiningPool): Token | undefined {
  const [a, b] = pool.info.tokens;
  if (isWrappedNative(a)) return a;
  if (isWrappedNative(b)) return b;
  return pool.pair?.token0;
}

export type CurrentMiningPool =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'ready'; readonly pool: MiningPool };

/** The mining pool a route's currency ids name (/uni/{a}/{b}), among every pool of the chain. */
export function currentMiningPool(
  mining: MiningPoolsState,
  idA: string | undefined,
  idB: string | undefined,
): CurrentMiningPool {
  if (mining.status === 'loading') return mining;
  const pool = mining.pools.find((candidate) => isPoolOf(candidate, idA, idB));
  return pool ? { status: 'ready', pool } : { status: 'notFound' };
}
