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
 * What the token warning makes of the tokens a URL names: all `known` (on an active list or
 * imported; the native coin always is), `unknown` (these must be confirmed, i.e. imported, before
 * the page can be used) or still `checking` (an unlisted token while the active lists have not all
 * loaded or failed: it may yet be on one, so the page is neither usable nor warned about).
 */
export type UrlTokensCheck<T> =
  | { readonly status: 'known' }
  | { readonly status: 'checking' }
  | { readonly status: 'unknown'; readonly tokens: readonly T[] };

/**
 * The token warning's decision for the URL's currencies (null/undefined: none, or still being
 * read). `listed` holds the active lists' and the user's own tokens; `listsSettled` is
 * `activeListsSettled` of the lists state. It fails closed: an unlisted token is never `known`.
 * @spec 000 §2.16 A confirm dialog, a token-warning dialog
 */
export function urlTokensCheck<C extends CurrencyLike>(
  currencies: readonly (C | null | undefined)[],
  listed: { has(address: string): boolean },
  listsSettled: boolean,
): UrlTokensCheck<Extract<C, TokenLike>> {
  const unlisted = currencies.filter(
    (currency): currency is Extract<C, TokenLike> =>
      currency?.isToken === true && !listed.has(currency.address),
  );
  if (unlisted.length === 0) return { status: 'known' };
  if (!listsSettled) return { status: 'checking' };
  return { status: 'unknown', tokens: unlisted };
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
