// Integer amounts in a token's smallest units written as decimals: significant digits, fixed
// places, or every digit for an input field. All in bigint, so no digit is lost to a float.
import { InvalidArgumentError } from '../errors';
import { localizeDecimal } from './locale';

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new InvalidArgumentError(`Invalid decimals: ${decimals}`);
  }
}

/**
 * Formats an integer amount in its smallest unit (e.g. wei) as a decimal string with at most
 * `significantDigits` significant digits, rounding half up; trailing zeros are dropped.
 * `formatSignificant(1234567890000000000n, 18)` is "1.235".
 * @spec 000 §9.14 Display
 */
export function formatSignificant(amount: bigint, decimals: number, significantDigits = 4): string {
  checkDecimals(decimals);
  if (!Number.isInteger(significantDigits) || significantDigits < 1) {
    throw new InvalidArgumentError(`Invalid significant digits: ${significantDigits}`);
  }
  if (amount < 0n) return `-${formatSignificant(-amount, decimals, significantDigits)}`;
  if (amount === 0n) return '0';

  const dropped = amount.toString().length - significantDigits;
  let rounded = amount;
  if (dropped > 0) {
    const unit = 10n ** BigInt(dropped);
    rounded = ((amount + unit / 2n) / unit) * unit;
  }

  const scale = 10n ** BigInt(decimals);
  const whole = rounded / scale;
  const fraction = (rounded % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** `formatSignificant` written for `locale` ("1.235" -> "1,235" in German): a shown balance. */
export function localizedSignificant(
  amount: bigint,
  decimals: number,
  locale: string,
  significantDigits = 4,
): string {
  return localizeDecimal(formatSignificant(amount, decimals, significantDigits), locale);
}

/** A raw amount as a plain decimal string for an input (no grouping, every digit kept). */
export function formatUnitsPlain(raw: bigint, decimals: number): string {
  const text = raw.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * How `formatFixedAmount` drops the digits beyond its places: `'down'` (toward zero) for what the
 * user holds or may claim, which must never show more than it is; `'halfUp'` (half away from
 * zero) for counts such as vote tallies, where 1,999.9 votes read as 2,000.
 */
export type FixedRounding = 'down' | 'halfUp';

/**
 * `amount` (smallest units) with exactly `places` decimals, written for `locale`, rounded down
 * unless `rounding` says otherwise: governance's claim (0 places), breakdown balance (2),
 * unclaimed amount (4) and the account's votes (0) round down; vote tallies (0) round half up.
 */
export function formatFixedAmount(
  amount: bigint,
  decimals: number,
  places: number,
  locale = 'en-US',
  rounding: FixedRounding = 'down',
): string {
  const divisor = 10n ** BigInt(decimals);
  let numerator = amount * 10n ** BigInt(places);
  // Division truncates toward zero; half the divisor added away from zero rounds half up.
  if (rounding === 'halfUp') numerator += (amount < 0n ? -divisor : divisor) / 2n;
  const scaled = numerator / divisor;
  const unit = 10n ** BigInt(places);
  const fraction = places === 0 ? '' : `.${(scaled % unit).toString().padStart(places, '0')}`;
  return localizeDecimal(`${scaled / unit}${fraction}`, locale);
}

/**
 * `numerator / denominator` with exactly `places` decimals, rounded half away from zero, plain
 * (no grouping): what the Uniswap SDK's `toFixed` writes, in bigint.
 */
export function formatRatioFixed(numerator: bigint, denominator: bigint, places: number): string {
  if (denominator === 0n) throw new InvalidArgumentError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const num = numerator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  const unit = 10n ** BigInt(places);
  const scaled = num * unit;
  let units = scaled / den;
  if ((scaled % den) * 2n >= den) units += 1n;
  const fraction = places === 0 ? '' : `.${(units % unit).toString().padStart(places, '0')}`;
  return `${negative ? '-' : ''}${units / unit}${fraction}`;
}
