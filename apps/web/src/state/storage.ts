// The app's one way to keep an atom's value across visits: jotai's atomWithStorage over
// @dex/primitives' createPersistedStore, so every persisted value is versioned and reading it never
// throws (corrupt, foreign or future data gives the default and a warning in the console). Data a
// newer version of the app stored is never overwritten: the atom then lives in memory only.
// Where the page shares its origin with other sites (an IPFS path gateway), keys are scoped by the
// content's path and risky values are not taken as given (storageTrust.ts says which and why).
import {
  createPersistedStore,
  type PersistedFormat,
  type PersistedStoreOptions,
} from '@dex/primitives';
import { atomWithStorage } from 'jotai/utils';

/** An atom whose value is kept under `key` in `format`; `initialValue` when nothing usable is. */
export function atomWithPersistence<T>(
  key: string,
  initialValue: T,
  format: PersistedFormat<T>,
  options?: PersistedStoreOptions<T>,
) {
  return atomWithStorage<T>(
    key,
    initialValue,
    createPersistedStore(format, initialValue, options),
    { getOnInit: true },
  );
}
