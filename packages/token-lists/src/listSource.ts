// The list a token is shown as coming from ("Found on {list}" in the import warning). Only an
// active list can lend its name: a list the user has not turned on vouches for nothing, and its
// name on a warning would read as if it did.
import { sanitizeDisplayText } from '@dex/primitives';
import { DEFAULT_LIST_OF_LISTS, sortListUrlsByPriority } from './defaultLists';
import type { ListsState } from './listsState';
import { normalizeAddress } from './tokenMap';

/**
 * The name of the highest-priority active list (`priority`: the list-of-lists order) that has the
 * token on `chainId`, else null.
 */
export function activeListSource(
  state: ListsState,
  chainId: number,
  address: string,
  priority: readonly string[] = DEFAULT_LIST_OF_LISTS,
): string | null {
  const wanted = normalizeAddress(address);
  if (!wanted) return null;
  for (const url of sortListUrlsByPriority(state.activeListUrls, priority)) {
    const list = state.byUrl[url]?.current;
    if (!list) continue;
    if (
      list.tokens.some(
        (token) => token.chainId === chainId && normalizeAddress(token.address) === wanted,
      )
    ) {
      return sanitizeDisplayText(list.name); // a label the list chose itself
    }
  }
  return null;
}
