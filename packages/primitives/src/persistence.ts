// One safe way to keep a value across visits. Stored data is untrusted (older app versions, other
// tabs, the user, browser extensions), so reading never throws: anything unusable gives the
// defaults and a warning, and a storage that throws (quota, disabled) is logged, never fatal.
import { InvalidArgumentError, MalformedDataError } from './errors';
import { type Logger, silentLogger } from './logger';
import type { KeyValueStorage } from './storage';

/**
 * How one value is stored. It is written as `{"version": n, "data": ...}`; data stored without
 * that envelope counts as version 0.
 */
export interface PersistedFormat<T> {
  /** The current version, a positive integer; bump it when the stored shape changes. */
  readonly version: number;
  /**
   * `migrations[n]` turns version n data into version n + 1 data. A version without a way to the
   * current one (older with no migration, or newer than `version`) gives the defaults.
   */
  readonly migrations?: Readonly<Record<number, (data: unknown) => unknown>>;
  /** The value from current-version data; return null (or throw) for data it cannot trust. */
  parse(data: unknown): T | null;
  /** What to store for a value; the value itself when omitted. */
  serialize?(value: T): unknown;
}

export interface PersistedValueOptions<T> {
  /** Undefined keeps nothing (every read gives the defaults, writes are dropped). */
  readonly storage: KeyValueStorage | undefined;
  readonly key: string;
  readonly format: PersistedFormat<T>;
  /** The value when nothing usable is stored; called on each such read. */
  readonly defaults: () => T;
  /** Warned about unusable data and storage failures; silent by default. */
  readonly logger?: Logger;
}

export interface PersistedValue<T> {
  readonly key: string;
  /** The stored value, or the defaults; never throws. */
  read(): T;
  /**
   * Stores the value in the current format; never throws. Data a newer version stored is left
   * alone (the value then lives in the caller's memory only).
   */
  write(value: T): void;
  /**
   * Forgets the stored value, whichever version stored it (an explicit forget, such as a
   * disconnect or a reset); never throws.
   */
  remove(): void;
}

interface Envelope {
  readonly version: number;
  readonly data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'data' in value &&
    Number.isSafeInteger((value as { version?: unknown }).version)
  );
}

function currentData<T>(raw: string, format: PersistedFormat<T>): unknown {
  const stored: unknown = JSON.parse(raw);
  let version = isEnvelope(stored) ? stored.version : 0;
  let data = isEnvelope(stored) ? stored.data : stored;
  if (version < 0 || version > format.version)
    throw new MalformedDataError(`Unknown version ${version}`);
  for (; version < format.version; version++) {
    const migrate = format.migrations?.[version];
    if (migrate === undefined) throw new MalformedDataError(`No migration from version ${version}`);
    data = migrate(data);
  }
  return data;
}

/**
 * The version of the envelope stored under `key` when it is newer than `version` (written by a
 * newer version of the app), else undefined. Storage that cannot be read or data that is not a
 * valid envelope count as nothing newer.
 */
function newerStoredVersion(
  storage: KeyValueStorage,
  key: string,
  version: number,
): number | undefined {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const stored: unknown = JSON.parse(raw);
    return isEnvelope(stored) && stored.version > version ? stored.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A value kept under `key` in `storage`, read and written through `format`. Data a newer version
 * of the app stored (an envelope with a higher version) is never written over: this version reads
 * the defaults, and its writes stay in the caller's memory, so rolling the app back (or opening an
 * older mirror) does not wipe what the newer one keeps. Only an explicit `remove()` forgets it.
 */
export function createPersistedValue<T>(options: PersistedValueOptions<T>): PersistedValue<T> {
  const { storage, key, format, defaults } = options;
  const logger = options.logger ?? silentLogger;
  if (!Number.isSafeInteger(format.version) || format.version < 1) {
    throw new InvalidArgumentError(`The version of ${key} must be a positive integer`);
  }

  let warnedNewer = false;
  /** True (with one warning) when the key holds a newer version's data, which is not written over. */
  const heldByNewer = (): boolean => {
    if (storage === undefined) return false;
    const newer = newerStoredVersion(storage, key, format.version);
    if (newer === undefined) return false;
    if (!warnedNewer) {
      warnedNewer = true;
      logger.warn(
        `Not writing ${key}: storage holds version ${newer}, newer than this version (${format.version}); the value is kept in memory only`,
      );
    }
    return true;
  };

  return {
    key,
    read() {
      if (storage === undefined) return defaults();
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch (error) {
        logger.warn(`Could not read ${key} from storage; using defaults`, error);
        return defaults();
      }
      if (raw === null) return defaults();
      try {
        const value = format.parse(currentData(raw, format));
        if (value === null) throw new MalformedDataError('Stored data has an unexpected shape');
        return value;
      } catch (error) {
        logger.warn(`Ignoring unusable ${key} in storage; using defaults`, error);
        return defaults();
      }
    },
    write(value) {
      if (storage === undefined || heldByNewer()) return;
      try {
        const data = format.serialize ? format.serialize(value) : value;
        const envelope: Envelope = { version: format.version, data };
        storage.setItem(key, JSON.stringify(envelope));
      } catch (error) {
        logger.warn(`Could not write ${key} to storage`, error);
      }
    },
    remove() {
      try {
        storage?.removeItem(key);
      } catch (error) {
        logger.warn(`Could not remove ${key} from storage`, error);
      }
    },
  };
}

/** A stored setting that is not a (finite) number gives way to its default. */
export function numberOrDefault(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
