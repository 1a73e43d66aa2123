/** Languages with a complete locale file in public/locales. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Missing keys in any language are looked up here. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** The query parameter that overrides the browser's language, e.g. `?lng=de`. */
export const LANGUAGE_QUERY_PARAM = 'lng';

/** Maps a BCP 47 tag (`de-AT`, `ES`) to a supported language, or null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? null;
}

/** The `?lng=` override in a search string, when it names a supported language. */
export function languageFromSearch(search: string): Language | null {
  return matchLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
}

/** The first of the browser's preferred languages that we ship, else the default. */
export function languageFromNavigator(languages: readonly string[]): Language {
  for (const tag of languages) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
