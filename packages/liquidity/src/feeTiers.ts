// Spec 001 §3: the v3 fee tiers, in hundredths of a basis point as the contracts count them, and
// §9: which tier a route names (medium when it names none) and which tiers the form offers.
import type { FeeAmount } from '@uniswap/v3-sdk';
import { isV3Fee } from './pools';

export interface FeeTier {
  readonly name: 'low' | 'medium' | 'high';
  /** 500, 3000 or 10000 (hundredths of a bip). */
  readonly fee: number;
  /** "0.05%", "0.3%", "1%". */
  readonly label: string;
  /** The pool's tick spacing for this fee (the v3 factory's defaults). */
  readonly tickSpacing: number;
}

// @spec 001 §3.10 Fee tiers
export const FEE_TIERS: readonly FeeTier[] = [
  { name: 'low', fee: 500, label: '0.05%', tickSpacing: 10 },
  { name: 'medium', fee: 3000, label: '0.3%', tickSpacing: 60 },
  { name: 'high', fee: 10000, label: '1%', tickSpacing: 200 },
];

/** The tier of a pool fee; undefined for a fee the interface does not offer. */
export function feeTier(fee: number): FeeTier | undefined {
  return FEE_TIERS.find((tier) => tier.fee === fee);
}

/** A fee as a percent label: 3000 -> "0.3%", also for fees outside the three tiers. */
export { formatFee } from '@dex/primitives';

// @spec 001 §9.1 Fee tiers
/** Spec §9: the default tier is medium. */
export const DEFAULT_FEE = 3000 as FeeAmount;

/**
 * The tier of a route's fee part: the default tier when the route names none, the fee when the
 * v3 factory has it, else no tier at all (a typo is not silently another tier).
 */
export function routeFee(typed: string | undefined): FeeAmount | undefined {
  if (typed === undefined) return DEFAULT_FEE;
  const fee = Number(typed);
  return isV3Fee(fee) ? fee : undefined;
}

/** The tiers offered: the spec's three, plus the route's own tier (e.g. 0.01 %) when it is another. */
export function offeredFeeTiers(fee: number | undefined): number[] {
  const tiers = FEE_TIERS.map((tier) => tier.fee);
  return fee === undefined || tiers.includes(fee) ? tiers : [fee, ...tiers];
}
