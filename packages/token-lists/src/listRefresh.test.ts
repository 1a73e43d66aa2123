// Which hosts hear from the app when: the lists store over real HTTP (msw), counting requests per host.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { fetchTokenList } from './fetchTokenList';
import { activeRefreshUrls, inactiveRefreshUrls } from './listRefresh';
import { createListsStore } from './listsStore';

const ACTIVE = 'https://active.test/list.json';
const INACTIVE = 'https://inactive.test/list.json';
const BROKEN = 'https://broken.test/list.json';
const UNSUPPORTED = 'https://unsupported.test/list.json';
const config = {
  defaultListUrls: [ACTIVE, INACTIVE, BROKEN, UNSUPPORTED],
  defaultActiveListUrls: [ACTIVE],
};

const hostsAsked: string[] = [];
const server = setupServer(
  http.get('https://active.test/list.json', () =>
    HttpResponse.json(makeList(generateTokens(2), { name: 'Active' })),
  ),
  http.get('https://inactive.test/list.json', () =>
    HttpResponse.json(makeList(generateTokens(2, 1, 7), { name: 'Inactive' })),
  ),
  http.get('https://broken.test/list.json', () => new HttpResponse('down', { status: 503 })),
  http.get('https://unsupported.test/list.json', () =>
    HttpResponse.json(makeList(generateTokens(1, 1, 9), { name: 'Unsupported' })),
  ),
);
server.events.on('request:start', ({ request }) => {
  hostsAsked.push(new URL(request.url).host);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  hostsAsked.length = 0;
});
afterAll(() => server.close());

function createStore() {
  return createListsStore({ fetchList: (url) => fetchTokenList(url, { fetch }), config });
}

describe('list refreshes over HTTP', () => {
  it('start-up and the 10-minute refresh ask only the active lists and the unsupported-token lists', async () => {
    const store = createStore();
    await store.refreshActive([UNSUPPORTED]);
    expect(hostsAsked.sort()).toEqual(['active.test', 'unsupported.test']);
    const { byUrl } = store.getSnapshot();
    expect(byUrl[ACTIVE]?.current?.name).toBe('Active');
    expect(byUrl[UNSUPPORTED]?.current?.name).toBe('Unsupported');
    expect(byUrl[INACTIVE]?.current).toBeNull();
    // Refreshing again still leaves the inactive hosts alone.
    await store.refreshActive([UNSUPPORTED]);
    expect(
      hostsAsked.filter((host) => host.startsWith('inactive') || host.startsWith('broken')),
    ).toEqual([]);
  });

  it('looking at the lists fetches the inactive ones once; a failing host is an error on its row, not a throw', async () => {
    const store = createStore();
    await store.refreshInactive([UNSUPPORTED]);
    expect(hostsAsked.sort()).toEqual(['broken.test', 'inactive.test']);
    const { byUrl } = store.getSnapshot();
    expect(byUrl[INACTIVE]?.current?.name).toBe('Inactive');
    expect(byUrl[BROKEN]?.error).toMatch(/Failed to download list/);
    expect(byUrl[ACTIVE]?.current).toBeNull();
  });

  it('a list the user turns on is refreshed with the active ones from then on', async () => {
    const store = createStore();
    store.enableList(INACTIVE);
    await store.refreshActive();
    expect(hostsAsked.sort()).toEqual(['active.test', 'inactive.test']);
  });
});

describe('which lists a refresh covers (pure)', () => {
  const store = createListsStore({ fetchList: () => new Promise(() => {}), config });
  it('active: the active lists plus known extra lists; inactive: the rest, but not one already loading', () => {
    const state = store.getSnapshot();
    expect(activeRefreshUrls(state, [UNSUPPORTED, 'https://unknown.test/x.json'])).toEqual([
      ACTIVE,
      UNSUPPORTED,
    ]);
    expect(inactiveRefreshUrls(state, [UNSUPPORTED])).toEqual([INACTIVE, BROKEN]);
    void store.fetchList(INACTIVE);
    expect(inactiveRefreshUrls(store.getSnapshot(), [UNSUPPORTED])).toEqual([BROKEN]);
  });
});
