// Prices (spec 001 §9: 4 significant digits on a position, 5 or 6 on the add page).
import { localizeDecimal } from './locale';

/** What `formatPrice` reads of a price: the Uniswap SDK's `Price` fits. */
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
