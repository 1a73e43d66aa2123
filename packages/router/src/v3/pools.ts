import type { FactoryDeployment } from '@dex/chains';
import type { ContractCall } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import { computePoolAddress, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { create2AddressMemo } from '../create2Addresses';

/** The fee tiers (in hundredths of a basis point) the v3 factory enables by default. */
export const V3_FEE_TIERS: readonly FeeAmount[] = [
  FeeAmount.LOWEST,
  FeeAmount.LOW,
  FeeAmount.MEDIUM,
  FeeAmount.HIGH,
];

const POOL_INTERFACE = new Interface([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
]);

/** One pool to look up: a token pair (sorted), its fee tier and its CREATE2 address. */
export interface V3PoolKey {
  readonly token0: Token;
  readonly token1: Token;
  readonly fee: FeeAmount;
  readonly address: string;
}

const knownPoolAddress = create2AddressMemo();

/** The pool address under `factory`, with the factory's own init code hash (kept once derived). */
export function computeV3PoolAddress(
  factory: FactoryDeployment,
  tokenA: Token,
  tokenB: Token,
  fee: FeeAmount,
): string {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return knownPoolAddress(
    `${factory.address}|${factory.initCodeHash}|${token0.address}|${token1.address}|${fee}`,
    () =>
      computePoolAddress({
        factoryAddress: factory.address,
        tokenA,
        tokenB,
        fee,
        initCodeHashManualOverride: factory.initCodeHash,
      }),
  );
}

/** Every fee tier of every token pair (e.g. from `getCandidateTokenPairs`). */
export function getV3PoolKeys(
  tokenPairs: ReadonlyArray<readonly [Token, Token]>,
  factory: FactoryDeployment,
  feeTiers: readonly FeeAmount[] = V3_FEE_TIERS,
): V3PoolKey[] {
  const keys: V3PoolKey[] = [];
  for (const [tokenA, tokenB] of tokenPairs) {
    if (tokenA.equals(tokenB)) continue;
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
    for (const fee of feeTiers) {
      keys.push({
        token0,
        token1,
        fee,
        address: computeV3PoolAddress(factory, token0, token1, fee),
      });
    }
  }
  return keys;
}

// Argument-free calls: encoded once, not for every pool on every read.
const SLOT0_CALL_DATA = /* @__PURE__ */ POOL_INTERFACE.encodeFunctionData('slot0');
const LIQUIDITY_CALL_DATA = /* @__PURE__ */ POOL_INTERFACE.encodeFunctionData('liquidity');

// @spec 000 §7.23 V3 pools
export function slot0Call(poolAddress: string): ContractCall {
  return { address: poolAddress, callData: SLOT0_CALL_DATA };
}

export function liquidityCall(poolAddress: string): ContractCall {
  return { address: poolAddress, callData: LIQUIDITY_CALL_DATA };
}

export interface PoolSlot0 {
  readonly sqrtPriceX96: bigint;
  readonly tick: number;
}

export function decodeSlot0(returnData: string): PoolSlot0 {
  const result = POOL_INTERFACE.decodeFunctionResult('slot0', returnData);
  return { sqrtPriceX96: BigInt(result[0]), tick: Number(result[1]) };
}

export function decodeLiquidity(returnData: string): bigint {
  return BigInt(POOL_INTERFACE.decodeFunctionResult('liquidity', returnData)[0]);
}

/**
 * The SDK pool from its `slot0` and `liquidity` reads, or null when the pool does not exist or
 * was never initialised (a zero price, or an empty answer from a missing contract). With `ticks`
 * (`createV3PoolWithTicks`'s window) the pool can simulate swaps in memory.
 */
export function createV3Pool(
  key: V3PoolKey,
  slot0: PoolSlot0 | undefined,
  liquidity: bigint | undefined,
  ticks?: ConstructorParameters<typeof Pool>[6],
): Pool | null {
  if (!slot0 || liquidity === undefined || slot0.sqrtPriceX96 === 0n) return null;
  if (slot0.tick < TickMath.MIN_TICK || slot0.tick > TickMath.MAX_TICK) return null;
  return new Pool(
    key.token0,
    key.token1,
    key.fee,
    slot0.sqrtPriceX96.toString(),
    liquidity.toString(),
    slot0.tick,
    ticks,
  );
}
