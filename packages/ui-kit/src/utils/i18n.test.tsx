import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type I18nProviderProps,
  I18nProvider as KitI18nProvider,
  MissingProviderError,
  useI18n,
} from './i18n';

type Language = 'en' | 'de';
const I18nProvider = (props: I18nProviderProps<Language>) => (
  <KitI18nProvider {...props} fallbackLanguage="en" />
);
const useTranslation = () => useI18n<Language, 'hello' | 'count'>();

const locales: Record<Language, Record<string, string>> = {
  en: { hello: 'Hello', count: '{count, plural, one {# token} other {# tokens}}' },
  de: { hello: 'Hallo' },
};

function Show() {
  const { t, language } = useTranslation();
  return (
    <p>
      {language}: {t('hello')}, {t('count', { count: 2 })}
    </p>
  );
}

describe('createI18n', () => {
  it('loads the language and the fallback once, then shows both and sets <html lang>', async () => {
    const load = vi.fn((language: Language) => Promise.resolve(locales[language]));
    render(
      <I18nProvider language="de" loadLocale={load} loading={<p>loading</p>}>
        <Show />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('de: Hallo, 2 tokens')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back to the keys when nothing loads, and reports the failures', async () => {
    const onError = vi.fn();
    render(
      <I18nProvider
        language="de"
        loadLocale={() => Promise.reject(new Error('offline'))}
        onError={onError}
      >
        <Show />
      </I18nProvider>,
    );
    expect(await screen.findByText('de: hello, count')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('refuses the hook outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Show />)).toThrow(MissingProviderError);
    vi.restoreAllMocks();
  });
});
