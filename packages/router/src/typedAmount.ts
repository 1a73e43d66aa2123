// An amount as the user typed it into a field (swap and liquidity forms alike).
import { type Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { parseUnits } from 'ethers';

/**
 * The typed text as an amount of `currency`; undefined unless it is a positive amount with no more
 * decimals than the currency has.
 * @spec 000 §5.7 Amount input
 */
export function parseTypedAmount(
  typedValue: string,
  currency: Currency | null | undefined,
): CurrencyAmount<Currency> | undefined {
  if (!currency || typedValue === '') return undefined;
  try {
    const raw = parseUnits(typedValue, currency.decimals);
    return raw > 0n ? CurrencyAmount.fromRawAmount(currency, raw.toString()) : undefined;
  } catch {
    return undefined; // more decimals than the currency has, or not a number
  }
}
