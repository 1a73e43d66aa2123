// One v3 pool (pair + fee tier) read over the app's multicall watch: its existence state and the
// SDK pool. The add page, the increase page and every position's pool read it the same way.
import { getFactory } from '@dex/chains';
import type { Token } from '@dex/currency';
import { type PoolResult, poolKey, poolRead } from '@dex/liquidity';
import { answerOf } from '@dex/primitives';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { reportParseError } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';

interface PoolKey {
  readonly key: string;
  readonly chainId: number;
  readonly tokenA: Token | undefined;
  readonly tokenB: Token | undefined;
  readonly fee: number | undefined;
}

const poolFamily = atomFamily(
  ({ chainId, tokenA, tokenB, fee }: PoolKey): Atom<PoolResult> => {
    // A chain without a v3 factory cannot have the pool either.
    const read = poolRead(getFactory(chainId, 'uniswapV3'), tokenA, tokenB, fee);
    if (read.kind === 'invalid') return atom(() => read.result);
    return atom((get) => {
      const [slot0, liquidity] = get(callStatesAtom(chainId, read.calls));
      return read.result(answerOf(slot0), answerOf(liquidity), reportParseError);
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
  const key = poolKey(chainId, tokenA, tokenB, fee);
  return poolFamily({ key, chainId, tokenA, tokenB, fee });
}
