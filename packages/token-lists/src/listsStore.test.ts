import { createMemoryStorage } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import { describe, expect, it, vi } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { LISTS_STORAGE_KEY } from './listsPersistence';
import { NEW_LIST_STATE } from './listsState';
import { createListsStore, type ListUpdateEvent } from './listsStore';

const A = 'https://a.test/list.json';
const B = 'https://b.test/list.json';
const config = { defaultListUrls: [A, B], defaultActiveListUrls: [A] };
const tokens = generateTokens(3);
const v1 = makeList(tokens.slice(0, 2), { version: { major: 1, minor: 0, patch: 0 } });
const v1Minor = makeList(tokens, { version: { major: 1, minor: 1, patch: 0 } });
const v1BadPatch = makeList(tokens, { version: { major: 1, minor: 0, patch: 1 } });

function setup(
  responses: Record<string, Array<TokenList | Error>>,
  storage = createMemoryStorage(),
) {
  const fetchList = vi.fn(async (url: string) => {
    const next = responses[url]?.shift();
    if (next === undefined) throw new Error(`no response for ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  const events: ListUpdateEvent[] = [];
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const store = createListsStore({
    fetchList,
    config,
    storage,
    logger,
    onListUpdate: (event) => events.push(event),
  });
  return { store, fetchList, events, logger, storage };
}

describe('createListsStore', () => {
  it('notifies subscribers and exposes the loading state while fetching', async () => {
    const { store } = setup({ [A]: [v1] });
    const seen: Array<string | null | undefined> = [];
    const unsubscribe = store.subscribe(() =>
      seen.push(store.getSnapshot().byUrl[A]?.loadingRequestId),
    );
    await store.fetchList(A);
    unsubscribe();
    expect(seen).toEqual(['request-1', null]);
    expect(store.getSnapshot().byUrl[A]?.current).toEqual(v1);
  });

  it('auto-accepts an update whose version covers the change and announces it', async () => {
    const { store, events } = setup({ [A]: [v1, v1Minor] });
    await store.fetchList(A);
    await store.fetchList(A);
    expect(store.getSnapshot().byUrl[A]).toMatchObject({ current: v1Minor, pendingUpdate: null });
    expect(events).toEqual([{ listUrl: A, oldList: v1, newList: v1Minor, auto: true }]);
  });

  it('logs and keeps pending an update with an insufficient bump; the user can accept it', async () => {
    const { store, events, logger } = setup({ [A]: [v1, v1BadPatch] });
    await store.fetchList(A);
    await store.fetchList(A);
    expect(store.getSnapshot().byUrl[A]).toMatchObject({ current: v1, pendingUpdate: v1BadPatch });
    expect(logger.error).toHaveBeenCalledOnce();
    expect(events).toEqual([{ listUrl: A, oldList: v1, newList: v1BadPatch, auto: false }]);
    store.acceptUpdate(A);
    expect(store.getSnapshot().byUrl[A]?.current).toEqual(v1BadPatch);
    expect(() => store.acceptUpdate(A)).toThrow('accept list update called without pending update');
  });

  it('leaves the lists a newer version of the app stored alone, and works in memory', async () => {
    const newer = JSON.stringify({ version: 99, data: { lists: { [A]: { future: true } } } });
    const storage = createMemoryStorage({ [LISTS_STORAGE_KEY]: newer });
    const { store } = setup({ [A]: [v1] }, storage);
    await store.fetchList(A);
    expect(store.getSnapshot().byUrl[A]?.current).toEqual(v1);
    expect(storage.getItem(LISTS_STORAGE_KEY)).toBe(newer);
  });

  it('keeps the stored list when a refresh fails and rejects the caller', async () => {
    const { store } = setup({ [A]: [v1, new Error('Failed to download list x')] });
    await store.fetchList(A);
    await expect(store.fetchList(A)).rejects.toThrow('Failed to download list x');
    expect(store.getSnapshot().byUrl[A]).toMatchObject({
      current: v1,
      error: 'Failed to download list x',
    });
  });

  it('refreshAll fetches every list and never throws', async () => {
    const { store, fetchList } = setup({ [A]: [v1], [B]: [new Error('offline')] });
    await expect(store.refreshAll()).resolves.toBeUndefined();
    expect(fetchList.mock.calls.map(([url]) => url).sort()).toEqual([A, B]);
    expect(store.getSnapshot().byUrl[B]?.error).toBe('offline');
  });

  it('tells every update listener of an update until it stops listening', async () => {
    const { store } = setup({ [A]: [v1, v1Minor, v1BadPatch] });
    const heard: ListUpdateEvent[] = [];
    const stop = store.onListUpdate((event) => heard.push(event));
    await store.fetchList(A);
    await store.fetchList(A);
    stop();
    await store.fetchList(A);
    expect(heard).toEqual([{ listUrl: A, oldList: v1, newList: v1Minor, auto: true }]);
  });

  it('toggles a list between active and inactive', () => {
    const { store } = setup({});
    store.toggleList(B);
    expect(store.getSnapshot().activeListUrls).toEqual([A, B]);
    store.toggleList(A);
    expect(store.getSnapshot().activeListUrls).toEqual([B]);
  });

  it('will not remove the last remaining list', () => {
    const { store } = setup({});
    expect(store.removeList(B)).toBe(true);
    expect(store.removeList(A)).toBe(false);
    expect(Object.keys(store.getSnapshot().byUrl)).toEqual([A]);
  });

  it('persists lists and active URLs, and restores them in a new store', async () => {
    const { store, storage } = setup({ [A]: [v1] });
    await store.fetchList(A);
    store.enableList(B);
    const restoredStore = setup({}, storage).store;
    await restoredStore.ready;
    const restored = restoredStore.getSnapshot();
    expect(restored.byUrl[A]?.current).toEqual(v1);
    expect(restored.byUrl[A]?.loadingRequestId).toBeNull();
    expect(restored.activeListUrls).toEqual([A, B]);
  });

  it('falls back to defaults when the stored state is corrupted', async () => {
    const storage = createMemoryStorage({ [LISTS_STORAGE_KEY]: '{"version":2,"data":{"byUrl":7' });
    const { store, logger } = setup({}, storage);
    await store.ready;
    const state = store.getSnapshot();
    expect(Object.keys(state.byUrl)).toEqual([A, B]);
    expect(Object.values(state.byUrl)).toEqual([NEW_LIST_STATE, NEW_LIST_STATE]);
    expect(state.activeListUrls).toEqual([A]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('migrates a version 1 state with a single selected list', async () => {
    const data = { byUrl: { [B]: { current: v1 } }, selectedListUrl: B };
    const storage = createMemoryStorage({
      [LISTS_STORAGE_KEY]: JSON.stringify({ version: 1, data }),
    });
    const store = setup({}, storage).store;
    await store.ready;
    const state = store.getSnapshot();
    expect(state.activeListUrls).toEqual([B]);
    expect(state.byUrl[B]?.current).toEqual(v1);
    expect(state.byUrl[A]).toBeDefined();
  });
});

describe('createListsStore with stored lists', () => {
  const tampered = { ...v1, tokens: [{ ...tokens[0], decimals: 'eighteen' }] };

  function storedLists(byUrl: Record<string, unknown>, activeListUrls = [A, B]) {
    const data = {
      byUrl: { [A]: {}, [B]: {}, ...byUrl },
      activeListUrls,
      lastInitializedDefaultListOfLists: [A, B],
    };
    return createMemoryStorage({ [LISTS_STORAGE_KEY]: JSON.stringify({ version: 2, data }) });
  }

  it('keeps a stored list unused until it is checked, then publishes it to subscribers', async () => {
    const storage = storedLists({ [A]: { current: v1, pendingUpdate: null, error: null } });
    const { store } = setup({}, storage);
    // The URL and its activity are restored at once; the list itself looks loading.
    expect(store.getSnapshot().activeListUrls).toEqual([A, B]);
    expect(store.getSnapshot().byUrl[A]).toEqual(NEW_LIST_STATE);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().byUrl[A]?.current));
    await store.ready;
    expect(seen).toEqual([v1]);
    expect(store.getSnapshot().byUrl[A]?.current).toEqual(v1);
  });

  it('drops a stored list that fails the schema and never shows it', async () => {
    const storage = storedLists({
      [A]: { current: tampered, pendingUpdate: null, error: null },
      [B]: { current: v1, pendingUpdate: tampered, error: null },
    });
    const { store } = setup({}, storage);
    const snapshots = [store.getSnapshot()];
    store.subscribe(() => snapshots.push(store.getSnapshot()));
    await store.ready;
    expect(store.getSnapshot().byUrl[A]?.current).toBeNull();
    expect(store.getSnapshot().byUrl[B]).toMatchObject({ current: v1, pendingUpdate: null });
    const shown = snapshots.flatMap((state) =>
      Object.values(state.byUrl).flatMap((list) => [list.current, list.pendingUpdate]),
    );
    expect(shown).not.toContainEqual(tampered);
  });

  it('shows a stored error only together with its list', async () => {
    const storage = storedLists({ [A]: { current: v1, pendingUpdate: null, error: 'offline' } });
    const { store } = setup({}, storage);
    expect(store.getSnapshot().byUrl[A]).toMatchObject({ current: null, error: null });
    await store.ready;
    expect(store.getSnapshot().byUrl[A]).toMatchObject({ current: v1, error: 'offline' });
  });

  it('decides on a list fetched before the stored one was checked as an update of it', async () => {
    const storage = storedLists({ [A]: { current: v1, pendingUpdate: null, error: null } });
    const { store, events } = setup({ [A]: [v1BadPatch] }, storage);
    await store.fetchList(A);
    expect(store.getSnapshot().byUrl[A]).toMatchObject({ current: v1, pendingUpdate: v1BadPatch });
    expect(events).toEqual([{ listUrl: A, oldList: v1, newList: v1BadPatch, auto: false }]);
  });

  it('keeps stored lists that are not checked yet when it writes early', async () => {
    const storage = storedLists({ [A]: { current: v1, pendingUpdate: null, error: null } }, [A]);
    setup({}, storage).store.enableList(B);
    const { store } = setup({}, storage);
    await store.ready;
    expect(store.getSnapshot().activeListUrls).toEqual([A, B]);
    expect(store.getSnapshot().byUrl[A]?.current).toEqual(v1);
  });
});
