import { type Logger, silentLogger } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import { DEFAULT_LIST_OF_LISTS, sortListUrlsByPriority } from './defaultLists';
import type { ListsState } from './listsState';
import { MESSAGES } from './messages';
import { type ListToken, listToTokenMap, mergeTokenMaps, type TokenMap } from './tokenMap';
import { type SerializedToken, type UserTokensState, userTokensOnChain } from './userTokens';

export interface CombineListsOptions {
  /** Fixed ranking; lower index wins. Lists not in it rank after, in the given order. */
  readonly priority?: readonly string[];
  readonly logger?: Logger;
}

/**
 * Merges the current versions of `urls` into one token map by the fixed priority ranking. A
 * list that cannot be indexed is logged ("Could not show token list due to error") and skipped.
 */
export function combineLists(
  lists: Readonly<Record<string, TokenList | null | undefined>>,
  urls: readonly string[],
  options: CombineListsOptions = {},
): TokenMap {
  const logger = options.logger ?? silentLogger;
  const maps: TokenMap[] = [];
  for (const url of sortListUrlsByPriority(urls, options.priority ?? DEFAULT_LIST_OF_LISTS)) {
    const list = lists[url];
    if (!list) continue;
    try {
      maps.push(listToTokenMap(list, url, logger));
    } catch (error) {
      logger.error(MESSAGES.listSkipped, error);
    }
  }
  return mergeTokenMaps(maps);
}

/** The combined map of the active lists in a lists state (the security-notice list excluded unless the user enabled it). */
export function combinedActiveTokenMap(
  state: ListsState,
  options: CombineListsOptions = {},
): TokenMap {
  const current: Record<string, TokenList | null> = {};
  for (const [url, list] of Object.entries(state.byUrl)) current[url] = list.current;
  return combineLists(current, state.activeListUrls, options);
}

/** A token the user imported, tagged so UIs can tell it apart from list tokens. */
export interface UserToken extends SerializedToken {
  readonly source: null;
}

export type AnyToken = ListToken | UserToken;

/**
 * All tokens on one chain: the active lists' tokens plus the user's custom tokens. A list token
 * wins over a custom token with the same address because it carries a logo and tags.
 */
export function tokensWithUserTokens(
  activeTokens: TokenMap,
  userTokens: UserTokensState,
  chainId: number,
): ReadonlyMap<string, AnyToken> {
  const result = new Map<string, AnyToken>(activeTokens.get(chainId) ?? []);
  for (const token of userTokensOnChain(userTokens, chainId)) {
    if (!result.has(token.address)) result.set(token.address, { ...token, source: null });
  }
  return result;
}

/**
 * `token` with the logo its entry in `listed` gives it (a user token has none), in the shape the
 * logo rule (`tokenLogoUrls`) reads.
 */
export function withListedLogo(
  token: { readonly chainId: number; readonly address: string },
  listed: ReadonlyMap<string, AnyToken>,
): { readonly chainId: number; readonly address: string; readonly logoURI?: string } {
  const entry = listed.get(token.address);
  const logoURI = entry && 'logoURI' in entry ? entry.logoURI : undefined;
  return { chainId: token.chainId, address: token.address, ...(logoURI ? { logoURI } : {}) };
}
