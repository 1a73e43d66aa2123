// The page's own storage as a browser app keeps values in it: localStorage where the page runs
// (keys scoped by the content's path on an IPFS path gateway, storageTrust.ts says why), and a
// store of versioned, never-throwing persisted values by key over it (persistence.ts).
import { consoleLogger } from './logger';
import { createPersistedValue, type PersistedFormat, type PersistedValue } from './persistence';
import { browserStorage, type KeyValueStorage } from './storage';
import {
  type HostingOrigin,
  hostingOriginOf,
  type StoredValueTrust,
  storageFor,
  storageKeyFor,
  TRUSTED_STORED_VALUE,
  trustedStoredValue,
} from './storageTrust';

/** The running page's origin kind, from its address (an origin of its own outside a browser). */
export function currentHostingOrigin(): HostingOrigin {
  const location = (globalThis as { location?: { pathname: string } }).location;
  return location ? hostingOriginOf(location) : { kind: 'own' };
}

/**
 * The page's localStorage as a value of `trust` may be kept in it where the page runs: scoped by
 * the content's path on a path gateway, and none there for a value kept for this visit only.
 */
export function pageStorage<T>(
  trust: StoredValueTrust<T> = TRUSTED_STORED_VALUE,
): KeyValueStorage | undefined {
  const storage = browserStorage();
  return storage && storageFor(currentHostingOrigin(), storage, trust);
}

/** The localStorage key `key` is kept under where the page runs (what `storage` events name). */
export function pageStorageKey(key: string): string {
  return storageKeyFor(currentHostingOrigin(), key);
}

export interface PersistedStoreOptions<T> {
  /**
   * Where values are kept, keys as given; by default the page's localStorage (none where it is
   * disabled), scoped as `pageStorage` scopes it.
   */
  readonly storage?: () => KeyValueStorage | undefined;
  /** How far a stored value is taken as given where other sites share the origin; fully by default. */
  readonly trust?: StoredValueTrust<T>;
}

/** Values of one format by key: what a state library's storage adapter (jotai's) calls. */
export interface PersistedStore<T> {
  getItem(key: string): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
}

/**
 * The values kept in `format` by key, `defaults` when nothing usable is stored, warnings to the
 * console. The storage and the page's address are looked up on first use, so a test can replace
 * `localStorage` or the address before the first read.
 */
export function createPersistedStore<T>(
  format: PersistedFormat<T>,
  defaults: T,
  options: PersistedStoreOptions<T> = {},
): PersistedStore<T> {
  const trust = options.trust ?? TRUSTED_STORED_VALUE;
  const values = new Map<string, PersistedValue<T>>();
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

/**
 * The format of a value stored as plain JSON before versioning (version 0): kept as it is, so
 * values saved by earlier versions of an app are still read.
 */
export function plainJsonFormat<T>(accept: (value: unknown) => value is T): PersistedFormat<T> {
  return {
    version: 1,
    migrations: { 0: (data) => data },
    parse: (data) => (accept(data) ? data : null),
  };
}
