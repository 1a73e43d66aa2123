// An app's translations in React: a provider that loads the language's messages and the fallback
// language's on demand (each at most once), and the hook that reads the language and its translator (@dex/primitives' createTranslator: the language, then the fallback, then
// the key). The kit ships no messages; the app's loader brings them.
import { createTranslator, DexError, type MessageMap, type Translator } from '@dex/primitives';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** A hook that needs a provider was used outside one (a programming error). */
export class MissingProviderError extends DexError {
  constructor(hook: string, provider: string) {
    super('ui-kit/missing-provider', `${hook} must be used inside an ${provider}`);
  }
}

export interface I18nContextValue<Language extends string, Key extends string> {
  readonly language: Language;
  readonly t: Translator<Key>;
}

export interface I18nProviderProps<Language extends string> {
  readonly language: Language;
  readonly loadLocale: (language: Language) => Promise<MessageMap>;
  readonly children: ReactNode;
  /** Shown until the first locale has loaded; a later language change keeps the old texts meanwhile. */
  readonly loading?: ReactNode;
  readonly onError?: (error: unknown) => void;
  /**
   * Told each language whose texts are now shown (after its locale has loaded), so state outside
   * React (e.g. a number locale) follows the page's language.
   */
  readonly onLanguage?: (language: Language) => void;
}

type LoadState<Language> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly language: Language;
      readonly messages?: MessageMap | undefined;
      readonly fallback?: MessageMap | undefined;
    };

const I18nContext = createContext<I18nContextValue<string, string> | null>(null);

/**
 * Loads the language's messages and the fallback language's on demand (each at most once), then
 * renders its children with a translator. A failed load falls back to `fallbackLanguage`, then to
 * the keys; `<html lang>` follows the language shown.
 */
export function I18nProvider<Language extends string>({
  language,
  fallbackLanguage,
  loadLocale,
  children,
  loading = null,
  onError,
  onLanguage,
}: I18nProviderProps<Language> & { readonly fallbackLanguage: Language }) {
  // A ref, so a new callback each render neither reloads nor loops.
  const onLanguageRef = useRef(onLanguage);
  onLanguageRef.current = onLanguage;
  const [cache] = useState(() => new Map<Language, Promise<MessageMap | undefined>>());
  const [state, setState] = useState<LoadState<Language>>({ status: 'loading' });

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
    void Promise.all([load(language), load(fallbackLanguage)]).then(([messages, fallback]) => {
      if (cancelled) return;
      setState({ status: 'ready', messages, fallback, language });
      onLanguageRef.current?.(language);
    });
    return () => {
      cancelled = true;
    };
  }, [language, fallbackLanguage, loadLocale, cache, onError]);

  const activeLanguage = state.status === 'ready' ? state.language : language;

  useEffect(() => {
    if (state.status === 'ready') document.documentElement.lang = activeLanguage;
  }, [state.status, activeLanguage]);

  const value = useMemo<I18nContextValue<string, string> | null>(
    () =>
      state.status === 'ready'
        ? {
            language: activeLanguage,
            t: createTranslator(state.messages, state.fallback, activeLanguage, fallbackLanguage),
          }
        : null,
    [state, activeLanguage, fallbackLanguage],
  );

  if (!value) return <>{loading}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The current language and its translator, typed by the app's languages and message keys (the
 * provider was given the app's); only inside an I18nProvider.
 */
export function useI18n<Language extends string, Key extends string>(): I18nContextValue<
  Language,
  Key
> {
  const value = useContext(I18nContext);
  if (!value) throw new MissingProviderError('useTranslation', 'I18nProvider');
  // The provider was given the app's languages; its translator takes any key of theirs.
  return { language: value.language as Language, t: value.t };
}
