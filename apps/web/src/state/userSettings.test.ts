import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('URLWarningVisible, timestamp and the version update (spec 000 §3, §9)', () => {
  async function freshSettings() {
    vi.resetModules();
    return import('./userSettings');
  }

  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the URL warning until dismissed, and remembers the dismissal', async () => {
    const first = await freshSettings();
    const store = createStore();
    expect(store.get(first.urlWarningVisibleAtom)).toBe(true);
    store.set(first.urlWarningVisibleAtom, false);
    const again = await freshSettings();
    expect(createStore().get(again.urlWarningVisibleAtom)).toBe(false);
  });

  it('resets slippage and deadline stored as non-numbers to the defaults, and stamps the time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('dex.user.userSlippageTolerance', '"fifty"');
    localStorage.setItem('dex.user.userDeadline', 'null');
    const settings = await freshSettings();
    const store = createStore();
    store.set(settings.updateUserSettingsVersionAtom, 1_700_000_000_000);
    expect(JSON.parse(localStorage.getItem('dex.user.userSlippageTolerance') ?? '')).toEqual({
      version: 1,
      data: 10,
    });
    expect(JSON.parse(localStorage.getItem('dex.user.userDeadline') ?? '')).toEqual({
      version: 1,
      data: 1200,
    });
    expect(store.get(settings.userSettingsTimestampAtom)).toBe(1_700_000_000_000);
  });

  it('keeps slippage and deadline that are numbers', async () => {
    localStorage.setItem('dex.user.userSlippageTolerance', '50');
    localStorage.setItem('dex.user.userDeadline', '600');
    const settings = await freshSettings();
    const store = createStore();
    store.set(settings.updateUserSettingsVersionAtom, 5);
    const reread = await freshSettings();
    const { userSlippageBipsAtom, userDeadlineSecondsAtom } = await import('./tradeSettings');
    const readStore = createStore();
    expect(readStore.get(userSlippageBipsAtom)).toBe(50);
    expect(readStore.get(userDeadlineSecondsAtom)).toBe(600);
    expect(createStore().get(reread.userSettingsTimestampAtom)).toBe(5);
  });
});
