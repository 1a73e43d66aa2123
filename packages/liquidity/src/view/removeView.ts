// /remove/{tokenId} (spec 001 §2 "Remove V3", §5 "V3 removal"): what the removal form shows from
// the position, its pool and fees, the chosen percent and payout.
import { type Currency, CurrencyAmount, type NativeCurrency } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import type { OwedFees } from '../fees';
import { removalStatus } from '../positionAmounts';
import type { PositionStatus, V3Position } from '../positions';
import { type RemovalAmounts, removalAmounts } from '../remove';
import { type RemoveButton, removeButton } from '../removeButton';

export interface RemoveViewInput {
  /** The position once read; undefined while loading or not found. */
  readonly position: V3Position | undefined;
  readonly pool: Pool | null;
  readonly fees: OwedFees | undefined;
  /** 0-100 */
  readonly percent: number;
  readonly receiveNative: boolean;
  readonly connected: boolean;
  /** The account is known to be neither owner nor operator (unknown is no reason to refuse). */
  readonly notManager: boolean;
  /** The chain's native coin (its `wrapped` token is the one paid out either way). */
  readonly native: NativeCurrency | undefined;
}

export interface RemoveView {
  readonly amounts: RemovalAmounts | undefined;
  /** [native, wrapped] symbols when the wrapped native token is one side (the collect-as toggle). */
  readonly nativeSymbols: readonly [string, string] | undefined;
  /** The badge, by the removal screen's own range rule (`removalStatus`). */
  readonly status: PositionStatus | undefined;
  readonly button: RemoveButton;
}

/**
 * Spec 001 §5: Connect Wallet; Inactive for a removed position; 'Enter a percent' at 0 %;
 * disabled while the values are missing.
 */
export function removeView(input: RemoveViewInput): RemoveView {
  const { position, pool, fees, percent, native } = input;
  const hasWrappedNative =
    !!pool &&
    !!native &&
    (pool.token0.equals(native.wrapped) || pool.token1.equals(native.wrapped));
  const closed = position?.liquidity === 0n;
  const amounts =
    position && pool && fees && percent > 0 && !closed
      ? removalAmounts(pool, position, percent, fees, input.receiveNative)
      : undefined;
  return {
    amounts,
    nativeSymbols:
      hasWrappedNative && native
        ? [native.symbol ?? 'ETH', native.wrapped.symbol ?? 'WETH']
        : undefined,
    status: position ? removalStatus(position, pool?.tickCurrent) : undefined,
    button: removeButton({
      connected: input.connected,
      notManager: input.notManager,
      closed,
      percent,
      ready: amounts !== undefined,
    }),
  };
}

/** One amount line of the form and its review: the amount (zero until known) and its kind. */
export interface RemovalLine {
  readonly amount: CurrencyAmount<Currency> | undefined;
  /** What the line is named by: the amount's currency (the native coin if paid so), else the token. */
  readonly currency: Currency | undefined;
  readonly kind: 'pooled' | 'feesEarned';
}

/** Pooled 0 and 1, then fees earned 0 and 1; zero of the token while the amounts are unknown. */
export function removalLines(
  amounts: RemovalAmounts | undefined,
  token0: Currency | undefined,
  token1: Currency | undefined,
): readonly RemovalLine[] {
  const line = (
    amount: CurrencyAmount<Currency> | undefined,
    token: Currency | undefined,
    kind: RemovalLine['kind'],
  ): RemovalLine => {
    const shown = amount ?? (token ? CurrencyAmount.fromRawAmount(token, 0) : undefined);
    return { amount: shown, currency: shown?.currency ?? token, kind };
  };
  return [
    line(amounts?.liquidity0, token0, 'pooled'),
    line(amounts?.liquidity1, token1, 'pooled'),
    line(amounts?.fee0, token0, 'feesEarned'),
    line(amounts?.fee1, token1, 'feesEarned'),
  ];
}

/** What each side pays out in all: its share of the liquidity with its fees. */
export function removalTotals(
  amounts: RemovalAmounts,
): readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>] {
  return [amounts.liquidity0.add(amounts.fee0), amounts.liquidity1.add(amounts.fee1)];
}
