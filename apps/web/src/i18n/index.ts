export { I18nProvider, type I18nProviderProps, useTranslation } from './I18nProvider';
export {
  CHOSEN_LANGUAGE_STORAGE_KEY,
  chosenLanguageAtom,
  languageOverrideAtom,
  useChooseLanguage,
} from './languageChoice';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_NAMES,
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
