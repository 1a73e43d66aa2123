// Which list hosts the app asks, and when: the lists in use at start, the others only while the
// Manage Lists view is shown. fetch is replaced by a recorder that answers every list.
import { LISTS_STORAGE_KEY } from '@dex/token-lists';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactiveListsFetchAtom, listsConfig, listsRefreshAtom, listsStoreAtom } from './atoms';

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    return new Response(
      JSON.stringify({
        name: 'Answered',
        timestamp: '2026-01-01T00:00:00.000Z',
        version: { major: 1, minor: 0, patch: 0 },
        tokens: [
          {
            chainId: 1,
            address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
            name: 'Uniswap',
            symbol: 'UNI',
            decimals: 18,
          },
        ],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(LISTS_STORAGE_KEY);
});

// Where a location is fetched (an http list is tried as https first): host and path.
const place = (url: string) => `${new URL(url).host}${new URL(url).pathname}`;
const inUse = [...listsConfig.defaultActiveListUrls, ...listsConfig.unsupportedListUrls];
// The configured inactive defaults (none on the devnet) and a list the user added but not enabled.
const ADDED = 'https://lists.example.org/added.json';
const inactive = [...listsConfig.defaultListUrls.filter((url) => !inUse.includes(url)), ADDED];

function storeWithAddedList() {
  const store = createStore();
  store.get(listsStoreAtom).addList(ADDED);
  return store;
}

describe('token list fetching', () => {
  it('start-up asks only the active lists and the unsupported-token lists', async () => {
    const store = storeWithAddedList();
    const stop = store.sub(listsRefreshAtom, () => {});
    await vi.waitFor(() => expect(new Set(asked.map(place))).toEqual(new Set(inUse.map(place))));
    for (const url of inactive) expect(asked.map(place)).not.toContain(place(url));
    // Stopped only once every answer is in: a fetch still under way would land in the next test.
    await vi.waitFor(() =>
      expect(
        inUse.every((url) => store.get(listsStoreAtom).getSnapshot().byUrl[url]?.current),
      ).toBe(true),
    );
    stop();
  });

  it('the Manage Lists view fetches the inactive lists when it is shown', async () => {
    const store = storeWithAddedList();
    const stop = store.sub(inactiveListsFetchAtom, () => {});
    await vi.waitFor(() => expect(new Set(asked.map(place))).toEqual(new Set(inactive.map(place))));
    await vi.waitFor(() =>
      expect(
        inactive.every((url) => store.get(listsStoreAtom).getSnapshot().byUrl[url]?.current),
      ).toBe(true),
    );
    stop();
  });
});
