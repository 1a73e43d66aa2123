import type { TokenList } from '@uniswap/token-lists';
import { UNSUPPORTED_LIST_URLS } from './defaultLists';
import type { ListsState } from './listsState';
import { normalizeAddress } from './tokenMap';

/** Answers whether the interface refuses to trade a token ("Unsupported Asset"). */
export interface UnsupportedTokenLookup {
  isUnsupported(chainId: number, address: string): boolean;
  readonly size: number;
}

function key(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}

// @spec 001 §2.7 Unsupported-asset notice
/** Builds a lookup from unsupported-token lists (fetched ones and any bundled with the app). */
export function createUnsupportedTokenLookup(lists: Iterable<TokenList>): UnsupportedTokenLookup {
  const keys = new Set<string>();
  for (const list of lists) {
    for (const token of list.tokens) keys.add(key(token.chainId, token.address));
  }
  return {
    size: keys.size,
    isUnsupported(chainId, address) {
      const normalized = normalizeAddress(address);
      return normalized !== null && keys.has(key(chainId, normalized));
    },
  };
}

/** The unsupported lists currently loaded in a lists state, plus lists bundled by the app. */
export function unsupportedListsFromState(
  state: ListsState,
  unsupportedListUrls: readonly string[] = UNSUPPORTED_LIST_URLS,
  bundled: readonly TokenList[] = [],
): TokenList[] {
  const loaded = unsupportedListUrls
    .map((url) => state.byUrl[url]?.current)
    .filter((list): list is TokenList => list != null);
  return [...bundled, ...loaded];
}
