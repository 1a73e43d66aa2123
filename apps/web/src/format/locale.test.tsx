import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type Language } from '../i18n';
import { numberLocaleAtom, useNumberLocale } from './locale';

const loader = () => Promise.resolve({});

function ShowLocale() {
  return <p>locale {useNumberLocale()}</p>;
}

/** The page as App wires it: the provider tells the store each language it shows. */
function Page({ store, language }: { store: ReturnType<typeof createStore>; language: Language }) {
  return (
    <Provider store={store}>
      <I18nProvider
        language={language}
        loadLocale={loader}
        onLanguage={(shown) => store.set(numberLocaleAtom, shown)}
      >
        <ShowLocale />
      </I18nProvider>
    </Provider>
  );
}

describe('the active number locale', () => {
  it.each(['de', 'es'] satisfies Language[])('follows the i18n language (%s)', async (language) => {
    const store = createStore();
    render(<Page store={store} language={language} />);
    expect(await screen.findByText(`locale ${language}`)).toBeTruthy();
    expect(store.get(numberLocaleAtom)).toBe(language);
  });

  it('moves with a language change once its texts are shown', async () => {
    const store = createStore();
    const { rerender } = render(<Page store={store} language="de" />);
    expect(await screen.findByText('locale de')).toBeTruthy();
    rerender(<Page store={store} language="es" />);
    expect(await screen.findByText('locale es')).toBeTruthy();
    expect(store.get(numberLocaleAtom)).toBe('es');
  });

  it('is English for atoms until a language is known', () => {
    expect(createStore().get(numberLocaleAtom)).toBe('en');
  });
});
