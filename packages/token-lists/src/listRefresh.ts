// Which lists are fetched when: the lists in use on every refresh, the others only when shown.
// Fetching a list tells its host the user's address and when they use the app, so a list the
// user has not turned on is not asked for in the background.
import type { ListsState } from './listsState';

/** The known lists to refetch on start and every refresh: the active ones, plus `alsoUrls` that are known. */
export function activeRefreshUrls(state: ListsState, alsoUrls: readonly string[] = []): string[] {
  const known = Object.keys(state.byUrl);
  return known.filter((url) => state.activeListUrls.includes(url) || alsoUrls.includes(url));
}

/**
 * The inactive lists to fetch when the user looks at them: every known list that is not active,
 * not in `exceptUrls` and not already loading.
 */
export function inactiveRefreshUrls(
  state: ListsState,
  exceptUrls: readonly string[] = [],
): string[] {
  return Object.entries(state.byUrl)
    .filter(
      ([url, list]) =>
        !state.activeListUrls.includes(url) && !exceptUrls.includes(url) && !list.loadingRequestId,
    )
    .map(([url]) => url);
}
