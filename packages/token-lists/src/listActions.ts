// What an app does with its lists store over time: the refresh of the lists in use while the page
// is shown, and a list import that leaves nothing behind when it fails.
import { LIST_REFRESH_INTERVAL_MS } from './defaultLists';
import type { ListsStore } from './listsStore';

/**
 * Fetches the lists in use (the active ones and `alsoUrls`) now and every `intervalMs` (10
 * minutes) while `visible()` says the page is shown; returns the stop.
 */
export function startActiveListsRefresh(
  store: Pick<ListsStore, 'refreshActive'>,
  alsoUrls: readonly string[],
  visible: () => boolean,
  intervalMs: number = LIST_REFRESH_INTERVAL_MS,
): () => void {
  const refresh = () => store.refreshActive(alsoUrls);
  void refresh();
  const timer = setInterval(() => {
    if (visible()) void refresh();
  }, intervalMs);
  return () => clearInterval(timer);
}

/**
 * Spec §4 list import: add the list, fetch it, enable it. On failure the list is removed again
 * and what was thrown returned (for the view to show); undefined when the list is in.
 * @spec 000 §4.10 List import
 * @spec 000 §8.10 An add-list failure shows the message
 */
export async function importTokenList(
  store: Pick<ListsStore, 'addList' | 'fetchList' | 'enableList' | 'removeList'>,
  url: string,
): Promise<{ readonly error: unknown } | undefined> {
  store.addList(url);
  try {
    await store.fetchList(url);
    store.enableList(url);
    return undefined;
  } catch (error) {
    store.removeList(url);
    return { error };
  }
}
