// One v3 pool (pair + fee tier) read over the app's multicall watch: its existence state and the
// SDK pool. The add page, the increase page and every position's pool read it the same way.
import { getFactory } from '@dex/chains';
import {
  decodePool,
  isV3Fee,
  type PoolState,
  poolCalls,
  poolState,
  v3PoolAddress,
} from '@dex/liquidity';
import type { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { reportParseError } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { answerOf } from './chainReads';

export interface PoolResult {
  readonly state: PoolState;
  readonly pool: Pool | null;
}

interface PoolKey {
  readonly key: string;
  readonly chainId: number;
  readonly tokenA: Token | undefined;
  readonly tokenB: Token | undefined;
  readonly fee: number | undefined;
}

const poolFamily = atomFamily(
  ({ chainId, tokenA, tokenB, fee }: PoolKey): Atom<PoolResult> => {
    const factory = getFactory(chainId, 'uniswapV3');
    const valid = tokenA && tokenB && !tokenA.equals(tokenB) && isV3Fee(fee) && factory;
    if (!valid) {
      const invalid: PoolResult = {
        state: poolState(tokenA, tokenB, fee, false, null),
        pool: null,
      };
      // A chain without a v3 factory cannot have the pool either.
      return atom(() => invalid);
    }
    const address = v3PoolAddress(factory.address, tokenA, tokenB, fee, factory.initCodeHash);
    const calls = poolCalls(address);
    return atom((get) => {
      const [slot0, liquidity] = get(callStatesAtom(chainId, calls));
      const pool = decodePool(
        tokenA,
        tokenB,
        fee,
        answerOf(slot0) ?? undefined,
        answerOf(liquidity) ?? undefined,
        reportParseError,
      );
      // Unanswered (undefined): before the watch's first fetch, or while one is in flight.
      const loading = answerOf(slot0) === undefined || answerOf(liquidity) === undefined;
      return { state: poolState(tokenA, tokenB, fee, loading, pool), pool };
    });
  },
  (a, b) => a.key === b.key,
);

/**
 * The pool of `tokenA`/`tokenB` (either order) at `fee` on `chainId`: INVALID for a missing or
 * identical pair or an unsupported fee, LOADING until both reads answer, then EXISTS or NOT_EXISTS.
 */
export function poolAtom(
  chainId: number,
  tokenA: Token | undefined,
  tokenB: Token | undefined,
  fee: number | undefined,
): Atom<PoolResult> {
  const sorted =
    tokenA && tokenB && !tokenA.equals(tokenB) && tokenB.sortsBefore(tokenA)
      ? [tokenB, tokenA]
      : [tokenA, tokenB];
  const key = `${chainId}|${sorted.map((token) => token?.address.toLowerCase() ?? '').join('|')}|${fee ?? ''}`;
  return poolFamily({ key, chainId, tokenA, tokenB, fee });
}
