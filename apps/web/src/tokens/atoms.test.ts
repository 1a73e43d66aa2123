import { LISTS_STORAGE_KEY } from '@dex/token-lists';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_ID } from '../config';
import {
  activeTokensAtom,
  listsConfig,
  listsLoadingAtom,
  listsStateAtom,
  listsStoreAtom,
} from './atoms';

describe('listsStateAtom', () => {
  it('shows a change the lists store made between the first read and the first subscriber', () => {
    const store = createStore();
    const url = 'https://lists.example.org/extra.json';
    expect(store.get(listsStateAtom).byUrl[url]).toBeUndefined();
    // E.g. a list that finished loading while the page was still mounting its components.
    store.get(listsStoreAtom).addList(url);
    const unsubscribe = store.sub(listsStateAtom, () => {});
    expect(store.get(listsStateAtom).byUrl[url]).toBeDefined();
    unsubscribe();
  });
});

describe('lists stored by an earlier visit', () => {
  const url = listsConfig.defaultActiveListUrls[0] ?? '';
  const address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
  const token = { chainId: DEFAULT_CHAIN_ID, address, name: 'Stored', symbol: 'STO', decimals: 18 };
  const list = {
    name: 'Stored list',
    timestamp: '2026-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [token],
  };

  function storeList(current: unknown) {
    const data = {
      byUrl: { [url]: { current, pendingUpdate: null, error: 'offline' } },
      activeListUrls: [url],
      lastInitializedDefaultListOfLists: [...listsConfig.defaultListUrls],
    };
    localStorage.setItem(LISTS_STORAGE_KEY, JSON.stringify({ version: 2, data }));
  }

  afterEach(() => localStorage.removeItem(LISTS_STORAGE_KEY));

  it('look loading until checked, then give their tokens to subscribers', async () => {
    storeList(list);
    const store = createStore();
    const unsubscribe = store.sub(activeTokensAtom, () => {});
    // Not yet checked: loading, so no list token is called unlisted meanwhile.
    expect(store.get(listsLoadingAtom)).toBe(true);
    expect(store.get(activeTokensAtom).has(address)).toBe(false);
    await store.get(listsStoreAtom).ready;
    expect(store.get(listsLoadingAtom)).toBe(false);
    expect(store.get(activeTokensAtom).get(address)?.symbol).toBe('STO');
    unsubscribe();
  });

  it('are never used when they fail the schema', async () => {
    storeList({ ...list, tokens: [{ ...token, decimals: 'eighteen' }] });
    const store = createStore();
    const unsubscribe = store.sub(activeTokensAtom, () => {});
    await store.get(listsStoreAtom).ready;
    expect(store.get(listsStateAtom).byUrl[url]).toMatchObject({ current: null, error: 'offline' });
    expect(store.get(activeTokensAtom).has(address)).toBe(false);
    unsubscribe();
  });
});
