// The app's one way to keep an atom's value across visits: jotai's atomWithStorage over
// @dex/primitives' createPersistedValue, so every persisted value is versioned and reading it never
// throws (corrupt, foreign or future data gives the default and a warning in the console). Data a
// newer version of the app stored is never overwritten: the atom then lives in memory only.
import {
  browserStorage,
  consoleLogger,
  createPersistedValue,
  type KeyValueStorage,
  type PersistedFormat,
  type PersistedValue,
} from '@dex/primitives';
import { atomWithStorage, type createJSONStorage } from 'jotai/utils';

/** jotai's synchronous storage (its type is not exported by name). */
type SyncStorage<T> = ReturnType<typeof createJSONStorage<T>>;

export interface PersistedAtomOptions {
  /** Where values are kept; the page's localStorage by default (none where it is disabled). */
  readonly storage?: () => KeyValueStorage | undefined;
}

/**
 * A jotai storage for values kept in `format`, `defaults` when nothing usable is stored. The
 * storage is looked up on first use, so a test can replace `localStorage` before the first read.
 */
export function persistedStorage<T>(
  format: PersistedFormat<T>,
  defaults: T,
  options: PersistedAtomOptions = {},
): SyncStorage<T> {
  const values = new Map<string, PersistedValue<T>>();
  const persistedAt = (key: string) => {
    let value = values.get(key);
    if (!value) {
      value = createPersistedValue({
        storage: (options.storage ?? browserStorage)(),
        key,
        format,
        defaults: () => defaults,
        logger: consoleLogger,
      });
      values.set(key, value);
    }
    return value;
  };
  return {
    getItem: (key) => persistedAt(key).read(),
    setItem: (key, value) => persistedAt(key).write(value),
    removeItem: (key) => persistedAt(key).remove(),
  };
}

/** An atom whose value is kept under `key` in `format`; `initialValue` when nothing usable is. */
export function atomWithPersistence<T>(
  key: string,
  initialValue: T,
  format: PersistedFormat<T>,
  options?: PersistedAtomOptions,
) {
  return atomWithStorage<T>(key, initialValue, persistedStorage(format, initialValue, options), {
    getOnInit: true,
  });
}

/**
 * The format of a value stored as plain JSON before versioning (version 0): kept as it is, so
 * values saved by earlier versions of the app are still read.
 */
export function plainJsonFormat<T>(accept: (value: unknown) => value is T): PersistedFormat<T> {
  return {
    version: 1,
    migrations: { 0: (data) => data },
    parse: (data) => (accept(data) ? data : null),
  };
}
