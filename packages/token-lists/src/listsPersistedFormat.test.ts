import { createMemoryStorage, createPersistedValue } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { createListsPersistedFormat } from './listsPersistedFormat';
import { LISTS_STORAGE_KEY } from './listsPersistence';
import { createInitialListsState, listsReducer } from './listsState';

const A = 'https://a.test/list.json';
const B = 'https://b.test/list.json';
const config = { defaultListUrls: [A, B], defaultActiveListUrls: [A] };
const tokens = generateTokens(2);
const list = makeList(tokens);

function persisted(storage = createMemoryStorage()) {
  return createPersistedValue({
    storage,
    key: LISTS_STORAGE_KEY,
    format: createListsPersistedFormat(config),
    defaults: () => createInitialListsState(config),
  });
}

describe('createListsPersistedFormat', () => {
  it('reads back the lists it wrote, checked as they are read', () => {
    const storage = createMemoryStorage();
    const loaded = listsReducer(createInitialListsState(config), {
      type: 'fetch/fulfilled',
      url: A,
      requestId: 'r1',
      tokenList: list,
    });
    persisted(storage).write(
      listsReducer(loaded, {
        type: 'fetch/rejected',
        url: B,
        requestId: 'r2',
        errorMessage: 'offline',
      }),
    );
    const read = persisted(storage).read();
    expect(read.byUrl[A]).toEqual({
      current: list,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    });
    expect(read.byUrl[B]?.error).toBe('offline');
  });

  it('drops a stored list that fails the schema at once, keeping its error', () => {
    const tampered = { ...list, tokens: [{ ...tokens[0], decimals: 'eighteen' }] };
    const data = {
      byUrl: { [A]: { current: tampered, pendingUpdate: list, error: 'offline' } },
      activeListUrls: [A],
    };
    const storage = createMemoryStorage({
      [LISTS_STORAGE_KEY]: JSON.stringify({ version: 2, data }),
    });
    expect(persisted(storage).read().byUrl[A]).toEqual({
      current: null,
      pendingUpdate: list,
      loadingRequestId: null,
      error: 'offline',
    });
  });
});
