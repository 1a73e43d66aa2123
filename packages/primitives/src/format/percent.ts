// Percentages as the screens write them, for the reader's locale.
import { formatRatioFixed } from './decimal';
import { localizeNumberText } from './locale';

/** "+10.2%" / "-9.5%" ("-9,5%" in German) / undefined: a price's distance from the current one. */
export function formatSignedPercent(value: number | undefined, locale: string): string | undefined {
  return value === undefined
    ? undefined
    : localizeNumberText(`${value > 0 ? '+' : ''}${value}%`, locale);
}

/** A rounded share (0 to 100) as the locale writes percentages ("52%", "52 %"): vote bars. */
export function formatRoundedPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** A fraction as the Uniswap SDK's `Percent` holds it (numerator / denominator of 1). */
export interface RatioLike {
  readonly numerator: { toString(): string };
  readonly denominator: { toString(): string };
}

/**
 * A price impact (spec §9): "<0.01%" below one basis point, else two decimals rounded half up
 * ("1,25%" in German); "-" when unknown.
 */
export function formatPriceImpact(priceImpact: RatioLike | undefined, locale: string): string {
  if (!priceImpact) return '-';
  const numerator = BigInt(priceImpact.numerator.toString());
  const denominator = BigInt(priceImpact.denominator.toString());
  const text =
    numerator * 10_000n < denominator
      ? '<0.01%'
      : `${formatRatioFixed(numerator * 100n, denominator, 2)}%`;
  return localizeNumberText(text, locale);
}
