import { getVersionUpgrade, type TokenList, VersionUpgrade } from '@uniswap/token-lists';
import { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS } from './defaultLists';
import { NoPendingUpdateError } from './errors';

// @spec 000 §3.2 Token list
/** What is known about one list URL. */
export interface ListState {
  readonly current: TokenList | null;
  readonly pendingUpdate: TokenList | null;
  readonly loadingRequestId: string | null;
  readonly error: string | null;
}

export interface ListsState {
  readonly byUrl: Readonly<Record<string, ListState>>;
  readonly activeListUrls: readonly string[];
  /** The default list-of-lists the state was last reconciled with (to drop retired defaults). */
  readonly lastInitializedDefaultListOfLists: readonly string[];
}

export type ListsAction =
  | { readonly type: 'fetch/pending'; readonly url: string; readonly requestId: string }
  | {
      readonly type: 'fetch/fulfilled';
      readonly url: string;
      readonly requestId: string;
      readonly tokenList: TokenList;
    }
  | {
      readonly type: 'fetch/rejected';
      readonly url: string;
      readonly requestId: string;
      readonly errorMessage: string;
    }
  | { readonly type: 'add'; readonly url: string }
  | { readonly type: 'remove'; readonly url: string }
  | { readonly type: 'enable'; readonly url: string }
  | { readonly type: 'disable'; readonly url: string }
  | { readonly type: 'acceptUpdate'; readonly url: string };

/** Which lists exist and are active before the user changes anything. */
export interface ListsConfig {
  readonly defaultListUrls: readonly string[];
  readonly defaultActiveListUrls: readonly string[];
}

export const DEFAULT_LISTS_CONFIG: ListsConfig = {
  defaultListUrls: DEFAULT_LIST_OF_LISTS,
  defaultActiveListUrls: DEFAULT_ACTIVE_LIST_URLS,
};

export const NEW_LIST_STATE: ListState = {
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
};

export function createInitialListsState(config: ListsConfig = DEFAULT_LISTS_CONFIG): ListsState {
  const byUrl: Record<string, ListState> = {};
  for (const url of config.defaultListUrls) byUrl[url] = NEW_LIST_STATE;
  return {
    byUrl,
    activeListUrls: config.defaultActiveListUrls.filter((url) => url in byUrl),
    lastInitializedDefaultListOfLists: [...config.defaultListUrls],
  };
}

/**
 * Brings a stored state in line with the current defaults: new default lists are added,
 * defaults that were retired since the last run are removed (lists the user added stay).
 */
export function reconcileDefaultLists(state: ListsState, config: ListsConfig): ListsState {
  const byUrl: Record<string, ListState> = { ...state.byUrl };
  for (const url of state.lastInitializedDefaultListOfLists) {
    if (!config.defaultListUrls.includes(url)) delete byUrl[url];
  }
  for (const url of config.defaultListUrls) byUrl[url] ??= NEW_LIST_STATE;
  return {
    byUrl,
    activeListUrls: state.activeListUrls.filter((url) => url in byUrl),
    lastInitializedDefaultListOfLists: [...config.defaultListUrls],
  };
}

/**
 * Every active list has loaded or failed (a failure settles it too, so a dead host never keeps
 * the app waiting): until then a token missing from the active tokens may still be on a list.
 */
export function activeListsSettled(state: ListsState): boolean {
  return state.activeListUrls.every((url) => {
    const list = state.byUrl[url];
    return list !== undefined && (list.current !== null || list.error !== null);
  });
}

// @spec 000 §4.11 List management
/** The last remaining list cannot be removed. */
export function canRemoveList(state: ListsState, url: string): boolean {
  return url in state.byUrl && Object.keys(state.byUrl).length > 1;
}

function withList(state: ListsState, url: string, list: ListState): ListsState {
  return { ...state, byUrl: { ...state.byUrl, [url]: list } };
}

// A response for an older request than the one in flight is stale and ignored.
function isStale(list: ListState, requestId: string): boolean {
  return list.loadingRequestId !== null && list.loadingRequestId !== requestId;
}

// @spec 000 §4.9 Token list fetch
/** The pure lists state machine. Returns the same object when an action changes nothing. */
export function listsReducer(state: ListsState, action: ListsAction): ListsState {
  const list = state.byUrl[action.url];
  switch (action.type) {
    case 'fetch/pending':
      return withList(state, action.url, {
        ...(list ?? NEW_LIST_STATE),
        loadingRequestId: action.requestId,
        error: null,
      });

    case 'fetch/fulfilled': {
      // The list was removed while its fetch was in flight.
      if (list === undefined || isStale(list, action.requestId)) return state;
      if (list.current === null) {
        return withList(state, action.url, {
          current: action.tokenList,
          pendingUpdate: null,
          loadingRequestId: null,
          error: null,
        });
      }
      const upgrade = getVersionUpgrade(list.current.version, action.tokenList.version);
      return withList(state, action.url, {
        ...list,
        pendingUpdate: upgrade === VersionUpgrade.NONE ? list.pendingUpdate : action.tokenList,
        loadingRequestId: null,
        error: null,
      });
    }

    case 'fetch/rejected':
      if (list === undefined || isStale(list, action.requestId)) return state;
      // Keep the stored list: going offline must not wipe what the user already has.
      return withList(state, action.url, {
        ...list,
        loadingRequestId: null,
        error: action.errorMessage,
      });

    case 'add':
      return list === undefined ? withList(state, action.url, NEW_LIST_STATE) : state;

    case 'remove': {
      if (!canRemoveList(state, action.url)) return state;
      const { [action.url]: _removed, ...byUrl } = state.byUrl;
      return {
        ...state,
        byUrl,
        activeListUrls: state.activeListUrls.filter((url) => url !== action.url),
      };
    }

    case 'enable': {
      const withEntry = list === undefined ? withList(state, action.url, NEW_LIST_STATE) : state;
      if (withEntry.activeListUrls.includes(action.url)) return withEntry;
      return { ...withEntry, activeListUrls: [...withEntry.activeListUrls, action.url] };
    }

    case 'disable':
      if (!state.activeListUrls.includes(action.url)) return state;
      return {
        ...state,
        activeListUrls: state.activeListUrls.filter((url) => url !== action.url),
      };

    case 'acceptUpdate':
      if (list?.pendingUpdate == null) throw new NoPendingUpdateError();
      return withList(state, action.url, {
        ...list,
        current: list.pendingUpdate,
        pendingUpdate: null,
      });
  }
}
