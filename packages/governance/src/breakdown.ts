// "Your UNI Breakdown" (spec 000 §2, §9): the account's balance to 2 decimals, its unclaimed
// amount to 4, the circulating and total supply whole; a row only for an amount that is known.
import { formatFixedAmount } from '@dex/primitives';
import { claimBreakdown } from './claim/distributor';
import type { ClaimFlags } from './claim/types';

/** The governance token's decimals (UNI). */
export const GOVERNANCE_TOKEN_DECIMALS = 18;

export type BreakdownRowName = 'balance' | 'unclaimed' | 'circulating' | 'totalSupply';

export interface BreakdownRow {
  readonly name: BreakdownRowName;
  readonly amount: bigint;
  /** The amount written for the locale, to the row's places. */
  readonly value: string;
}

const PLACES: Record<BreakdownRowName, number> = {
  balance: 2,
  unclaimed: 4,
  circulating: 0,
  totalSupply: 0,
};

/** The breakdown's rows, in the spec's order, for the amounts that are known. */
export function uniBreakdownRows(
  amounts: { readonly [name in BreakdownRowName]?: bigint | undefined },
  locale: string,
): BreakdownRow[] {
  return (['balance', 'unclaimed', 'circulating', 'totalSupply'] as const).flatMap((name) => {
    const amount = amounts[name];
    if (amount === undefined) return [];
    const value = formatFixedAmount(amount, GOVERNANCE_TOKEN_DECIMALS, PLACES[name], locale);
    return [{ name, amount, value }];
  });
}

export type ClaimPartName = 'liquidity' | 'user' | 'socks';

/** What a claim is made of (spec 000 §9: whole tokens), the parts it has, in the spec's order. */
export function claimBreakdownRows(
  amount: bigint,
  flags: ClaimFlags,
  locale: string,
): { readonly name: ClaimPartName; readonly value: string }[] {
  const parts = claimBreakdown(amount, flags, GOVERNANCE_TOKEN_DECIMALS);
  return (['liquidity', 'user', 'socks'] as const).flatMap((name) =>
    parts[name] > 0n
      ? [{ name, value: formatFixedAmount(parts[name], GOVERNANCE_TOKEN_DECIMALS, 0, locale) }]
      : [],
  );
}
