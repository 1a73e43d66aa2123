export { I18nProvider, type I18nProviderProps, useTranslation } from './I18nProvider';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  type Language,
  languageFromNavigator,
  languageFromSearch,
  matchLanguage,
  SUPPORTED_LANGUAGES,
} from './languages';
export { createFetchLocaleLoader, LocaleLoadError, type LocaleLoader } from './loadLocale';
export {
  createTranslator,
  type MessageKey,
  type Messages,
  type Translate,
  type TranslationValues,
} from './translate';
