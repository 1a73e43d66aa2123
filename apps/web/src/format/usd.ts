/** Groups the digits of a non-negative integer string in threes: "1234567" -> "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A dollar value given as an integer in `decimals` units (e.g. USDC's 6), as "$1,234.56":
 * rounded half up to cents, thousands separated. Values under one cent, zero included, are "$-"
 * (spec 000 §9, spec 001 §9).
 */
export function formatUsdUnits(amount: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Invalid decimals: ${decimals}`);
  }
  const scale = 10n ** BigInt(decimals);
  // Compare before rounding: $0.005 is still under a cent.
  if (amount * 100n < scale) return '$-';
  const cents = decimals >= 2 ? (amount + scale / 200n) / (scale / 100n) : amount * (100n / scale);
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `$${groupThousands((cents / 100n).toString())}.${fraction}`;
}

/** The number of micro-dollars in `dollars` (for values computed as numbers). */
const MICROS = 6;

/** `formatUsdUnits` for a dollar value held as a number; not finite is "". */
export function formatUsdNumber(dollars: number): string {
  if (!Number.isFinite(dollars)) return '';
  return formatUsdUnits(BigInt(Math.round(dollars * 10 ** MICROS)), MICROS);
}
