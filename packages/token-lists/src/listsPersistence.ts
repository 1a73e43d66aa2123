import type { PersistedFormat } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import {
  type ListState,
  type ListsConfig,
  type ListsState,
  NEW_LIST_STATE,
  reconcileDefaultLists,
} from './listsState';
import { tokenListSchemaErrors } from './validate';

export const LISTS_STORAGE_KEY = 'dex.token-lists';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// Stored lists are re-validated: storage is as untrusted as the network.
function storedList(value: unknown): TokenList | null {
  if (value === null || value === undefined) return null;
  return tokenListSchemaErrors(value) === null ? (value as TokenList) : null;
}

function parseListState(value: unknown): ListState {
  if (!isRecord(value)) return NEW_LIST_STATE;
  return {
    current: storedList(value.current),
    pendingUpdate: storedList(value.pendingUpdate),
    loadingRequestId: null,
    error: typeof value.error === 'string' ? value.error : null,
  };
}

/**
 * Version history of the stored lists state:
 * - 1: `{ byUrl, selectedListUrl }`, a single selected list (2020-era interface).
 * - 2: `{ byUrl, activeListUrls, lastInitializedDefaultListOfLists }`, several active lists.
 * Version 0 is the un-enveloped version-1 object some apps wrote straight to storage.
 */
export function createListsPersistedFormat(config: ListsConfig): PersistedFormat<ListsState> {
  return {
    version: 2,
    migrations: {
      0: (data) => data,
      1: (data) => {
        if (!isRecord(data)) throw new Error('Stored lists are not an object');
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
      for (const [url, list] of Object.entries(data.byUrl)) byUrl[url] = parseListState(list);
      const state: ListsState = {
        byUrl,
        activeListUrls: data.activeListUrls.filter((url) => url in byUrl),
        lastInitializedDefaultListOfLists: isStringArray(data.lastInitializedDefaultListOfLists)
          ? data.lastInitializedDefaultListOfLists
          : [],
      };
      return reconcileDefaultLists(state, config);
    },
    serialize(state) {
      const byUrl: Record<string, Omit<ListState, 'loadingRequestId'>> = {};
      for (const [url, list] of Object.entries(state.byUrl)) {
        byUrl[url] = {
          current: list.current,
          pendingUpdate: list.pendingUpdate,
          error: list.error,
        };
      }
      return {
        byUrl,
        activeListUrls: state.activeListUrls,
        lastInitializedDefaultListOfLists: state.lastInitializedDefaultListOfLists,
      };
    },
  };
}
