import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import type { LocaleLoader } from './loadLocale';
import { createTranslator, type Messages, type Translate } from './translate';

export interface I18nContextValue {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18nContextValue | null>(null);

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; messages?: Messages; fallback?: Messages };

export interface I18nProviderProps {
  language: Language;
  loadLocale: LocaleLoader;
  children: ReactNode;
  /** Shown until the first locale has loaded; a later language change keeps the old texts meanwhile. */
  loading?: ReactNode;
  onError?: (error: unknown) => void;
  /**
   * Told each language whose texts are now shown (after its locale has loaded), so state outside
   * React (the number locale atoms read) follows the page's language.
   */
  onLanguage?: (language: Language) => void;
}

/**
 * Loads the language's messages and the fallback's on demand (each at most once), then renders
 * its children with a translator. A failed load falls back to English, then to the keys.
 */
export function I18nProvider({
  language,
  loadLocale,
  children,
  loading = null,
  onError,
  onLanguage,
}: I18nProviderProps) {
  // A ref, so a new callback each render neither reloads nor loops.
  const onLanguageRef = useRef(onLanguage);
  onLanguageRef.current = onLanguage;
  const [cache] = useState(() => new Map<Language, Promise<Messages | undefined>>());
  const [state, setState] = useState<LoadState & { language?: Language }>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const load = (lng: Language) => {
      let pending = cache.get(lng);
      if (!pending) {
        pending = loadLocale(lng).catch((error: unknown) => {
          cache.delete(lng);
          onError?.(error);
          return undefined;
        });
        cache.set(lng, pending);
      }
      return pending;
    };
    void Promise.all([load(language), load(FALLBACK_LANGUAGE)]).then(([messages, fallback]) => {
      if (cancelled) return;
      setState({ status: 'ready', messages, fallback, language });
      onLanguageRef.current?.(language);
    });
    return () => {
      cancelled = true;
    };
  }, [language, loadLocale, cache, onError]);

  const activeLanguage = state.status === 'ready' ? (state.language ?? language) : language;

  useEffect(() => {
    if (state.status === 'ready') document.documentElement.lang = activeLanguage;
  }, [state.status, activeLanguage]);

  const value = useMemo<I18nContextValue | null>(
    () =>
      state.status === 'ready'
        ? {
            language: activeLanguage,
            t: createTranslator(state.messages, state.fallback, activeLanguage, FALLBACK_LANGUAGE),
          }
        : null,
    [state, activeLanguage],
  );

  if (!value) return <>{loading}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and its translator; only inside an I18nProvider. */
export function useTranslation(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation must be used inside an I18nProvider');
  return value;
}
