// Light or dark (spec 000 §3 "userDarkMode", "matchesDarkMode"): the user's stored choice when
// there is one, else the system's colour scheme.

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
