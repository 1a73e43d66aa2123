// An amount's value in dollars over a price from `usdPriceFromReads`, and how it is written.

import { formatUsdNumber, formatUsdUnits } from '@dex/primitives';
import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core';

/**
 * The amount's value in the price's stablecoin; undefined without both, or when the price is for
 * another currency (a stale price must not value the new one).
 */
export function usdValue(
  amount: CurrencyAmount<Currency> | undefined,
  price: Price<Currency, Token> | undefined,
): CurrencyAmount<Token> | undefined {
  if (!amount || !price?.baseCurrency.equals(amount.currency)) return undefined;
  return price.quote(amount);
}

/**
 * "$1,234.56" as `locale` writes it ("1.234,56 $" in German); "$-" under one cent (spec 000 §9);
 * "" when there is no value to show.
 */
export function formatUsd(
  value: CurrencyAmount<Token> | number | undefined,
  locale: string,
): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return formatUsdNumber(value, locale);
  return formatUsdUnits(BigInt(value.quotient.toString()), value.currency.decimals, locale);
}
