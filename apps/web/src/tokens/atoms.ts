// Token lists in the app: one persisted @dex/token-lists store, refreshed at start and every 10
// minutes while the page is visible, its updates shown as popups; the active chain's tokens, the
// unsupported-asset lookup and a search index derived from it.
import {
  type AnyToken,
  combinedActiveTokenMap,
  createListsStore,
  createTokenSearchIndex,
  createUnsupportedTokenLookup,
  EMPTY_USER_TOKENS,
  fetchTokenList,
  LIST_REFRESH_INTERVAL_MS,
  type ListsState,
  type ListsStore,
  type ListUpdateEvent,
  tokensWithUserTokens,
  unsupportedListsFromState,
} from '@dex/token-lists';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { addPopupAtom } from '../state/popups';
import { activeChainIdAtom } from '../state/wallet';
import { listsConfigFor } from './listsConfig';

const env = import.meta.env as Record<string, string | undefined>;
export const listsConfig = listsConfigFor(env.VITE_DEVNET_SERVICES_URL);

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Where list updates go; set by the refresh atom so popups reach the app's store. */
let announceUpdate: (event: ListUpdateEvent) => void = () => {};

export const listsStoreAtom = atomWithLazy<ListsStore>(() => {
  const storage = browserStorage();
  return createListsStore({
    fetchList: (url) => fetchTokenList(url, { fetch: (...args) => globalThis.fetch(...args) }),
    config: listsConfig,
    ...(storage ? { storage } : {}),
    logger: console,
    onListUpdate: (event) => announceUpdate(event),
  });
});

const listsRevisionAtom = atom(0);

const listsStateBaseAtom = atom(
  (get): ListsState => {
    get(listsRevisionAtom);
    return get(listsStoreAtom).getSnapshot();
  },
  (get, set) => get(listsStoreAtom).subscribe(() => set(listsRevisionAtom, (n) => n + 1)),
);
listsStateBaseAtom.onMount = (subscribe) => subscribe();

export const listsStateAtom = atom((get) => get(listsStateBaseAtom));

/** The active chain's tokens from the active lists (checksummed address -> token). */
export const activeTokensAtom = atom((get): ReadonlyMap<string, AnyToken> => {
  const active = combinedActiveTokenMap(get(listsStateAtom), { logger: console });
  return tokensWithUserTokens(active, EMPTY_USER_TOKENS, get(activeChainIdAtom));
});

/** True while an active list has never loaded (the dialog shows loading instead of "no results"). */
export const listsLoadingAtom = atom((get) => {
  const state = get(listsStateAtom);
  return state.activeListUrls.some((url) => {
    const list = state.byUrl[url];
    return !list?.current && !list?.error;
  });
});

export const unsupportedTokensAtom = atom((get) =>
  createUnsupportedTokenLookup(
    unsupportedListsFromState(get(listsStateAtom), listsConfig.unsupportedListUrls),
  ),
);

export const tokenSearchIndexAtom = atom((get) =>
  createTokenSearchIndex([...get(activeTokensAtom).values()]),
);

/** Accepts a list's pending update (the popup's "Accept update"). */
export const acceptListUpdateAtom = atom(null, (get, set, listUrl: string) => {
  get(listsStoreAtom).acceptUpdate(listUrl);
  set(listsRevisionAtom, (n) => n + 1);
});

/**
 * Subscribe once at start-up (src/main.tsx): fetches every list now and every 10 minutes while
 * the page is visible, and turns list updates into popups.
 */
export const listsRefreshAtom = atom(null, (get, set) => {
  const store = get(listsStoreAtom);
  announceUpdate = ({ listUrl, oldList, newList, auto }) =>
    set(addPopupAtom, {
      key: `list-${listUrl}-${newList.version.major}.${newList.version.minor}.${newList.version.patch}`,
      removeAfterMs: null,
      content: {
        type: 'listUpdate',
        listUrl,
        auto,
        oldList: { name: oldList.name, version: oldList.version },
        newList: { name: newList.name, version: newList.version },
      },
    });
  void store.refreshAll();
  const timer = setInterval(() => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') {
      void store.refreshAll();
    }
  }, LIST_REFRESH_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    announceUpdate = () => {};
  };
});
listsRefreshAtom.onMount = (start) => start();
