import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, useTranslation } from './I18nProvider';
import type { Language } from './languages';
import type { MessageKey, Messages } from './translate';

function Show({ k, values }: { k: MessageKey; values?: Record<string, string | number> }) {
  const { t, language } = useTranslation();
  return (
    <p>
      {language}: {t(k, values)}
    </p>
  );
}

const locales: Partial<Record<Language, Messages>> = {
  en: {
    'nav.swap': 'Swap',
    'nav.pool': 'Pool',
    'wallet.pending': '{count} Pending',
    'tokens.tokenCount': '{count, plural, one {# token} other {# tokens}}',
  },
  de: { 'nav.swap': 'Tauschen', 'wallet.pending': '{count} ausstehend' },
};

const loader = (language: Language) => {
  const messages = locales[language];
  return messages ? Promise.resolve(messages) : Promise.reject(new Error(`no ${language}`));
};

describe('I18nProvider', () => {
  it('renders the language once loaded and sets <html lang>', async () => {
    render(
      <I18nProvider language="de" loadLocale={loader} loading={<p>loading</p>}>
        <Show k="nav.swap" />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('de: Tauschen')).toBeTruthy();
    // Set by an effect after the commit that shows the text.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('falls back to en for keys the language lacks', async () => {
    render(
      <I18nProvider language="de" loadLocale={loader}>
        <Show k="nav.pool" />
      </I18nProvider>,
    );
    expect(await screen.findByText('de: Pool')).toBeTruthy();
  });

  it('interpolates values', async () => {
    render(
      <I18nProvider language="de" loadLocale={loader}>
        <Show k="wallet.pending" values={{ count: 2 }} />
      </I18nProvider>,
    );
    expect(await screen.findByText('de: 2 ausstehend')).toBeTruthy();
  });

  it('writes plurals by the shown language’s rules', async () => {
    const es = {
      'tokens.tokenCount': '{count, plural, one {# token} many {# de tokens} other {# tokens}}',
    };
    const withSpanish = (language: Language) =>
      language === 'es' ? Promise.resolve(es) : loader(language);
    render(
      <I18nProvider language="es" loadLocale={withSpanish}>
        <Show k="tokens.tokenCount" values={{ count: 1 }} />
        <Show k="tokens.tokenCount" values={{ count: 1_000_000 }} />
      </I18nProvider>,
    );
    // Spanish says "de" after a round million ("many"), as English has no form for.
    expect(await screen.findByText('es: 1 token')).toBeTruthy();
    expect(screen.getByText('es: 1.000.000 de tokens')).toBeTruthy();
  });

  it('falls back to en when a language fails to load, and reports the error', async () => {
    const onError = vi.fn();
    render(
      <I18nProvider language="es" loadLocale={loader} onError={onError}>
        <Show k="nav.swap" />
      </I18nProvider>,
    );
    expect(await screen.findByText('es: Swap')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(new Error('no es'));
  });

  it('loads each language only once while switching', async () => {
    const load = vi.fn(loader);
    const { rerender } = render(
      <I18nProvider language="en" loadLocale={load}>
        <Show k="nav.swap" />
      </I18nProvider>,
    );
    await screen.findByText('en: Swap');
    rerender(
      <I18nProvider language="de" loadLocale={load}>
        <Show k="nav.swap" />
      </I18nProvider>,
    );
    await screen.findByText('de: Tauschen');
    rerender(
      <I18nProvider language="en" loadLocale={load}>
        <Show k="nav.swap" />
      </I18nProvider>,
    );
    await screen.findByText('en: Swap');
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['de', 'en']);
  });
});
