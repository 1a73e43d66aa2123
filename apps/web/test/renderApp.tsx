import { act, type RenderResult, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { Provider as JotaiProvider } from 'jotai/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import de from '../public/locales/de.json';
import en from '../public/locales/en.json';
import es from '../public/locales/es.json';
import fr from '../public/locales/fr.json';
import ja from '../public/locales/ja.json';
import ko from '../public/locales/ko.json';
import ptBR from '../public/locales/pt-BR.json';
import tr from '../public/locales/tr.json';
import zhCN from '../public/locales/zh-CN.json';
import { App, type AppProps } from '../src/App';
import type { Language, Messages } from '../src/i18n';

const LOCALES: Record<Language, Messages> = {
  en,
  de,
  es,
  fr,
  'pt-BR': ptBR,
  tr,
  'zh-CN': zhCN,
  ja,
  ko,
};

/** Serves the shipped locale files from disk, like the app's fetch would. */
export const loadShippedLocale = (language: Language) => Promise.resolve(LOCALES[language]);

let currentLocation = '';
let navigateInApp: NavigateFunction | undefined;

function LocationProbe() {
  const location = useLocation();
  navigateInApp = useNavigate();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** Rewrites the address as another window or a link would (path plus search). */
export async function navigateTo(path: string): Promise<void> {
  await act(async () => {
    await navigateInApp?.(path);
  });
}

/** Where the router is now (path plus search). */
export function currentPath(): string {
  return currentLocation;
}

/**
 * Renders the app and waits, inside act, until the locale has loaded and every effect has run, so
 * a test never races the app's own start-up (store subscriptions, document attributes).
 */
export async function renderApp(
  path: string,
  options: { store?: ReturnType<typeof createStore> } & AppProps = {},
): Promise<RenderResult & { store: ReturnType<typeof createStore> }> {
  const { store = createStore(), ...appProps } = options;
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <App loadLocale={loadShippedLocale} navigatorLanguages={['en-US']} {...appProps} />
          <LocationProbe />
        </MemoryRouter>
      </JotaiProvider>,
    );
  });
  return { ...(result as RenderResult), store };
}
