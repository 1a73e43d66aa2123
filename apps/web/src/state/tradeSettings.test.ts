import { DEFAULT_DEADLINE_SECONDS, MAX_DEADLINE_SECONDS } from '@dex/swap';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'dex.user.userDeadline';

/** The settings module as a fresh page load reads it (its atoms read storage when created). */
async function loadWithStoredDeadline(seconds: number) {
  localStorage.setItem(KEY, JSON.stringify({ version: 1, data: seconds }));
  vi.resetModules();
  const settings = await import('./tradeSettings');
  return createStore().get(settings.userDeadlineSecondsAtom);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the stored deadline', () => {
  it('keeps a deadline of up to 3 days (4320 minutes)', async () => {
    expect(MAX_DEADLINE_SECONDS).toBe(4320 * 60);
    expect(await loadWithStoredDeadline(4320 * 60)).toBe(4320 * 60);
  });

  it.each([
    ['one second beyond 3 days', 4320 * 60 + 1],
    ['about 2^53 s', Number.MAX_SAFE_INTEGER - 1],
  ])('falls back to 20 minutes for %s', async (_label, stored) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deadline = await loadWithStoredDeadline(stored);
    expect(deadline).toBe(DEFAULT_DEADLINE_SECONDS);
    expect(deadline).toBe(1200);
  });
});
