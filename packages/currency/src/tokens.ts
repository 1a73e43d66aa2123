import type { Token as ChainToken } from '@dex/chains';
import { type Currency, Token } from '@uniswap/sdk-core';

/** Wraps a plain `@dex/chains` token as an SDK token. */
export function toSdkToken(token: ChainToken): Token {
  return new Token(token.chainId, token.address, token.decimals, token.symbol, token.name);
}

/** Lower-case address key: token identity without depending on checksum casing. */
export function tokenKey(token: { readonly address: string }): string {
  return token.address.toLowerCase();
}

/** The ERC-20 a currency trades as on the pools (the wrapped token for the native coin). */
export function wrappedToken(currency: Currency): Token {
  return currency.wrapped;
}
