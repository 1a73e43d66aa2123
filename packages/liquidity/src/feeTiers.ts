// Spec 001 §3: the v3 fee tiers, in hundredths of a basis point as the contracts count them.

export interface FeeTier {
  readonly name: 'low' | 'medium' | 'high';
  /** 500, 3000 or 10000 (hundredths of a bip). */
  readonly fee: number;
  /** "0.05%", "0.3%", "1%". */
  readonly label: string;
  /** The pool's tick spacing for this fee (the v3 factory's defaults). */
  readonly tickSpacing: number;
}

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
export function formatFee(fee: number): string {
  return `${fee / 10_000}%`;
}
