// Spec 001 §4 "The reward counter animates over 1 second with 4 decimals": the counter's text as a
// pure function of the time since the value changed, so the animation is tested without a clock.

// @spec 001 §4.12 The reward counter animates over 1
/** §4: the counter moves from the old to the new value over this long. */
export const COUNTER_DURATION_MS = 1000;
/** §4: the counter's decimals. */
export const COUNTER_DECIMALS = 4;

const SCALE = 10n ** BigInt(COUNTER_DECIMALS);
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** A plain decimal ("12.3456789") in units of the last shown decimal, cut (not rounded). */
function toUnits(decimal: string): bigint | undefined {
  const match = PLAIN_DECIMAL.exec(decimal);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const units =
    BigInt(whole) * SCALE +
    BigInt(fraction.padEnd(COUNTER_DECIMALS, '0').slice(0, COUNTER_DECIMALS));
  return sign === '-' ? -units : units;
}

function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / SCALE}.${(abs % SCALE).toString().padStart(COUNTER_DECIMALS, '0')}`;
}

/** A plain decimal with exactly 4 decimals ("1.5" -> "1.5000"); anything else unchanged. */
export function toCounterDecimals(decimal: string): string {
  const units = toUnits(decimal);
  return units === undefined ? decimal : fromUnits(units);
}

/**
 * The counter's text `elapsedMs` after the value changed from `from` to `to` (plain decimals):
 * a straight line between them, 4 decimals, and exactly `to` from `durationMs` on. Without a
 * previous value, or when either is not a plain decimal, it is `to` at once.
 */
export function counterText(
  from: string | undefined,
  to: string,
  elapsedMs: number,
  durationMs: number = COUNTER_DURATION_MS,
): string {
  const end = toUnits(to);
  const start = from === undefined ? undefined : toUnits(from);
  if (end === undefined) return to;
  if (start === undefined || !(elapsedMs < durationMs)) return fromUnits(end);
  const progress = BigInt(Math.max(0, Math.floor((elapsedMs / durationMs) * 1000)));
  return fromUnits(start + ((end - start) * progress) / 1000n);
}
