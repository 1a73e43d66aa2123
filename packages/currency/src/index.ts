// @dex/currency: the one home of the SDK vocabulary the DEX packages share. A chain's native coin
// with its wrapped token from @dex/chains, currency ids as URLs carry them, and the SDK's currency
// and amount types, so that an app names them without depending on the SDK itself.
export type {
  Currency,
  CurrencyAmount,
  Fraction,
  NativeCurrency,
  Percent,
  Price,
  Token,
  TradeType,
} from '@uniswap/sdk-core';
export { currencyFromId, knownToken, NATIVE_CURRENCY_ID } from './currencyIds';
export { ChainNativeCurrency, getNativeCurrency } from './nativeCurrency';
export { tokenKey, toSdkToken, wrappedToken } from './tokens';
