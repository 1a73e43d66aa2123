import { browserStorage } from '@dex/primitives';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** localStorage key of the persisted user setting (spec §3 "userDarkMode"). */
export const USER_DARK_MODE_STORAGE_KEY = 'dex.user.userDarkMode';

/** A stored value is `true` or `false` as JSON; anything else (corrupted, missing) means null. */
export function parseStoredDarkMode(raw: string | null): boolean | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'boolean' ? value : null;
  } catch {
    return null;
  }
}

/**
 * null means follow the system colour scheme. Kept as the bare JSON boolean other versions of the
 * app read under the spec's key (not in state/storage.ts's versioned envelope); storage can be
 * disabled (privacy modes), the setting then lives for the session only.
 */
export const userDarkModeAtom = atomWithStorage<boolean | null>(
  USER_DARK_MODE_STORAGE_KEY,
  null,
  {
    getItem: (key) => parseStoredDarkMode(browserStorage()?.getItem(key) ?? null),
    setItem: (key, value) => {
      try {
        if (value === null) browserStorage()?.removeItem(key);
        else browserStorage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Quota or privacy errors keep the in-memory value.
      }
    },
    removeItem: (key) => browserStorage()?.removeItem(key),
  },
  { getOnInit: true },
);

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function systemDarkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY)
    : null;
}

const systemDarkModeBaseAtom = atom(systemDarkQuery()?.matches ?? false);
systemDarkModeBaseAtom.onMount = (setMatches) => {
  const query = systemDarkQuery();
  if (!query) return;
  setMatches(query.matches);
  const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Spec §3 "matchesDarkMode": whether the system prefers a dark colour scheme (kept live). */
export const matchesDarkModeAtom = atom((get) => get(systemDarkModeBaseAtom));

/** The user's choice when there is one, else the system's. */
export function resolveDarkMode(userDarkMode: boolean | null, matchesDarkMode: boolean): boolean {
  return userDarkMode ?? matchesDarkMode;
}

export const isDarkModeAtom = atom((get) =>
  resolveDarkMode(get(userDarkModeAtom), get(matchesDarkModeAtom)),
);
