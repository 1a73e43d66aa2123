// How the V2 screens name a pair's currencies (spec 001 §5 "Amount display"): the chain's wrapped
// native token is shown, linked and paid out as the native coin; long symbols are shortened.

import { getNativeCurrency, NATIVE_CURRENCY_ID } from '@dex/currency';
import { shortenSymbol } from '@dex/primitives';
import type { Currency, Token } from '@uniswap/sdk-core';

/** Is `token` its chain's wrapped native token? */
export function isWrappedNative(token: Pick<Token, 'chainId' | 'address'>): boolean {
  const wrapped = getNativeCurrency(token.chainId)?.wrapped.address;
  return wrapped !== undefined && wrapped.toLowerCase() === token.address.toLowerCase();
}

/** A token's id in paths: the native coin's for its wrapped token, else the address as given. */
export function currencyPathId(token: Pick<Token, 'chainId' | 'address'>): string {
  return isWrappedNative(token) ? NATIVE_CURRENCY_ID : token.address;
}

/** The native coin's id for the native coin and its wrapped token, else the token address (URLs). */
export function v2CurrencyId(currency: Currency): string {
  return currency.isNative ? NATIVE_CURRENCY_ID : currencyPathId(currency);
}

/** The symbol shown: the native coin's for its wrapped token; over 20 characters shortened. */
export function v2Symbol(currency: Currency): string {
  if (!currency.isNative && isWrappedNative(currency)) {
    return shortenSymbol(getNativeCurrency(currency.chainId)?.symbol ?? currency.symbol ?? '');
  }
  return shortenSymbol(currency.symbol ?? '');
}
