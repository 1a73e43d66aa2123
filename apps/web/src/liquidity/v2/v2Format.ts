// How the V2 screens show currencies, amounts and ids (spec 001 §5 "Amount display", §9).
import { getChainInfo } from '@dex/chains';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import { localizeNumberText } from '../../format/locale';
import { formatSignificant } from '../../format/significant';

/** The chain's wrapped native token is shown, linked and paid out as the native coin. */
export function isWrappedNative(token: Token): boolean {
  const wrapped = getChainInfo(token.chainId)?.wrappedNativeToken.address;
  return wrapped !== undefined && wrapped.toLowerCase() === token.address.toLowerCase();
}

/** 'ETH' for the native coin and its wrapped token, else the token address (URLs). */
export function v2CurrencyId(currency: Currency): string {
  if (currency.isNative || isWrappedNative(currency)) return 'ETH';
  return currency.address;
}

/** The symbol shown: the native coin's for its wrapped token. */
export function v2Symbol(currency: Currency): string {
  if (!currency.isNative && isWrappedNative(currency)) {
    return getChainInfo(currency.chainId)?.nativeCurrency.symbol ?? currency.symbol ?? '';
  }
  return currency.symbol ?? '';
}

/**
 * Zero shows 0, under one millionth '<0.000001', else `digits` significant digits; written for
 * `locale` when one is given (plain "1234.5" without).
 */
export function formatAmount(
  amount: CurrencyAmount<Currency> | undefined,
  digits = 6,
  locale?: string,
): string {
  if (!amount) return '-';
  const raw = BigInt(amount.quotient.toString());
  const { decimals } = amount.currency;
  if (raw === 0n) return '0';
  const text =
    decimals > 6 && raw < 10n ** BigInt(decimals - 6)
      ? '<0.000001'
      : formatSignificant(raw, decimals, digits);
  return locale ? localizeNumberText(text, locale) : text;
}
