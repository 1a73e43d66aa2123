import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type Language } from '../i18n';
import { numberLocaleAtom, useNumberLocale } from './locale';
import { NumberLocaleSync } from './NumberLocaleSync';

const loader = () => Promise.resolve({});

function ShowLocale() {
  return <p>locale {useNumberLocale()}</p>;
}

describe('the active number locale', () => {
  it.each(['de', 'es'] satisfies Language[])('follows the i18n language (%s)', async (language) => {
    const store = createStore();
    render(
      <Provider store={store}>
        <I18nProvider language={language} loadLocale={loader}>
          <NumberLocaleSync />
          <ShowLocale />
        </I18nProvider>
      </Provider>,
    );
    expect(await screen.findByText(`locale ${language}`)).toBeTruthy();
    expect(store.get(numberLocaleAtom)).toBe(language);
  });

  it('is English for atoms until a language is known', () => {
    expect(createStore().get(numberLocaleAtom)).toBe('en');
  });
});
