// Spec 001 §5 and §9: how the position screens write amounts and prices. Amounts 6 significant
// digits (fees 4), zero as 0, under one millionth as <0.000001; prices 4 significant digits, with
// 0 and ∞ at the ends of a full range; symbols over 20 characters shortened.
import { shortenSymbol } from '@dex/token-lists';
import type { Currency, CurrencyAmount, Price } from '@uniswap/sdk-core';

const SEPARATED = { groupSeparator: ',' } as const;

export function formatTokenAmount(
  amount: CurrencyAmount<Currency> | undefined,
  significantDigits: number,
): string {
  if (!amount) return '-';
  if (amount.equalTo(0)) return '0';
  // Under 0.000001 of the token: the digits would be noise.
  if (amount.multiply(1_000_000).lessThan(amount.decimalScale)) return '<0.000001';
  return amount.toSignificant(significantDigits, SEPARATED);
}

export function formatPrice(
  price: Price<Currency, Currency> | undefined,
  significantDigits: number,
  limit?: 'zero' | 'infinity',
): string {
  if (limit === 'zero') return '0';
  if (limit === 'infinity') return '∞';
  if (!price) return '-';
  try {
    return price.toSignificant(significantDigits, SEPARATED);
  } catch {
    return '-'; // a price too small for toSignificant (0 quote)
  }
}

export const currencySymbol = (currency: Currency | undefined) =>
  shortenSymbol(currency?.symbol ?? '?');

/** "WETH / USDC" */
export const pairLabel = (a: Currency | undefined, b: Currency | undefined) =>
  `${currencySymbol(a)} / ${currencySymbol(b)}`;
