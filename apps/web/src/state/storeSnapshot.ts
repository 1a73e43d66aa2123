// One way to show a framework-free store (a `subscribe` + `getSnapshot` pair, as the @dex packages
// expose them) as a jotai atom.
import { type Atom, atom, type Getter, type WritableAtom } from 'jotai';

export interface SnapshotStore<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
}

export interface StoreSnapshotAtoms<T> {
  /** The store's snapshot, followed while mounted. */
  readonly snapshot: Atom<T>;
  /** Re-reads the snapshot, for changes the store does not announce (e.g. a checked block). */
  readonly invalidate: WritableAtom<null, [], void>;
}

/**
 * The snapshot of the store `storeOf` returns. On mount it subscribes and then re-reads at once:
 * a change made between the first read and the subscription (a list that loaded while the page
 * mounted) would otherwise stay unseen until the next change.
 */
export function storeSnapshotAtoms<T>(
  storeOf: (get: Getter) => SnapshotStore<T>,
): StoreSnapshotAtoms<T> {
  const revisionAtom = atom(0);
  const invalidate = atom(null, (_get, set) => set(revisionAtom, (n) => n + 1));
  const followed = atom(
    (get) => {
      get(revisionAtom);
      return storeOf(get).getSnapshot();
    },
    (get, set) => {
      const unsubscribe = storeOf(get).subscribe(() => set(invalidate));
      set(invalidate);
      return unsubscribe;
    },
  );
  followed.onMount = (subscribe) => subscribe();
  const snapshot = atom((get) => get(followed));
  return { snapshot, invalidate };
}
