// Spec 001 §3 "V3 pool" and §4 "pool NOT_EXISTS": one v3 pool of a pair and fee tier, read as
// slot0 + liquidity. The reads and the SDK pool come from @dex/router (the swap reads pools the
// same way); this module adds the pool's existence state the liquidity screens show.

import { type ContractCall, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import {
  computeV3PoolAddress,
  createV3Pool,
  decodeLiquidity,
  decodeSlot0,
  liquidityCall,
  slot0Call,
} from '@dex/router';
import type { Token } from '@uniswap/sdk-core';
import { type FeeAmount, POOL_INIT_CODE_HASH, type Pool, TICK_SPACINGS } from '@uniswap/v3-sdk';

// @spec 001 §3.11 Pool existence states
export enum PoolState {
  LOADING = 'LOADING',
  NOT_EXISTS = 'NOT_EXISTS',
  EXISTS = 'EXISTS',
  /** A missing or identical pair, or a fee with no v3 tick spacing. */
  INVALID = 'INVALID',
}

/** Whether `fee` is a fee the v3 factory has a tick spacing for. */
export function isV3Fee(fee: number | undefined): fee is FeeAmount {
  return (
    fee !== undefined && (TICK_SPACINGS as Record<number, number | undefined>)[fee] !== undefined
  );
}

/**
 * The pool's address under the chain's own factory (never the SDK's mainnet default, DEVNET.md).
 * Tokens may come in either order.
 */
export function v3PoolAddress(
  factory: string,
  tokenA: Token,
  tokenB: Token,
  fee: number,
  // The SDK's hash; the chain registry's is the same for every chain (DEVNET.md).
  initCodeHash: string = POOL_INIT_CODE_HASH,
): string {
  return computeV3PoolAddress(
    { address: factory as `0x${string}`, initCodeHash: initCodeHash as `0x${string}` },
    tokenA,
    tokenB,
    fee as FeeAmount,
  );
}

// @spec 001 §7.7 Reads
/** The two reads that load a pool: slot0 (price, tick) and in-range liquidity. */
export function poolCalls(
  poolAddress: string,
): readonly [slot0: ContractCall, liquidity: ContractCall] {
  return [slot0Call(poolAddress), liquidityCall(poolAddress)];
}

/**
 * The SDK pool from the answers of `poolCalls`, or null when there is none: no contract (an empty
 * answer), a pool never initialised (zero price), a failed or malformed answer (also passed to
 * `onParseError`), or an invalid pair.
 * @spec 001 §3.2 V3 pool
 */
export function decodePool(
  tokenA: Token,
  tokenB: Token,
  fee: number,
  slot0Data: string | undefined,
  liquidityData: string | undefined,
  onParseError?: ParseErrorHandler,
): Pool | null {
  if (tokenA.equals(tokenB) || !isV3Fee(fee)) return null;
  if (!slot0Data || slot0Data === '0x' || !liquidityData || liquidityData === '0x') return null;
  const liquidity = decodeAnswer(liquidityData, decodeLiquidity, onParseError);
  if (liquidity === undefined) return null;
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  // A slot0 the SDK refuses (a tick that does not match the price) is as unusable as bad data.
  const pool = decodeAnswer(
    slot0Data,
    (answer) => createV3Pool({ token0, token1, fee, address: '' }, decodeSlot0(answer), liquidity),
    onParseError,
  );
  return pool ?? null;
}

/** What the reads say about a pair and fee: `INVALID` before any read is worth making. */
export function poolState(
  tokenA: Token | undefined,
  tokenB: Token | undefined,
  fee: number | undefined,
  loading: boolean,
  pool: Pool | null,
): PoolState {
  if (!tokenA || !tokenB || tokenA.equals(tokenB) || !isV3Fee(fee)) return PoolState.INVALID;
  if (pool) return PoolState.EXISTS;
  return loading ? PoolState.LOADING : PoolState.NOT_EXISTS;
}

/** A pool's existence state and, when it exists, the SDK pool. */
export interface PoolResult {
  readonly state: PoolState;
  readonly pool: Pool | null;
}

/**
 * How one pool of `tokenA`/`tokenB` at `fee` is read: `invalid` has its result at once (INVALID
 * for a missing or identical pair or an unsupported fee; NOT_EXISTS on a chain without a v3
 * `factory`, which cannot have the pool either); else the calls to
 * make and how their answers (undefined while unanswered, null for a failed or empty read) become
 * the result: LOADING until both answer, then EXISTS or NOT_EXISTS.
 */
export type PoolRead =
  | { readonly kind: 'invalid'; readonly result: PoolResult }
  | {
      readonly kind: 'read';
      readonly calls: readonly [slot0: ContractCall, liquidity: ContractCall];
      readonly result: (
        slot0: string | null | undefined,
        liquidity: string | null | undefined,
        onParseError?: ParseErrorHandler,
      ) => PoolResult;
    };

export function poolRead(
  factory: { readonly address: string; readonly initCodeHash?: string } | undefined,
  tokenA: Token | undefined,
  tokenB: Token | undefined,
  fee: number | undefined,
): PoolRead {
  if (!tokenA || !tokenB || tokenA.equals(tokenB) || !isV3Fee(fee) || !factory) {
    return {
      kind: 'invalid',
      result: { state: poolState(tokenA, tokenB, fee, false, null), pool: null },
    };
  }
  const address = v3PoolAddress(factory.address, tokenA, tokenB, fee, factory.initCodeHash);
  return {
    kind: 'read',
    calls: poolCalls(address),
    result: (slot0, liquidity, onParseError) => {
      const pool = decodePool(
        tokenA,
        tokenB,
        fee,
        slot0 ?? undefined,
        liquidity ?? undefined,
        onParseError,
      );
      // Unanswered (undefined): before the first fetch, or while one is in flight.
      const loading = slot0 === undefined || liquidity === undefined;
      return { state: poolState(tokenA, tokenB, fee, loading, pool), pool };
    },
  };
}

/** One key per pool: the chain, the pair in either order (by address, any case) and the fee. */
export function poolKey(
  chainId: number,
  tokenA: Token | undefined,
  tokenB: Token | undefined,
  fee: number | undefined,
): string {
  const sorted =
    tokenA && tokenB && !tokenA.equals(tokenB) && tokenB.sortsBefore(tokenA)
      ? [tokenB, tokenA]
      : [tokenA, tokenB];
  return `${chainId}|${sorted.map((token) => token?.address.toLowerCase() ?? '').join('|')}|${fee ?? ''}`;
}
