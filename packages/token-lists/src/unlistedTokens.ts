// The token warning's rule (spec 000 §2), one home for every page whose URL names tokens: /swap
// and the liquidity pages (/add, /increase, /add/v2, /remove/v2, /uni/{a}/{b}).

/** A token as any SDK models it (e.g. @uniswap/sdk-core's Token). */
export interface TokenLike {
  readonly isToken: true;
  readonly address: string;
}

/** A currency: a token or the native coin (`isToken` false). */
export type CurrencyLike = TokenLike | { readonly isToken: false };

/**
 * The URL's tokens the user must confirm (import) before the page can be used: tokens on none of
 * the active lists and not among the user's own tokens (`listed`). The native coin never needs it.
 * While the lists are still loading every token would look unlisted, so none is named yet.
 */
export function unlistedTokens<C extends CurrencyLike>(
  currencies: readonly (C | null | undefined)[],
  listed: { has(address: string): boolean },
  listsLoading: boolean,
): Extract<C, TokenLike>[] {
  if (listsLoading) return [];
  return currencies.filter(
    (currency): currency is Extract<C, TokenLike> =>
      currency?.isToken === true && !listed.has(currency.address),
  );
}

/**
 * The URL's ids that name an address holding no token on the chain read (a link made on another
 * chain, say): each is said as such instead of the page silently showing no token, or a wrong
 * one. An id counts once its lookup has finished with nothing (`null` in `currencies`) and the
 * address is not a token unusable by its own metadata (`unusable`, shown by the token warning).
 */
export function idsNamingNoToken(
  ids: readonly string[],
  currencies: readonly (CurrencyLike | null | undefined)[],
  unusable: readonly unknown[],
): string[] {
  return ids.filter(
    (id, index) =>
      /^0x[0-9a-fA-F]{40}$/.test(id) && currencies[index] === null && unusable[index] == null,
  );
}
