// Spec 001 §5 and §9: how the position screens write amounts and prices. Amounts 6 significant
// digits (fees 4) with the display floors of format/amountDisplay.ts (0; <0.000001 for amounts,
// <0.0001 for fees); prices 4 significant digits, with 0 and ∞ at the ends of a full range;
// symbols over 20 characters shortened. Numbers are written for the reader's locale ("1,234.5" in
// English, "1.234,5" in German).
import { shortenSymbol } from '@dex/token-lists';
import type { Currency, CurrencyAmount, Price } from '@uniswap/sdk-core';
import { formatDisplayAmount } from '../../format/amountDisplay';
import { localizeDecimal } from '../../format/locale';

export function formatTokenAmount(
  amount: CurrencyAmount<Currency> | undefined,
  significantDigits: number,
  locale: string,
): string {
  if (!amount) return '-';
  return formatDisplayAmount(
    BigInt(amount.quotient.toString()),
    amount.currency.decimals,
    significantDigits,
    locale,
  );
}

export function formatPrice(
  price: Price<Currency, Currency> | undefined,
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

export const currencySymbol = (currency: Currency | undefined) =>
  shortenSymbol(currency?.symbol ?? '?');

/** "WETH / USDC" */
export const pairLabel = (a: Currency | undefined, b: Currency | undefined) =>
  `${currencySymbol(a)} / ${currencySymbol(b)}`;
