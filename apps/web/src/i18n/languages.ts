import { matchLanguage as matchSupportedLanguage } from '@dex/primitives';

/** Languages with a complete locale file in public/locales (file name = the tag). */
export const SUPPORTED_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'pt-BR',
  'tr',
  'zh-CN',
  'ja',
  'ko',
] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language's own name, as the language picker lists it (a reader finds their language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  'zh-CN': '简体中文',
  ja: '日本語',
  ko: '한국어',
};

export const DEFAULT_LANGUAGE: Language = 'en';

/** Missing keys in any language are looked up here. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** The query parameter that overrides the browser's language, e.g. `?lng=de`. */
export const LANGUAGE_QUERY_PARAM = 'lng';

/**
 * Maps a BCP 47 tag to a supported language, or null (@dex/primitives' matchLanguage): the exact
 * tag, else the one language of its base (`pt-PT` -> pt-BR, `zh-TW` -> zh-CN, the only Chinese we
 * ship and readable to more people than the English fallback).
 */
export const matchLanguage = (tag: string | null | undefined): Language | null =>
  matchSupportedLanguage(tag, SUPPORTED_LANGUAGES);

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
