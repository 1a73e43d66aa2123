import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { numberLocaleAtom } from './format/locale';
import {
  chosenLanguageAtom,
  createFetchLocaleLoader,
  I18nProvider,
  type LocaleLoader,
  languageFromNavigator,
  languageFromSearch,
  languageOverrideAtom,
} from './i18n';
import { AppShell, type AppShellProps } from './shell/AppShell';

const fetchLocale: LocaleLoader = (language) =>
  createFetchLocaleLoader(
    (...args) => fetch(...args),
    `${import.meta.env.BASE_URL}locales/`,
  )(language);

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

export interface AppProps extends AppShellProps {
  loadLocale?: LocaleLoader;
  navigatorLanguages?: readonly string[];
}

/** The whole app inside a router and a jotai store: language, then the shell. */
export function App({
  loadLocale = fetchLocale,
  navigatorLanguages = browserLanguages(),
  ...shellProps
}: AppProps) {
  const { search } = useLocation();
  const [override, setOverride] = useAtom(languageOverrideAtom);
  const fromSearch = languageFromSearch(search);
  useEffect(() => {
    if (fromSearch) setOverride(fromSearch);
  }, [fromSearch, setOverride]);
  const chosen = useAtomValue(chosenLanguageAtom);
  const language = fromSearch ?? override ?? chosen ?? languageFromNavigator(navigatorLanguages);
  // Atoms write numbers in the language the page shows (format/locale.ts).
  const setNumberLocale = useSetAtom(numberLocaleAtom);
  return (
    <I18nProvider language={language} loadLocale={loadLocale} onLanguage={setNumberLocale}>
      <AppShell {...shellProps} />
    </I18nProvider>
  );
}
