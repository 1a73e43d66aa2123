// How /swap writes amounts, prices, symbols and its route (spec 000 §9 display, §7 symbol
// fallbacks): amounts at 6 significant digits, prices at 4, long symbols shortened, the price
// impact coloured by its tier. Shown numbers are written for the reader's locale last; input
// fields keep the plain "." decimal.
import { formatPrice, formatSignificantText, shortenSymbol } from '@dex/primitives';
import type { Currency, CurrencyAmount, Percent, Price } from '@uniswap/sdk-core';
import { type AnyTrade, getPriceImpactTier, isSplitTrade, isV2Trade } from './tradeMath';

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

/** The tokens the trade passes through, input to output (a split trade's largest route). */
export function routeSymbols(trade: AnyTrade): string[] {
  const path = isV2Trade(trade)
    ? trade.route.path
    : isSplitTrade(trade)
      ? (trade.splits[0]?.path ?? [])
      : (trade.swaps[0]?.route.tokenPath ?? []);
  return path.map((token) => shortenSymbol(token.symbol ?? '?'));
}

/** The colour of each of the 5 price impact tiers (spec §9), low to high, as the 2021 interface. */
export type PriceImpactTone = 'success' | 'primary' | 'warning' | 'danger';
const TIER_TONES = ['success', 'primary', 'warning', 'danger', 'danger'] as const;

/** The colour a price impact is shown in: its tier, 0 (green) to 4 (red). */
export function priceImpactTone(priceImpact: Percent | undefined): PriceImpactTone {
  return TIER_TONES[getPriceImpactTier(priceImpact)];
}
