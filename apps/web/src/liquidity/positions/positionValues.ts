// The position's amounts and their USD values (spec 001 §2 "Liquidity value", "Unclaimed fees").
import { type OwedFees, owedAmount, toSdkPosition, type V3Position } from '@dex/liquidity';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { type Atom, atom } from 'jotai';
import { usdPriceAtom, usdValue } from '../../prices';

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

/** The USD value of a pair of amounts; undefined unless both tokens have a price. */
export function pairUsdValueAtom(
  amounts: readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>] | undefined,
): Atom<CurrencyAmount<Token> | undefined> {
  return atom((get) => {
    if (!amounts) return undefined;
    const [a, b] = amounts.map((amount) => usdValue(amount, get(usdPriceAtom(amount.currency))));
    return a && b ? a.add(b) : undefined;
  });
}
