// Prices (spec 001 §9: 4 significant digits on a position, 5 or 6 on the add page).
import { localizeDecimal, localizeIfShown } from './locale';

/** What `formatPrice` reads of a price: the Uniswap SDK's `Price` (and `CurrencyAmount`) fit. */
export interface PriceLike {
  toSignificant(significantDigits: number): string;
}

/**
 * A price to `significantDigits` significant digits written for `locale`; "0" and "∞" at the ends
 * of a full range (`limit`), "-" when there is none or it is too small to write.
 */
export function formatPrice(
  price: PriceLike | undefined,
  significantDigits: number,
  locale: string,
  limit?: 'zero' | 'infinity',
): string {
  if (limit === 'zero') return '0';
  if (limit === 'infinity') return '∞';
  if (!price) return '-';
  try {
    return localizeDecimal(price.toSignificant(significantDigits), locale);
  } catch {
    return '-'; // a price too small for toSignificant (0 quote)
  }
}

/**
 * An SDK price or amount to `significantDigits` by its own `toSignificant`, "" when there is none;
 * written for `locale` when one is given, plain without ("1234.5": what an input field shows).
 */
export function formatSignificantText(
  value: PriceLike | null | undefined,
  significantDigits: number,
  locale?: string,
): string {
  return localizeIfShown(value?.toSignificant(significantDigits) ?? '', locale);
}
