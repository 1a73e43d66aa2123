import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { storeSnapshotAtoms } from './storeSnapshot';

function counterStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bump(announce = true) {
      value += 1;
      if (announce) for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('storeSnapshotAtoms', () => {
  it('follows announced changes, sees one made before the first subscriber, and unsubscribes', () => {
    const external = counterStore();
    const { snapshot } = storeSnapshotAtoms(() => external);
    const store = createStore();
    expect(store.get(snapshot)).toBe(0);
    external.bump(); // nobody subscribed yet
    const unsubscribe = store.sub(snapshot, () => {});
    expect(store.get(snapshot)).toBe(1);
    external.bump();
    expect(store.get(snapshot)).toBe(2);
    unsubscribe();
    expect(external.listeners.size).toBe(0);
  });

  it('re-reads on invalidate for changes the store does not announce', () => {
    const external = counterStore();
    const { snapshot, invalidate } = storeSnapshotAtoms(() => external);
    const store = createStore();
    const unsubscribe = store.sub(snapshot, () => {});
    external.bump(false);
    expect(store.get(snapshot)).toBe(0);
    store.set(invalidate);
    expect(store.get(snapshot)).toBe(1);
    unsubscribe();
  });
});
