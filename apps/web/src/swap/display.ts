// How /swap writes amounts, prices and symbols (spec §9 display, §7 symbol fallbacks): amounts at
// 6 significant digits, prices at 4, and long symbols shortened by the one shared helper.
import { shortenSymbol } from '@dex/token-lists';
import type { Currency, CurrencyAmount, Price } from '@uniswap/sdk-core';

export const AMOUNT_SIGNIFICANT_DIGITS = 6;
export const PRICE_SIGNIFICANT_DIGITS = 4;

/** A currency's symbol as shown: "" without one, over 20 characters shortened. */
export function symbolText(currency: Currency | null | undefined): string {
  return shortenSymbol(currency?.symbol ?? '');
}

/** An amount as shown: 6 significant digits; "" when there is none. */
export function amountText(amount: CurrencyAmount<Currency> | null | undefined): string {
  return amount?.toSignificant(AMOUNT_SIGNIFICANT_DIGITS) ?? '';
}

/** The text values of "{price} {quote} per {base}". */
export function priceParts(price: Price<Currency, Currency>): {
  price: string;
  quote: string;
  base: string;
} {
  return {
    price: price.toSignificant(PRICE_SIGNIFICANT_DIGITS),
    quote: symbolText(price.quoteCurrency),
    base: symbolText(price.baseCurrency),
  };
}
