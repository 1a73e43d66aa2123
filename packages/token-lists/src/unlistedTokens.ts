// The token warning's rule (spec 000 §2), one home for every page whose URL names tokens: /swap
// and the liquidity pages (/add, /increase, /add/v2, /remove/v2, /uni/{a}/{b}).
import type { Currency, Token } from '@uniswap/sdk-core';

/**
 * The URL's tokens the user must confirm (import) before the page can be used: tokens on none of
 * the active lists and not among the user's own tokens (`listed`). The native coin never needs it.
 * While the lists are still loading every token would look unlisted, so none is named yet.
 */
export function unlistedTokens(
  currencies: readonly (Currency | null | undefined)[],
  listed: { has(address: string): boolean },
  listsLoading: boolean,
): Token[] {
  if (listsLoading) return [];
  return currencies.filter(
    (currency): currency is Token => currency?.isToken === true && !listed.has(currency.address),
  );
}
