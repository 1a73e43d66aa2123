import { localizeDecimal } from './locale';

/**
 * Formats an integer amount in its smallest unit (e.g. wei) as a decimal string with at most
 * `significantDigits` significant digits, rounding half up; trailing zeros are dropped.
 * `formatSignificant(1234567890000000000n, 18)` is "1.235".
 */
export function formatSignificant(amount: bigint, decimals: number, significantDigits = 4): string {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`Invalid decimals: ${decimals}`);
  if (!Number.isInteger(significantDigits) || significantDigits < 1) {
    throw new RangeError(`Invalid significant digits: ${significantDigits}`);
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
