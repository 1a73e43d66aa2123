import { afterEach, describe, expect, it, vi } from 'vitest';
import { importTokenList, startActiveListsRefresh } from './listActions';

afterEach(() => vi.useRealTimers());

describe('startActiveListsRefresh', () => {
  it('refreshes now and on each interval while visible, until stopped', () => {
    vi.useFakeTimers();
    const refreshActive = vi.fn(async () => {});
    let visible = true;
    const stop = startActiveListsRefresh({ refreshActive }, ['u'], () => visible, 1000);
    expect(refreshActive).toHaveBeenCalledTimes(1);
    expect(refreshActive).toHaveBeenCalledWith(['u']);
    vi.advanceTimersByTime(1000);
    expect(refreshActive).toHaveBeenCalledTimes(2);
    visible = false;
    vi.advanceTimersByTime(1000);
    expect(refreshActive).toHaveBeenCalledTimes(2);
    visible = true;
    stop();
    vi.advanceTimersByTime(5000);
    expect(refreshActive).toHaveBeenCalledTimes(2);
  });
});

describe('importTokenList', () => {
  function fakeStore(fetchList: () => Promise<never> | Promise<object>) {
    const calls: string[] = [];
    return {
      calls,
      store: {
        addList: (url: string) => void calls.push(`add ${url}`),
        fetchList: async (url: string) => {
          calls.push(`fetch ${url}`);
          return (await fetchList()) as never;
        },
        enableList: (url: string) => void calls.push(`enable ${url}`),
        removeList: (url: string) => {
          calls.push(`remove ${url}`);
          return true;
        },
      },
    };
  }

  it('adds, fetches and enables the list', async () => {
    const { calls, store } = fakeStore(async () => ({}));
    expect(await importTokenList(store, 'a')).toBeUndefined();
    expect(calls).toEqual(['add a', 'fetch a', 'enable a']);
  });

  it('removes the list again and returns what was thrown', async () => {
    const failure = new Error('down');
    const { calls, store } = fakeStore(() => Promise.reject(failure));
    expect(await importTokenList(store, 'a')).toEqual({ error: failure });
    expect(calls).toEqual(['add a', 'fetch a', 'remove a']);
  });
});
