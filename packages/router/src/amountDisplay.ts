// How amounts, prices and symbols are written (spec 000 §9 display, §7 symbol fallbacks), on the
// swap and liquidity pages alike: amounts at 6 significant digits, prices at 4, long symbols
// shortened. Shown numbers are written for the reader's locale last; input fields keep the plain
// "." decimal.
import { formatPrice, formatSignificantText, shortenSymbol } from '@dex/primitives';
import type { Currency, CurrencyAmount, Price } from '@uniswap/sdk-core';

export const AMOUNT_SIGNIFICANT_DIGITS = 6;
export const PRICE_SIGNIFICANT_DIGITS = 4;

/** A currency's symbol as shown: "" without one, over 20 characters shortened. */
export function symbolText(currency: Currency | null | undefined): string {
  return shortenSymbol(currency?.symbol ?? '');
}

/**
 * An amount at 6 significant digits, written for `locale`; "" when there is none. Without a
 * locale it stays plain ("1234.5"), as an input field shows it.
 */
export function amountText(
  amount: CurrencyAmount<Currency> | null | undefined,
  locale?: string,
): string {
  return formatSignificantText(amount, AMOUNT_SIGNIFICANT_DIGITS, locale);
}

/** The text values of "{price} {quote} per {base}". */
export function priceParts(
  price: Price<Currency, Currency>,
  locale: string,
): {
  price: string;
  quote: string;
  base: string;
} {
  return {
    price: formatPrice(price, PRICE_SIGNIFICANT_DIGITS, locale),
    quote: symbolText(price.quoteCurrency),
    base: symbolText(price.baseCurrency),
  };
}
