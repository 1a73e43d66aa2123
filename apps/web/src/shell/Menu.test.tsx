import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';
import { CHOSEN_LANGUAGE_STORAGE_KEY, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../i18n';

afterEach(() => localStorage.clear());

async function chooseInMenu(moreLabel: string, languageName: string) {
  await userEvent.click(await screen.findByRole('button', { name: moreLabel }));
  await userEvent.click(screen.getByRole('menuitemradio', { name: languageName }));
}

describe('the language picker in the menu', () => {
  it('lists every shipped language in its own words, the shown one checked', async () => {
    await renderApp('/swap');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    const group = screen.getByRole('group', { name: 'Language' });
    const options = within(group).getAllByRole('menuitemradio');
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([...SUPPORTED_LANGUAGES]);
    expect(
      within(group).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('switches the page’s language at once and remembers the choice', async () => {
    await renderApp('/swap');
    await chooseInMenu('More', LANGUAGE_NAMES.de);
    expect(await screen.findByRole('link', { name: 'Tauschen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(CHOSEN_LANGUAGE_STORAGE_KEY)).toContain('"de"');
  });

  it('wins over a ?lng= in the address, which it rewrites', async () => {
    await renderApp('/swap?lng=de');
    await chooseInMenu('Mehr', LANGUAGE_NAMES.es);
    expect(await screen.findByRole('link', { name: 'Intercambiar' })).toBeTruthy();
    expect(currentPath()).toBe('/swap?lng=es');
  });
});
