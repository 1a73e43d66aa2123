import {
  createListeners,
  createPersistedValue,
  type KeyValueStorage,
  type Logger,
  silentLogger,
} from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import { activeRefreshUrls, inactiveRefreshUrls } from './listRefresh';
import {
  createUncheckedListsPersistedFormat,
  LISTS_STORAGE_KEY,
  type UncheckedStoredLists,
  withCheckedLists,
} from './listsPersistence';
import {
  canRemoveList,
  createInitialListsState,
  DEFAULT_LISTS_CONFIG,
  type ListsAction,
  type ListsConfig,
  type ListsState,
  listsReducer,
} from './listsState';
import { decideListUpdate, formatListVersion } from './listUpdates';

/** Announces a list whose pending update was applied or awaits the user's decision. */
export interface ListUpdateEvent {
  readonly listUrl: string;
  readonly oldList: TokenList;
  readonly newList: TokenList;
  /** true: applied automatically (announce only); false: offer "Accept update" or "Dismiss". */
  readonly auto: boolean;
}

export interface ListsStoreOptions {
  /** Downloads and validates one list, e.g. `(url) => fetchTokenList(url, { fetch })`. */
  readonly fetchList: (url: string) => Promise<TokenList>;
  readonly config?: ListsConfig;
  readonly storage?: KeyValueStorage;
  readonly storageKey?: string;
  readonly logger?: Logger;
  /** Apply updates whose version bump covers the change as soon as they arrive (default true). */
  readonly autoAcceptUpdates?: boolean;
  readonly onListUpdate?: (event: ListUpdateEvent) => void;
  readonly createRequestId?: () => string;
}

export interface ListsStore {
  /**
   * Stored lists are checked against the schema before they are used, with the validator loaded
   * on demand: until then the snapshot has the stored URLs without their lists (they look
   * loading). Resolves once the checked lists are in the snapshot (subscribers are notified);
   * at once when nothing was stored. Never rejects.
   */
  readonly ready: Promise<void>;
  getSnapshot(): ListsState;
  subscribe(listener: () => void): () => void;
  dispatch(action: ListsAction): void;
  /** Fetches one list through the state machine; resolves with the list or rejects. */
  fetchList(url: string): Promise<TokenList>;
  /** Refetches every known list; failures are stored per list, never thrown. */
  refreshAll(): Promise<void>;
  /**
   * Refetches the lists in use: the active ones and `alsoUrls` (the unsupported-token lists, which
   * guard every trade). Inactive lists are not asked for: their hosts learn nothing of the user
   * until the user looks at them. Failures are stored per list, never thrown.
   */
  refreshActive(alsoUrls?: readonly string[]): Promise<void>;
  /**
   * Fetches the inactive lists (for the view that shows them, e.g. Manage Lists), except
   * `exceptUrls` and lists already loading. Failures are stored per list, never thrown.
   */
  refreshInactive(exceptUrls?: readonly string[]): Promise<void>;
  addList(url: string): void;
  /** Returns false when the list is unknown or is the last remaining one. */
  removeList(url: string): boolean;
  enableList(url: string): void;
  disableList(url: string): void;
  /** Enables an inactive list or disables an active one. */
  toggleList(url: string): void;
  /** Throws `NoPendingUpdateError` when the list has no pending update. */
  acceptUpdate(url: string): void;
  /**
   * Hears every list update as `options.onListUpdate` does (e.g. to show it as a popup) until the
   * returned function is called.
   */
  onListUpdate(listener: (event: ListUpdateEvent) => void): () => void;
}

/**
 * A small observable store around `listsReducer` (subscribe/getSnapshot, so React's
 * `useSyncExternalStore` or any other binding can wrap it), persisted through the injected
 * storage after every change.
 */
export function createListsStore(options: ListsStoreOptions): ListsStore {
  const config = options.config ?? DEFAULT_LISTS_CONFIG;
  const logger = options.logger ?? silentLogger;
  const key = options.storageKey ?? LISTS_STORAGE_KEY;
  const format = createUncheckedListsPersistedFormat(config);
  const autoAccept = options.autoAcceptUpdates ?? true;
  let nextRequest = 0;
  const createRequestId = options.createRequestId ?? (() => `request-${++nextRequest}`);

  const stored = createPersistedValue({
    storage: options.storage,
    key,
    format,
    defaults: () => ({ state: createInitialListsState(config), unchecked: {} }),
    logger,
  });
  const restored = stored.read();
  let state = restored.state;
  // Stored lists not yet checked; written back as they were until then, so nothing is lost.
  let unchecked: Readonly<Record<string, UncheckedStoredLists>> = restored.unchecked;
  const listeners = createListeners();
  const updateListeners = createListeners<[ListUpdateEvent]>();
  const announce = (event: ListUpdateEvent) => {
    options.onListUpdate?.(event);
    updateListeners.notify(event);
  };

  function publish(next: ListsState): void {
    if (next === state) return;
    state = next;
    stored.write({ state, unchecked });
    listeners.notify();
  }

  function dispatch(action: ListsAction): void {
    publish(listsReducer(state, action));
  }

  async function checkStoredLists(): Promise<void> {
    try {
      const { tokenListSchemaErrors } = await import('./validate');
      const checked = withCheckedLists(state, unchecked, tokenListSchemaErrors);
      unchecked = {};
      publish(checked);
    } catch (error) {
      // The validator could not load (offline, a new deployment): the stored lists stay unused
      // and stay stored for the next visit.
      logger.error('Stored token lists could not be checked', error);
    }
  }

  const ready = Object.keys(unchecked).length === 0 ? Promise.resolve() : checkStoredLists();

  function handlePendingUpdate(url: string): void {
    const list = state.byUrl[url];
    if (!list?.current || !list.pendingUpdate) return;
    const event = { listUrl: url, oldList: list.current, newList: list.pendingUpdate };
    const decision = decideListUpdate(list.current, list.pendingUpdate);
    if (autoAccept && decision.kind === 'accept') {
      dispatch({ type: 'acceptUpdate', url });
      announce({ ...event, auto: true });
      return;
    }
    if (decision.kind === 'reject') {
      logger.error(
        `List at url ${url} could not automatically update to ${formatListVersion(event.newList.version)} because the version bump does not cover its changes`,
      );
    }
    announce({ ...event, auto: false });
  }

  async function fetchList(url: string): Promise<TokenList> {
    const requestId = createRequestId();
    dispatch({ type: 'fetch/pending', url, requestId });
    let tokenList: TokenList;
    try {
      tokenList = await options.fetchList(url);
    } catch (error) {
      await ready;
      const errorMessage = error instanceof Error ? error.message : String(error);
      dispatch({ type: 'fetch/rejected', url, requestId, errorMessage });
      throw error;
    }
    // After the stored list: a newer one then goes through the usual update decision.
    await ready;
    const before = state.byUrl[url]?.pendingUpdate;
    dispatch({ type: 'fetch/fulfilled', url, requestId, tokenList });
    if (state.byUrl[url]?.pendingUpdate && state.byUrl[url]?.pendingUpdate !== before) {
      handlePendingUpdate(url);
    }
    return tokenList;
  }

  return {
    ready,
    getSnapshot: () => state,
    subscribe: listeners.subscribe,
    dispatch,
    fetchList,
    async refreshAll() {
      await Promise.allSettled(Object.keys(state.byUrl).map((url) => fetchList(url)));
    },
    async refreshActive(alsoUrls = []) {
      await Promise.allSettled(activeRefreshUrls(state, alsoUrls).map((url) => fetchList(url)));
    },
    async refreshInactive(exceptUrls = []) {
      await Promise.allSettled(inactiveRefreshUrls(state, exceptUrls).map((url) => fetchList(url)));
    },
    addList: (url) => dispatch({ type: 'add', url }),
    removeList(url) {
      if (!canRemoveList(state, url)) return false;
      dispatch({ type: 'remove', url });
      return true;
    },
    enableList: (url) => dispatch({ type: 'enable', url }),
    disableList: (url) => dispatch({ type: 'disable', url }),
    toggleList: (url) =>
      dispatch({ type: state.activeListUrls.includes(url) ? 'disable' : 'enable', url }),
    acceptUpdate: (url) => dispatch({ type: 'acceptUpdate', url }),
    onListUpdate: updateListeners.subscribe,
  };
}
