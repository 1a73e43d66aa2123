import type { PersistedFormat } from '@dex/primitives';
import { MalformedDataError } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import {
  type ListState,
  type ListsConfig,
  type ListsState,
  NEW_LIST_STATE,
  reconcileDefaultLists,
} from './listsState';

export const LISTS_STORAGE_KEY = 'dex.token-lists';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** One URL's stored lists (and the error stored beside them), not yet checked against the schema. */
export interface UncheckedStoredLists {
  readonly current: unknown;
  readonly pendingUpdate: unknown;
  readonly error: string | null;
}

/**
 * A stored lists state before its lists are trusted: `state` has the structure (URLs, active
 * URLs) with no list in it, `unchecked` the stored lists by URL, to be checked by `withCheckedLists`.
 * Storage is as untrusted as the network, so no stored list is used before it validates.
 */
export interface UncheckedListsState {
  readonly state: ListsState;
  readonly unchecked: Readonly<Record<string, UncheckedStoredLists>>;
}

function isStoredList(value: unknown): boolean {
  return value !== null && value !== undefined;
}

/**
 * Puts the unchecked stored lists that pass `schemaErrors` into `state` (a list that fails is
 * dropped). Only entries still without lists of their own are filled, with their stored error.
 */
export function withCheckedLists(
  state: ListsState,
  unchecked: Readonly<Record<string, UncheckedStoredLists>>,
  schemaErrors: (data: unknown) => string | null,
): ListsState {
  const checked = (value: unknown): TokenList | null =>
    isStoredList(value) && schemaErrors(value) === null ? (value as TokenList) : null;
  const byUrl: Record<string, ListState> = { ...state.byUrl };
  let changed = false;
  for (const [url, stored] of Object.entries(unchecked)) {
    const list = byUrl[url];
    if (list === undefined || list.current !== null || list.pendingUpdate !== null) continue;
    byUrl[url] = {
      ...list,
      current: checked(stored.current),
      pendingUpdate: checked(stored.pendingUpdate),
      // A fetch already under way has cleared the stored error, as it does for checked lists.
      error: list.loadingRequestId === null ? (list.error ?? stored.error) : list.error,
    };
    changed = true;
  }
  return changed ? { ...state, byUrl } : state;
}

function parseListState(value: unknown): {
  list: ListState;
  unchecked: UncheckedStoredLists | null;
} {
  if (!isRecord(value)) return { list: NEW_LIST_STATE, unchecked: null };
  const error = typeof value.error === 'string' ? value.error : null;
  if (!isStoredList(value.current) && !isStoredList(value.pendingUpdate)) {
    return { list: { ...NEW_LIST_STATE, error }, unchecked: null };
  }
  // The error waits with the lists: a list shown with its error but without its tokens would
  // look loaded and empty (the app would call every token of it unlisted).
  return {
    list: NEW_LIST_STATE,
    unchecked: {
      current: value.current ?? null,
      pendingUpdate: value.pendingUpdate ?? null,
      error,
    },
  };
}

/** What is stored for `state`; URLs whose lists are still unchecked keep their stored lists. */
export function serializeListsState(
  state: ListsState,
  unchecked: Readonly<Record<string, UncheckedStoredLists>> = {},
): unknown {
  const byUrl: Record<string, Omit<ListState, 'loadingRequestId'> | UncheckedStoredLists> = {};
  for (const [url, list] of Object.entries(state.byUrl)) {
    const stored = unchecked[url];
    // Still unchecked: keep what was stored, so an early write loses nothing.
    byUrl[url] =
      stored !== undefined && list.current === null && list.pendingUpdate === null
        ? { ...stored, error: list.error ?? stored.error }
        : { current: list.current, pendingUpdate: list.pendingUpdate, error: list.error };
  }
  return {
    byUrl,
    activeListUrls: state.activeListUrls,
    lastInitializedDefaultListOfLists: state.lastInitializedDefaultListOfLists,
  };
}

/**
 * Version history of the stored lists state:
 * - 1: `{ byUrl, selectedListUrl }`, a single selected list (2020-era interface).
 * - 2: `{ byUrl, activeListUrls, lastInitializedDefaultListOfLists }`, several active lists.
 * Version 0 is the un-enveloped version-1 object some apps wrote straight to storage.
 */
export function createUncheckedListsPersistedFormat(
  config: ListsConfig,
): PersistedFormat<UncheckedListsState> {
  return {
    version: 2,
    migrations: {
      0: (data) => data,
      1: (data) => {
        if (!isRecord(data)) throw new MalformedDataError('Stored lists are not an object');
        const selected = data.selectedListUrl;
        return {
          byUrl: data.byUrl,
          activeListUrls:
            typeof selected === 'string' ? [selected] : [...config.defaultActiveListUrls],
          lastInitializedDefaultListOfLists: isStringArray(data.lastInitializedDefaultListOfLists)
            ? data.lastInitializedDefaultListOfLists
            : [],
        };
      },
    },
    parse(data) {
      if (!isRecord(data) || !isRecord(data.byUrl) || !isStringArray(data.activeListUrls)) {
        return null;
      }
      const byUrl: Record<string, ListState> = {};
      const unchecked: Record<string, UncheckedStoredLists> = {};
      for (const [url, value] of Object.entries(data.byUrl)) {
        const parsed = parseListState(value);
        byUrl[url] = parsed.list;
        if (parsed.unchecked !== null) unchecked[url] = parsed.unchecked;
      }
      const state: ListsState = {
        byUrl,
        activeListUrls: data.activeListUrls.filter((url) => url in byUrl),
        lastInitializedDefaultListOfLists: isStringArray(data.lastInitializedDefaultListOfLists)
          ? data.lastInitializedDefaultListOfLists
          : [],
      };
      return { state: reconcileDefaultLists(state, config), unchecked };
    },
    serialize: ({ state, unchecked }) => serializeListsState(state, unchecked),
  };
}
