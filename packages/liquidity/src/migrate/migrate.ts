// Spec 001 §7 "V3 migrator" and §5 (migrate): the V2 -> V3 migration transaction. One multicall to
// the chain's V3Migrator: selfPermit for the LP token when the user signed a permit instead of
// approving, pool creation at the V2 price when the V3 pool does not exist yet, then migrate with
// percentageToMigrate 100 and refundAsETH true (leftovers of the wrapped native token come back as
// ETH), the minimum amounts taken from the target position with the user's slippage.

import type { SignedPermit } from '@dex/approvals';
import type { TransactionRequest } from '@dex/primitives';
import { Percent } from '@uniswap/sdk-core';
import type { Position } from '@uniswap/v3-sdk';
import { getAddress, Interface } from 'ethers';

export const V3_MIGRATOR_INTERFACE = new Interface([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function migrate((address pair, uint256 liquidityToMigrate, uint8 percentageToMigrate, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline, bool refundAsETH) params)',
]);

// @spec 001 §9.5 Migration percent 100; slippage for migration
/** The spec migrates the whole amount handed over: the migrator's percentage is always 100. */
export const MIGRATION_PERCENT = 100;

export interface MigrateCallOptions {
  /** The chain's V3Migrator (`@dex/chains` contracts.v3Migrator). */
  readonly migrator: string;
  /** The V2 (or Sushi) pair whose LP tokens are migrated. */
  readonly pair: string;
  /** LP tokens to burn (raw, 18 decimals). */
  readonly liquidity: bigint;
  /**
   * The target V3 position: its pool (the existing one, or one at the V2 price when creating),
   * ticks, and the amounts the LP is worth.
   */
  readonly position: Position;
  /** Slippage tolerance in basis points of 10,000 (50 = 0.5 %). */
  readonly slippageBips: number;
  readonly recipient: string;
  /** Unix seconds on the chain's clock. */
  readonly deadline: bigint;
  /** The V3 pool does not exist: create and initialise it first (the first-provider case). */
  readonly createPool: boolean;
  /** A signed EIP-2612 permit of the LP token for the migrator; absent when approved on chain. */
  readonly permit?: SignedPermit | null | undefined;
}

/** The minimum amounts the position must take: its mint amounts less the slippage tolerance. */
export function migrateMinimumAmounts(
  position: Position,
  slippageBips: number,
): { readonly amount0Min: bigint; readonly amount1Min: bigint } {
  const { amount0, amount1 } = position.mintAmountsWithSlippage(new Percent(slippageBips, 10_000));
  return { amount0Min: BigInt(amount0.toString()), amount1Min: BigInt(amount1.toString()) };
}

// @spec 001 §7.5 V3 migrator
/** The migrator multicall for `options` (no value: the LP tokens pay for everything). */
export function migrateCall(options: MigrateCallOptions): TransactionRequest {
  const { position, permit } = options;
  const { pool } = position;
  const calls: string[] = [];
  if (permit) {
    calls.push(
      V3_MIGRATOR_INTERFACE.encodeFunctionData('selfPermit', [
        getAddress(permit.token),
        permit.value ?? options.liquidity,
        permit.deadline,
        permit.v,
        permit.r,
        permit.s,
      ]),
    );
  }
  if (options.createPool) {
    calls.push(
      V3_MIGRATOR_INTERFACE.encodeFunctionData('createAndInitializePoolIfNecessary', [
        pool.token0.address,
        pool.token1.address,
        pool.fee,
        BigInt(pool.sqrtRatioX96.toString()),
      ]),
    );
  }
  const { amount0Min, amount1Min } = migrateMinimumAmounts(position, options.slippageBips);
  calls.push(
    V3_MIGRATOR_INTERFACE.encodeFunctionData('migrate', [
      {
        pair: getAddress(options.pair),
        liquidityToMigrate: options.liquidity,
        percentageToMigrate: MIGRATION_PERCENT,
        token0: pool.token0.address,
        token1: pool.token1.address,
        fee: pool.fee,
        tickLower: position.tickLower,
        tickUpper: position.tickUpper,
        amount0Min,
        amount1Min,
        recipient: getAddress(options.recipient),
        deadline: options.deadline,
        refundAsETH: true,
      },
    ]),
  );
  return {
    address: getAddress(options.migrator),
    callData: V3_MIGRATOR_INTERFACE.encodeFunctionData('multicall', [calls]),
  };
}
