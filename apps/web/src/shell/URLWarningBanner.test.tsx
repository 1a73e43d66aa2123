import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { urlWarningVisibleAtom } from '../state/userSettings';

afterEach(() => localStorage.clear());

describe('URL (phishing) warning', () => {
  it("names the app's own origin, and once dismissed stays dismissed", async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    const banner = await screen.findByTestId('url-warning');
    expect(banner.textContent).toContain('Phishing warning:');
    expect(banner.textContent).toContain(
      `please make sure you're visiting ${window.location.origin} - check the URL carefully.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the phishing warning' }));
    expect(screen.queryByTestId('url-warning')).toBeNull();
    expect(store.get(urlWarningVisibleAtom)).toBe(false);
    expect(JSON.parse(localStorage.getItem('dex.user.URLWarningVisible') ?? '')).toEqual({
      version: 1,
      data: false,
    });
  });
});
