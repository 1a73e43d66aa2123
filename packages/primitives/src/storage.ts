// String key-value storage as the packages take it: `window.localStorage` fits as is, so does the
// in-memory one below (tests, server-side rendering, a browser with storage disabled).

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory `KeyValueStorage`; `entries` shows what was written. */
export function createMemoryStorage(
  initial: Readonly<Record<string, string>> = {},
): KeyValueStorage & { readonly entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * The page's `localStorage`, or undefined where there is none: outside a browser, or where merely
 * reading the property throws (storage disabled, some privacy modes, sandboxed frames).
 */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}
