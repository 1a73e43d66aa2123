// Light or dark (spec 000 §3 "userDarkMode", "matchesDarkMode"): the user's stored choice when
// there is one, else the system's colour scheme.
import type { KeyValueStorage } from '@dex/primitives';

/** A stored choice is `true` or `false` as JSON; anything else (corrupted, missing) means none. */
export function parseStoredDarkMode(raw: string | null): boolean | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'boolean' ? value : null;
  } catch {
    return null;
  }
}

/** The user's choice when there is one, else the system's. */
export function resolveDarkMode(userDarkMode: boolean | null, matchesDarkMode: boolean): boolean {
  return userDarkMode ?? matchesDarkMode;
}

/**
 * The stored choice kept as the bare JSON boolean other versions of an app read (no versioned
 * envelope), in the storage `storage()` gives when asked (none: the choice lives in memory only);
 * null removes it. Writing never throws: quota or privacy errors keep the value in memory.
 */
export function darkModeStorage(storage: () => KeyValueStorage | undefined) {
  return {
    getItem: (key: string): boolean | null => parseStoredDarkMode(storage()?.getItem(key) ?? null),
    setItem: (key: string, value: boolean | null): void => {
      try {
        if (value === null) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // The in-memory value stays.
      }
    },
    removeItem: (key: string): void => storage()?.removeItem(key),
  };
}

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function systemDarkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY)
    : null;
}

/** Whether the system prefers a dark colour scheme now (false outside a browser). */
export function systemPrefersDark(): boolean {
  return systemDarkQuery()?.matches ?? false;
}

/**
 * Calls `onChange` with the system's preference at once and on every change; returns the way to
 * stop (undefined where there is no media query to watch).
 */
export function watchSystemDarkMode(onChange: (dark: boolean) => void): (() => void) | undefined {
  const query = systemDarkQuery();
  if (!query) return undefined;
  onChange(query.matches);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
