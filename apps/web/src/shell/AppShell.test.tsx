import { ConnectionError } from '@dex/wallet';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { analyticsReporterAtom } from '../analytics';
import { USER_DARK_MODE_STORAGE_KEY, userDarkModeAtom } from '../state/userSettings';
import { NO_WALLET, walletStateAtom } from '../state/wallet';

afterEach(() => vi.useRealTimers());

function withSystemDarkMode(matches: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('dark') ? matches : false,
    media: query,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }));
  return (next: boolean) => {
    for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
  };
}

describe('theme', () => {
  it.each([
    ['?theme=dark', 'dark'],
    ['?theme=DaRk', 'dark'],
    ['?theme=light', 'light'],
  ])('%s sets the colour mode', async (search, theme) => {
    const { store } = await renderApp(`/swap${search}`);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe(theme));
    expect(store.get(userDarkModeAtom)).toBe(theme === 'dark');
    expect(window.localStorage.getItem(USER_DARK_MODE_STORAGE_KEY)).toBe(String(theme === 'dark'));
  });

  it('follows the system while the user has not chosen, live', async () => {
    const setSystemDark = withSystemDarkMode(true);
    await renderApp('/swap');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    act(() => setSystemDark(false));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('the toggle stores the user choice, which then wins over the system', async () => {
    withSystemDarkMode(false);
    await renderApp('/swap');
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(USER_DARK_MODE_STORAGE_KEY)).toBe('true');
  });

  it('reads a stored choice and survives a corrupted one', async () => {
    window.localStorage.setItem(USER_DARK_MODE_STORAGE_KEY, 'true');
    await renderApp('/swap');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));

    window.localStorage.setItem(USER_DARK_MODE_STORAGE_KEY, '{not json');
    const store = createStore();
    expect(store.get(userDarkModeAtom)).toBeNull();
  });
});

describe('blocked address screen', () => {
  it('shows only "Blocked address" for an account on the blocklist, in any case', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet('0x7f367cc41522ce07553e823bf3be79a889debe1b'));
    const { container } = await renderApp('/swap', { store });
    expect(await screen.findByText('Blocked address')).toBeTruthy();
    expect(container.textContent).toBe('Blocked address');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the app for other accounts', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
    await renderApp('/swap', { store });
    expect(await screen.findByRole('navigation')).toBeTruthy();
    expect(screen.queryByText('Blocked address')).toBeNull();
  });
});

describe('page views', () => {
  it('reports every change of path or search, and nothing by default', async () => {
    const store = createStore();
    const pageView = vi.fn();
    store.set(analyticsReporterAtom, { pageView });
    await renderApp('/swap/0xabc', { store });
    await waitFor(() => expect(pageView).toHaveBeenLastCalledWith('/swap?outputCurrency=0xabc'));
    await userEvent.click(await screen.findByRole('link', { name: 'Pool' }));
    await waitFor(() => expect(pageView).toHaveBeenLastCalledWith('/pool'));
    await userEvent.click(screen.getByRole('link', { name: 'Vote' }));
    await waitFor(() => expect(pageView).toHaveBeenLastCalledWith('/vote'));
    const pages = pageView.mock.calls.map(([page]) => page);
    expect(pages.filter((page) => page === '/pool')).toHaveLength(1);
  });
});

describe('connection guard', () => {
  it('keeps the page back while looking for a wallet, with the spinner after 600 ms, then shows it', async () => {
    const store = createStore();
    store.set(walletStateAtom, { ...NO_WALLET, status: 'initializing', showLoader: false });
    await renderApp('/swap', { store });
    const main = await screen.findByRole('main');
    expect(main.textContent).toBe('');
    // The manager turns showLoader on once initializing has lasted 600 ms.
    act(() =>
      store.set(walletStateAtom, { ...NO_WALLET, status: 'initializing', showLoader: true }),
    );
    expect((await within(main).findByRole('status')).textContent).toBe('Loading');
    act(() => store.set(walletStateAtom, { ...NO_WALLET, status: 'ready', showLoader: false }));
    await waitFor(() => expect(within(main).queryByText('Loading')).toBeNull());
    expect(main.textContent).not.toBe('');
  });

  it('shows the translated unknown error when no wallet is active and the network failed', async () => {
    const store = createStore();
    const failed = { kind: 'network-failed', error: new ConnectionError() } as const;
    store.set(walletStateAtom, { ...NO_WALLET, status: 'ready', error: failed });
    await renderApp('/swap?lng=de', { store });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hoppla! Ein unbekannter Fehler ist aufgetreten. Bitte lade die Seite neu oder besuche sie mit einem anderen Browser oder Gerät.',
    );
    // The header stays, with the wallet button reading "Error" (translated).
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});
