import { describe, expect, it } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { DEFAULT_ACTIVE_LIST_URLS, KNOWN_LIST_URLS } from './defaultLists';
import {
  activeListsSettled,
  createInitialListsState,
  type ListsAction,
  type ListsState,
  listsReducer,
  reconcileDefaultLists,
} from './listsState';

const A = 'https://a.test/list.json';
const B = 'https://b.test/list.json';
const config = { defaultListUrls: [A, B], defaultActiveListUrls: [A] };
const v1 = makeList(generateTokens(2), { version: { major: 1, minor: 0, patch: 0 } });
const v2 = makeList(generateTokens(3), { version: { major: 1, minor: 1, patch: 0 } });

function run(state: ListsState, ...actions: ListsAction[]): ListsState {
  return actions.reduce(listsReducer, state);
}
const initial = createInitialListsState(config);

describe('listsReducer', () => {
  it('starts with every default list empty and the default active ones active', () => {
    expect(Object.keys(initial.byUrl)).toEqual([A, B]);
    expect(initial.activeListUrls).toEqual([A]);
  });

  it('the default config does not activate the security-notice list', () => {
    const state = createInitialListsState();
    expect(state.byUrl[KNOWN_LIST_URLS.securityNotice]).toBeDefined();
    expect(state.activeListUrls).toEqual(DEFAULT_ACTIVE_LIST_URLS);
    expect(state.activeListUrls).not.toContain(KNOWN_LIST_URLS.securityNotice);
  });

  it('pending records the request id and clears the error', () => {
    const state = run(initial, { type: 'fetch/pending', url: A, requestId: 'r1' });
    expect(state.byUrl[A]).toMatchObject({ loadingRequestId: 'r1', error: null, current: null });
  });

  it('a first fulfilled fetch becomes the current list', () => {
    const state = run(
      initial,
      { type: 'fetch/pending', url: A, requestId: 'r1' },
      { type: 'fetch/fulfilled', url: A, requestId: 'r1', tokenList: v1 },
    );
    expect(state.byUrl[A]).toEqual({
      current: v1,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    });
  });

  it('a newer version becomes a pending update; the same version changes nothing', () => {
    const loaded = run(initial, {
      type: 'fetch/fulfilled',
      url: A,
      requestId: 'r1',
      tokenList: v1,
    });
    const same = run(loaded, {
      type: 'fetch/fulfilled',
      url: A,
      requestId: 'r2',
      tokenList: { ...v1 },
    });
    expect(same.byUrl[A]?.current).toBe(v1);
    expect(same.byUrl[A]?.pendingUpdate).toBeNull();
    const updated = run(loaded, {
      type: 'fetch/fulfilled',
      url: A,
      requestId: 'r3',
      tokenList: v2,
    });
    expect(updated.byUrl[A]).toMatchObject({ current: v1, pendingUpdate: v2 });
  });

  it('ignores responses of stale requests', () => {
    const state = run(
      initial,
      { type: 'fetch/pending', url: A, requestId: 'old' },
      { type: 'fetch/pending', url: A, requestId: 'new' },
      { type: 'fetch/fulfilled', url: A, requestId: 'old', tokenList: v1 },
      { type: 'fetch/rejected', url: A, requestId: 'old', errorMessage: 'x' },
    );
    expect(state.byUrl[A]).toMatchObject({ current: null, loadingRequestId: 'new', error: null });
  });

  it('a rejected refresh stores the error but keeps the stored list (offline)', () => {
    const state = run(
      initial,
      { type: 'fetch/fulfilled', url: A, requestId: 'r1', tokenList: v1 },
      { type: 'fetch/pending', url: A, requestId: 'r2' },
      {
        type: 'fetch/rejected',
        url: A,
        requestId: 'r2',
        errorMessage: 'Failed to download list x',
      },
    );
    expect(state.byUrl[A]).toEqual({
      current: v1,
      pendingUpdate: null,
      loadingRequestId: null,
      error: 'Failed to download list x',
    });
  });

  it('accepting an update makes it current; without one it throws the spec message', () => {
    const pending = run(
      initial,
      { type: 'fetch/fulfilled', url: A, requestId: 'r1', tokenList: v1 },
      { type: 'fetch/fulfilled', url: A, requestId: 'r2', tokenList: v2 },
    );
    expect(run(pending, { type: 'acceptUpdate', url: A }).byUrl[A]).toMatchObject({
      current: v2,
      pendingUpdate: null,
    });
    expect(() => run(initial, { type: 'acceptUpdate', url: A })).toThrow(
      'accept list update called without pending update',
    );
    expect(() => run(initial, { type: 'acceptUpdate', url: 'https://unknown.test' })).toThrow(
      'accept list update called without pending update',
    );
  });

  it('enables, disables, adds and removes lists', () => {
    const C = 'https://c.test/list.json';
    let state = run(initial, { type: 'add', url: C });
    expect(state.byUrl[C]).toBeDefined();
    expect(state.activeListUrls).toEqual([A]);
    state = run(state, { type: 'enable', url: C }, { type: 'enable', url: C });
    expect(state.activeListUrls).toEqual([A, C]);
    state = run(state, { type: 'disable', url: A });
    expect(state.activeListUrls).toEqual([C]);
    state = run(state, { type: 'remove', url: C });
    expect(state.byUrl[C]).toBeUndefined();
    expect(state.activeListUrls).toEqual([]);
  });

  it('enabling an unknown URL adds it', () => {
    const state = run(initial, { type: 'enable', url: 'https://new.test' });
    expect(state.byUrl['https://new.test']).toBeDefined();
    expect(state.activeListUrls).toContain('https://new.test');
  });

  it('never removes the last remaining list', () => {
    const one = run(initial, { type: 'remove', url: B });
    expect(Object.keys(one.byUrl)).toEqual([A]);
    expect(run(one, { type: 'remove', url: A })).toBe(one);
  });

  it('drops the response of a list removed while it was loading', () => {
    const state = run(
      initial,
      { type: 'fetch/pending', url: B, requestId: 'r1' },
      { type: 'remove', url: B },
      { type: 'fetch/fulfilled', url: B, requestId: 'r1', tokenList: v1 },
    );
    expect(state.byUrl[B]).toBeUndefined();
  });
});

describe('reconcileDefaultLists', () => {
  it('adds new defaults, removes retired defaults and keeps user-added lists', () => {
    const USER = 'https://user.test/list.json';
    const DEVNET = 'http://127.0.0.1:8080/devnet.tokenlist.json';
    const stored = run(initial, { type: 'enable', url: USER }, { type: 'enable', url: B });
    const next = reconcileDefaultLists(stored, {
      defaultListUrls: [A, DEVNET],
      defaultActiveListUrls: [A],
    });
    expect(Object.keys(next.byUrl).sort()).toEqual([A, DEVNET, USER].sort());
    expect(next.activeListUrls).toEqual([A, USER]);
    expect(next.lastInitializedDefaultListOfLists).toEqual([A, DEVNET]);
  });
});

describe('activeListsSettled', () => {
  const both = run(initial, { type: 'enable', url: B });
  const fetched = (url: string, requestId: string): ListsAction[] => [
    { type: 'fetch/pending', url, requestId },
    { type: 'fetch/fulfilled', url, requestId, tokenList: v1 },
  ];
  const failed = (url: string, requestId: string): ListsAction[] => [
    { type: 'fetch/pending', url, requestId },
    { type: 'fetch/rejected', url, requestId, errorMessage: 'Failed to download list' },
  ];

  it('is not settled before the first answer, nor while one active list still waits', () => {
    expect(activeListsSettled(both)).toBe(false);
    expect(activeListsSettled(run(both, { type: 'fetch/pending', url: A, requestId: '1' }))).toBe(
      false,
    );
    expect(activeListsSettled(run(both, ...fetched(A, '1')))).toBe(false);
  });

  it('is settled once every active list has loaded or failed (a dead host settles too)', () => {
    expect(activeListsSettled(run(both, ...fetched(A, '1'), ...failed(B, '2')))).toBe(true);
    expect(activeListsSettled(run(both, ...failed(A, '1'), ...failed(B, '2')))).toBe(true);
  });

  it('waits only for active lists: an inactive one never loading does not hold it', () => {
    expect(activeListsSettled(run(initial, ...fetched(A, '1')))).toBe(true);
  });

  it('stays settled while a loaded list refreshes', () => {
    const refreshing = run(both, ...fetched(A, '1'), ...fetched(B, '2'), {
      type: 'fetch/pending',
      url: A,
      requestId: '3',
    });
    expect(activeListsSettled(refreshing)).toBe(true);
  });
});
