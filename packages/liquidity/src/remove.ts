// Spec 001 §2 "Remove V3", §5 "V3 removal" and §7 "Remove": the amounts a removal pays out and
// the position manager's decreaseLiquidity + collect through the SDK.

import { DexError, type TransactionRequest } from '@dex/primitives';
import { type Currency, type CurrencyAmount, Percent } from '@uniswap/sdk-core';
import { NonfungiblePositionManager, type Pool } from '@uniswap/v3-sdk';
import { owedAmount, toTransactionRequest } from './collect';
import type { OwedFees } from './fees';
import { toSdkPosition } from './positionAmounts';
import type { V3Position } from './positions';

/** Spec 001 §5: the remove button's message while the percent is 0. */
export class EnterPercentError extends DexError {
  constructor() {
    super('liquidity/enter-percent', 'Enter a percent');
  }
}

/** Spec 001 §4: removing from a position with no liquidity left ("Inactive"). */
export class InactivePositionError extends DexError {
  constructor() {
    super('liquidity/inactive-position', 'Inactive');
  }
}

type RemovablePosition = Pick<V3Position, 'tokenId' | 'liquidity' | 'tickLower' | 'tickUpper'>;

/** The whole percents 1-100 the slider offers (spec 001 §9). */
function liquidityPercentage(percent: number): Percent {
  if (!Number.isInteger(percent) || percent <= 0 || percent > 100) throw new EnterPercentError();
  return new Percent(percent, 100);
}

export interface RemovalAmounts {
  /** The share of the position's tokens that leaves the pool. */
  readonly liquidity0: CurrencyAmount<Currency>;
  readonly liquidity1: CurrencyAmount<Currency>;
  /** All fees owed; a removal always collects them. */
  readonly fee0: CurrencyAmount<Currency>;
  readonly fee1: CurrencyAmount<Currency>;
}

/** What removing `percent` % pays out, in the native coin for the wrapped side if asked. */
export function removalAmounts(
  pool: Pool,
  position: RemovablePosition,
  percent: number,
  fees: OwedFees,
  receiveNative: boolean,
): RemovalAmounts {
  const share = liquidityPercentage(percent);
  const sdk = toSdkPosition(pool, position);
  const part = (amount: CurrencyAmount<Currency>) =>
    BigInt(share.multiply(amount.quotient).quotient.toString());
  return {
    liquidity0: owedAmount(pool.token0, part(sdk.amount0), receiveNative),
    liquidity1: owedAmount(pool.token1, part(sdk.amount1), receiveNative),
    fee0: owedAmount(pool.token0, fees.amount0, receiveNative),
    fee1: owedAmount(pool.token1, fees.amount1, receiveNative),
  };
}

export interface RemoveLiquidityOptions {
  readonly manager: string;
  readonly pool: Pool;
  readonly position: RemovablePosition;
  /** 1-100. */
  readonly percent: number;
  /** The user's slippage tolerance in basis points. */
  readonly slippageBips: number;
  /** Unix seconds, from the latest block's time plus the user's deadline. */
  readonly deadline: bigint;
  readonly recipient: string;
  /** The fees owed now (the static collect): collected with the removal. */
  readonly fees: OwedFees;
  /** Pay the wrapped native token out as the native coin. */
  readonly receiveNative: boolean;
}

/** The removal transaction: decreaseLiquidity by `percent` %, then collect to `recipient`. */
export function removeLiquidityCall(options: RemoveLiquidityOptions): TransactionRequest {
  if (options.position.liquidity === 0n) throw new InactivePositionError();
  const { pool, fees, receiveNative } = options;
  return toTransactionRequest(
    options.manager,
    NonfungiblePositionManager.removeCallParameters(toSdkPosition(pool, options.position), {
      tokenId: options.position.tokenId.toString(),
      liquidityPercentage: liquidityPercentage(options.percent),
      slippageTolerance: new Percent(options.slippageBips, 10_000),
      deadline: options.deadline.toString(),
      collectOptions: {
        expectedCurrencyOwed0: owedAmount(pool.token0, fees.amount0, receiveNative),
        expectedCurrencyOwed1: owedAmount(pool.token1, fees.amount1, receiveNative),
        recipient: options.recipient,
      },
    }),
  );
}
