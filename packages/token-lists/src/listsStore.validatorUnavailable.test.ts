import { createMemoryStorage } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { LISTS_STORAGE_KEY } from './listsPersistence';
import { createListsStore } from './listsStore';

// The validator chunk fails to load (offline on a return visit, or replaced by a new deployment).
vi.mock('./validate', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const A = 'https://a.test/list.json';
const B = 'https://b.test/list.json';
const list = makeList(generateTokens(2));

describe('createListsStore when the validator cannot load', () => {
  it('leaves stored lists unused but stored, logs why, and still becomes ready', async () => {
    const data = {
      byUrl: { [A]: { current: list, pendingUpdate: null, error: null }, [B]: {} },
      activeListUrls: [A],
      lastInitializedDefaultListOfLists: [A, B],
    };
    const storage = createMemoryStorage({
      [LISTS_STORAGE_KEY]: JSON.stringify({ version: 2, data }),
    });
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const store = createListsStore({
      fetchList: async () => Promise.reject(new Error('offline')),
      config: { defaultListUrls: [A, B], defaultActiveListUrls: [A] },
      storage,
      logger,
    });
    await expect(store.ready).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      'Stored token lists could not be checked',
      expect.any(Error),
    );
    expect(store.getSnapshot().byUrl[A]?.current).toBeNull();
    await expect(store.fetchList(A)).rejects.toThrow('offline');
    store.enableList(B);
    const written = JSON.parse(storage.getItem(LISTS_STORAGE_KEY) ?? '{}');
    expect(written.data.byUrl[A]).toEqual({ current: list, pendingUpdate: null, error: 'offline' });
    expect(written.data.activeListUrls).toEqual([A, B]);
  });
});
