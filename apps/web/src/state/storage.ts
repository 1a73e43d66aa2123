// The app's one way to keep an atom's value across visits: jotai's atomWithStorage over
// @dex/primitives' createPersistedValue, so every persisted value is versioned and reading it never
// throws (corrupt, foreign or future data gives the default and a warning in the console). Data a
// newer version of the app stored is never overwritten: the atom then lives in memory only.
// Where the page shares its origin with other sites (an IPFS path gateway), keys are scoped by the
// content's path and risky values are not taken as given (storageTrust.ts says which and why).
import {
  browserStorage,
  consoleLogger,
  createPersistedValue,
  type HostingOrigin,
  hostingOriginOf,
  type KeyValueStorage,
  type PersistedFormat,
  type PersistedValue,
  type StoredValueTrust,
  storageFor,
  storageKeyFor,
  TRUSTED_STORED_VALUE,
  trustedStoredValue,
} from '@dex/primitives';
import { atomWithStorage, type createJSONStorage } from 'jotai/utils';

/** jotai's synchronous storage (its type is not exported by name). */
type SyncStorage<T> = ReturnType<typeof createJSONStorage<T>>;

/** The running page's origin kind, from its address (an origin of its own outside a browser). */
export function currentHostingOrigin(): HostingOrigin {
  const location = (globalThis as { location?: { pathname: string } }).location;
  return location ? hostingOriginOf(location) : { kind: 'own' };
}

/**
 * The page's localStorage as the app may keep a value of `trust` in it where the page runs: scoped
 * by the content's path on a path gateway, and none there for a value kept for this visit only.
 */
export function appStorage<T>(
  trust: StoredValueTrust<T> = TRUSTED_STORED_VALUE,
): KeyValueStorage | undefined {
  const storage = browserStorage();
  return storage && storageFor(currentHostingOrigin(), storage, trust);
}

/** The localStorage key `key` is kept under where the page runs (what `storage` events name). */
export function appStorageKey(key: string): string {
  return storageKeyFor(currentHostingOrigin(), key);
}

export interface PersistedAtomOptions<T> {
  /**
   * Where values are kept, as the app stores them (keys as given); by default the page's
   * localStorage as `appStorage` gives it (none where it is disabled).
   */
  readonly storage?: () => KeyValueStorage | undefined;
  /** How far a stored value is taken as given where other sites share the origin; fully by default. */
  readonly trust?: StoredValueTrust<T>;
}

/**
 * A jotai storage for values kept in `format`, `defaults` when nothing usable is stored. The
 * storage is looked up on first use, so a test can replace `localStorage` before the first read.
 */
export function persistedStorage<T>(
  format: PersistedFormat<T>,
  defaults: T,
  options: PersistedAtomOptions<T> = {},
): SyncStorage<T> {
  const trust = options.trust ?? TRUSTED_STORED_VALUE;
  const values = new Map<string, PersistedValue<T>>();
  // Read on first use, like the storage: a test sets the page's address before the first read.
  let origin: HostingOrigin | undefined;
  const originNow = () => {
    origin ??= currentHostingOrigin();
    return origin;
  };
  const persistedAt = (key: string) => {
    let value = values.get(key);
    if (!value) {
      const storage = options.storage ? options.storage() : browserStorage();
      value = createPersistedValue({
        storage: storage && storageFor(originNow(), storage, trust),
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
    getItem: (key) => trustedStoredValue(originNow(), trust, persistedAt(key).read()),
    setItem: (key, value) => persistedAt(key).write(value),
    removeItem: (key) => persistedAt(key).remove(),
  };
}

/** An atom whose value is kept under `key` in `format`; `initialValue` when nothing usable is. */
export function atomWithPersistence<T>(
  key: string,
  initialValue: T,
  format: PersistedFormat<T>,
  options?: PersistedAtomOptions<T>,
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
