// The position's amounts (spec 001 §2 "Liquidity value", "Unclaimed fees"): what it holds at the
// pool's price and its owed fees as they would be paid out.
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { owedAmount } from './collect';
import type { OwedFees } from './fees';
import { toSdkPosition } from './positionAmounts';
import type { V3Position } from './positions';

export interface PositionAmounts {
  readonly liquidity: readonly [CurrencyAmount<Token>, CurrencyAmount<Token>] | undefined;
  /** The fees as they would be paid out (the native coin for the wrapped side). */
  readonly fees: readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>] | undefined;
}

export function positionAmounts(
  pool: Pool | null,
  position: V3Position,
  fees: OwedFees | undefined,
): PositionAmounts {
  const sdk = pool ? toSdkPosition(pool, position) : undefined;
  return {
    liquidity: sdk ? [sdk.amount0, sdk.amount1] : undefined,
    fees:
      pool && fees
        ? [owedAmount(pool.token0, fees.amount0, true), owedAmount(pool.token1, fees.amount1, true)]
        : undefined,
  };
}

/** Whether any of `amounts` is above zero (fees to collect). */
export const anyAboveZero = (amounts: readonly CurrencyAmount<Currency>[] | undefined): boolean =>
  amounts?.some((amount) => amount.greaterThan(0)) ?? false;

/** The sum of a pair of amounts in one currency (two dollar values); undefined without both. */
export function sumOfPair(
  a: CurrencyAmount<Token> | undefined,
  b: CurrencyAmount<Token> | undefined,
): CurrencyAmount<Token> | undefined {
  return a && b ? a.add(b) : undefined;
}
