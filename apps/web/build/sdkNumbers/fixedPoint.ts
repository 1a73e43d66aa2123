// Exact decimal arithmetic over native bigints for the stand-ins of decimal.js-light and big.js
// (./decimal.ts, ./big.ts): a value is an integer `units` times 10^-places, so dividing, rounding
// and printing never go through floating point.

export type RoundingMode = 'down' | 'up' | 'halfUp' | 'halfEven';

/** A decimal value: `units` × 10^-`places` (places may be negative: 12 × 10^2 = 1200). */
export interface FixedPoint {
  readonly units: bigint;
  readonly places: number;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const pow10 = (n: number) => 10n ** BigInt(n);

/** An integer written in decimal digits (the SDKs pass bigints' own `toString()`). */
export function parseInteger(text: string): FixedPoint {
  if (!/^-?\d+$/.test(text)) throw new Error(`Not an integer: ${text}`);
  return { units: BigInt(text), places: 0 };
}

/** `value` as a fraction num / den with den > 0. */
function asFraction(value: FixedPoint): { num: bigint; den: bigint } {
  return value.places >= 0
    ? { num: value.units, den: pow10(value.places) }
    : { num: value.units * pow10(-value.places), den: 1n };
}

/** num / den (den ≠ 0) rounded to an integer by `mode`; ties and "up" move away from zero. */
function roundedQuotient(num: bigint, den: bigint, mode: RoundingMode): bigint {
  const quotient = num / den;
  const remainder = abs(num % den);
  if (remainder === 0n) return quotient;
  const away = num < 0n !== den < 0n ? quotient - 1n : quotient + 1n;
  const twice = remainder * 2n;
  const half = abs(den);
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return away;
    case 'halfUp':
      return twice >= half ? away : quotient;
    case 'halfEven':
      return twice > half || (twice === half && quotient % 2n !== 0n) ? away : quotient;
  }
}

/** num / den rounded to `places` decimal places (negative: to tens, hundreds …). */
function divideToPlaces(num: bigint, den: bigint, places: number, mode: RoundingMode): FixedPoint {
  const units =
    places >= 0
      ? roundedQuotient(num * pow10(places), den, mode)
      : roundedQuotient(num, den * pow10(-places), mode);
  return { units, places };
}

/** ⌊log10 |num / den|⌋ for num ≠ 0. */
function magnitude(num: bigint, den: bigint): number {
  const n = abs(num);
  const d = abs(den);
  let exponent = n.toString().length - d.toString().length;
  // 10^exponent ≤ n/d < 10^(exponent + 1), corrected by one where the leading digits decide.
  if (exponent >= 0 ? n < d * pow10(exponent) : n * pow10(-exponent) < d) exponent -= 1;
  return exponent;
}

export class DivisionByZeroError extends Error {}

/** a / b rounded to `places` decimal places. */
export function divideFixed(
  a: FixedPoint,
  b: FixedPoint,
  places: number,
  mode: RoundingMode,
): FixedPoint {
  const x = asFraction(a);
  const y = asFraction(b);
  if (y.num === 0n) throw new DivisionByZeroError('Division by zero');
  return divideToPlaces(x.num * y.den, x.den * y.num, places, mode);
}

/** a / b rounded to `digits` significant digits (zero stays zero). */
export function divideSignificant(
  a: FixedPoint,
  b: FixedPoint,
  digits: number,
  mode: RoundingMode,
): FixedPoint {
  const x = asFraction(a);
  const y = asFraction(b);
  if (y.num === 0n) throw new DivisionByZeroError('Division by zero');
  const num = x.num * y.den;
  const den = x.den * y.num;
  if (num === 0n) return { units: 0n, places: 0 };
  return divideToPlaces(num, den, digits - 1 - magnitude(num, den), mode);
}

/** `value` rounded to `places` decimal places (unchanged when it has no more). */
export function roundToPlaces(value: FixedPoint, places: number, mode: RoundingMode): FixedPoint {
  if (value.places <= places) return value;
  return divideToPlaces(value.units, pow10(value.places), places, mode);
}

/** `value` rounded to `digits` significant digits. */
export function roundSignificant(
  value: FixedPoint,
  digits: number,
  mode: RoundingMode,
): FixedPoint {
  if (value.units === 0n) return { units: 0n, places: 0 };
  const { num, den } = asFraction(value);
  return roundToPlaces(value, digits - 1 - magnitude(num, den), mode);
}

/** Without trailing zeros after the point: 1.500 → 1.5, 2.000 → 2. */
export function normalise(value: FixedPoint): FixedPoint {
  let { units, places } = value;
  while (places > 0 && units % 10n === 0n) {
    units /= 10n;
    places -= 1;
  }
  if (places < 0) return { units: units * pow10(-places), places: 0 };
  return { units, places };
}

/** Digits after the point without trailing zeros. */
export function decimalPlaces(value: FixedPoint): number {
  return normalise(value).places;
}

export interface DecimalFormat {
  readonly decimalSeparator?: string;
  readonly groupSeparator?: string;
  readonly groupSize?: number;
  readonly secondaryGroupSize?: number;
  readonly fractionGroupSeparator?: string;
  readonly fractionGroupSize?: number;
}

/** Integer digits in groups from the right: the first of `size`, the rest of `secondary || size`. */
function groupInteger(digits: string, separator: string, size: number, secondary: number): string {
  if (!separator || size <= 0 || digits.length <= size) return digits;
  const groups = [digits.slice(-size)];
  const rest = secondary > 0 ? secondary : size;
  let end = digits.length - size;
  while (end > 0) {
    groups.unshift(digits.slice(Math.max(0, end - rest), end));
    end -= rest;
  }
  return groups.join(separator);
}

/** Fraction digits in groups from the point. */
function groupFraction(digits: string, separator: string, size: number): string {
  if (!separator || size <= 0) return digits;
  const groups: string[] = [];
  for (let start = 0; start < digits.length; start += size) {
    groups.push(digits.slice(start, start + size));
  }
  return groups.join(separator);
}

/**
 * `value` in fixed-point notation with exactly `places` digits after the point (it must not have
 * more; round first), or as many as it needs when `places` is undefined; grouped by `format`.
 * A value that is zero is written without a sign.
 */
export function formatFixed(
  value: FixedPoint,
  places: number | undefined,
  format: DecimalFormat = {},
): string {
  const whole =
    value.places >= 0 ? value : { units: value.units * pow10(-value.places), places: 0 };
  const shown = places === undefined ? normalise(whole) : whole;
  const target = places ?? shown.places;
  if (shown.places > target) throw new Error('formatFixed: round the value first');
  const scaled = shown.units * pow10(target - shown.places);
  const digits = abs(scaled)
    .toString()
    .padStart(target + 1, '0');
  const integer = digits.slice(0, digits.length - target);
  const fraction = digits.slice(digits.length - target);
  const sign = scaled < 0n ? '-' : '';
  const groupedInteger = groupInteger(
    integer,
    format.groupSeparator ?? '',
    format.groupSize ?? 0,
    format.secondaryGroupSize ?? 0,
  );
  if (target === 0) return sign + groupedInteger;
  const groupedFraction = groupFraction(
    fraction,
    format.fractionGroupSeparator ?? '',
    format.fractionGroupSize ?? 0,
  );
  return `${sign}${groupedInteger}${format.decimalSeparator ?? '.'}${groupedFraction}`;
}
