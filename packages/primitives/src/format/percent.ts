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

/**
 * A pool share (spec 001 §5/§9): "0" for none, "<0.01" under 0.01 %, else `decimals` decimals
 * rounded half up (6 on the V2 pool card, 2 on the add page and migrate cards); no percent sign.
 * @spec 001 §9.9 Pool share shows 6 decimals on
 */
export function formatPoolShare(share: RatioLike | undefined, decimals: number): string {
  const numerator = share ? BigInt(share.numerator.toString()) : 0n;
  if (!share || numerator === 0n) return '0';
  const denominator = BigInt(share.denominator.toString());
  if (numerator * 10_000n < denominator) return '<0.01';
  return formatRatioFixed(numerator * 100n, denominator, decimals);
}

/** A v3 pool fee (hundredths of a basis point) as a percent label: 3000 -> "0.3%", 100 -> "0.01%". */
export function formatFee(fee: number): string {
  return `${fee / 10_000}%`;
}
