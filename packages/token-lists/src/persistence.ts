import { type Logger, silentLogger } from './logger';

/** String key-value storage; `window.localStorage` fits as is. */
export interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * How one value is stored: the current format version, a migration from each older version to
 * the next (`migrations[n]` turns version n into n + 1; version 0 is data stored without an
 * envelope), and a parser that returns null for data it cannot trust.
 */
export interface PersistedFormat<T> {
  readonly version: number;
  readonly migrations: Readonly<Record<number, (data: unknown) => unknown>>;
  parse(data: unknown): T | null;
  serialize(value: T): unknown;
}

interface Envelope {
  readonly version: number;
  readonly data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    'data' in value &&
    Number.isInteger((value as { version: unknown }).version)
  );
}

/**
 * Reads, migrates and parses a stored value. Missing data gives `fallback()`; so does corrupted
 * data (bad JSON, a failing migration, a version from the future, a shape `parse` rejects),
 * with a warning instead of a crash.
 */
export function loadPersisted<T>(
  storage: StringStorage | undefined,
  key: string,
  format: PersistedFormat<T>,
  fallback: () => T,
  logger: Logger = silentLogger,
): T {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch (error) {
    logger.warn(`Could not read ${key} from storage`, error);
    return fallback();
  }
  if (raw === null) return fallback();

  try {
    const stored: unknown = JSON.parse(raw);
    let version = isEnvelope(stored) ? stored.version : 0;
    let data = isEnvelope(stored) ? stored.data : stored;
    if (version > format.version || version < 0) throw new Error(`Unknown version ${version}`);
    while (version < format.version) {
      const migrate = format.migrations[version];
      if (migrate === undefined) throw new Error(`No migration from version ${version}`);
      data = migrate(data);
      version++;
    }
    const parsed = format.parse(data);
    if (parsed === null) throw new Error('Stored data has an unexpected shape');
    return parsed;
  } catch (error) {
    logger.warn(`Ignoring corrupted ${key} in storage; using defaults`, error);
    return fallback();
  }
}

/** Writes a value in the current format; storage errors (quota, privacy mode) are logged. */
export function savePersisted<T>(
  storage: StringStorage | undefined,
  key: string,
  format: PersistedFormat<T>,
  value: T,
  logger: Logger = silentLogger,
): void {
  if (storage === undefined) return;
  try {
    const envelope: Envelope = { version: format.version, data: format.serialize(value) };
    storage.setItem(key, JSON.stringify(envelope));
  } catch (error) {
    logger.warn(`Could not write ${key} to storage`, error);
  }
}

/** An in-memory `StringStorage`, for tests and server-side rendering. */
export function createMemoryStorage(initial: Record<string, string> = {}): StringStorage & {
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}
