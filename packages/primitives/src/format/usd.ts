// Dollar values (spec 000 §9, spec 001 §9): cents, the locale's pattern, "$-" under one cent.
import { InvalidArgumentError } from '../errors';
import { localizeDecimal } from './locale';

const usdPatterns = new Map<string, { prefix: string; suffix: string }>();

/** Where `locale` puts the dollar sign: "$" before in English, " $" after in German. */
function usdPattern(locale: string): { prefix: string; suffix: string } {
  let pattern = usdPatterns.get(locale);
  if (!pattern) {
    pattern = { prefix: '$', suffix: '' };
    try {
      const parts = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(1.5);
      const types = parts.map((part) => part.type);
      const text = (from: number, to?: number) =>
        parts
          .slice(from, to)
          .map((part) => part.value)
          .join('');
      pattern = {
        prefix: text(0, types.indexOf('integer')),
        suffix: text(types.lastIndexOf('fraction') + 1),
      };
    } catch {
      // An unknown locale tag: the English pattern.
    }
    usdPatterns.set(locale, pattern);
  }
  return pattern;
}

/**
 * A dollar value given as an integer in `decimals` units (e.g. USDC's 6), as `locale` writes it
 * ("$1,234.56", "1.234,56 $"): rounded half up to cents. Values under one cent, zero included,
 * are "$-" in every language (spec 000 §9, spec 001 §9).
 */
export function formatUsdUnits(amount: bigint, decimals: number, locale: string): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new InvalidArgumentError(`Invalid decimals: ${decimals}`);
  }
  const scale = 10n ** BigInt(decimals);
  // Compare before rounding: $0.005 is still under a cent.
  if (amount * 100n < scale) return '$-';
  const cents = decimals >= 2 ? (amount + scale / 200n) / (scale / 100n) : amount * (100n / scale);
  const fraction = (cents % 100n).toString().padStart(2, '0');
  const { prefix, suffix } = usdPattern(locale);
  return `${prefix}${localizeDecimal(`${cents / 100n}.${fraction}`, locale)}${suffix}`;
}

/** The number of micro-dollars in `dollars` (for values computed as numbers). */
const MICROS = 6;

/** `formatUsdUnits` for a dollar value held as a number; not finite is "". */
export function formatUsdNumber(dollars: number, locale: string): string {
  if (!Number.isFinite(dollars)) return '';
  return formatUsdUnits(BigInt(Math.round(dollars * 10 ** MICROS)), MICROS, locale);
}
