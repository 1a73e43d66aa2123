import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { listsStateAtom, listsStoreAtom } from './atoms';

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
