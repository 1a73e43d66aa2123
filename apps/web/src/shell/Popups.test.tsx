import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { activePopupsAtom, addPopupAtom } from '../state/popups';

afterEach(() => vi.useRealTimers());

const list = (version: [number, number, number]) => ({
  name: 'Dex Default',
  version: { major: version[0], minor: version[1], patch: version[2] },
});

describe('Popups', () => {
  it('shows a transaction result and removes it after 25 s', async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    // The popups' chunk loads with the first popup (the shell lazy-loads it): here, before the clock stops.
    await import('./Popups');
    vi.useFakeTimers();
    await act(async () =>
      store.set(addPopupAtom, {
        key: '0xhash',
        content: {
          type: 'transaction',
          hash: `0x${'ab'.repeat(32)}`,
          success: true,
          summary: 'Swap 1 ETH for 3000 DAI',
        },
      }),
    );
    expect(screen.getByText('Transaction confirmed')).toBeTruthy();
    expect(screen.getByText('Swap 1 ETH for 3000 DAI')).toBeTruthy();
    act(() => vi.advanceTimersByTime(24_900));
    expect(screen.queryByText('Swap 1 ETH for 3000 DAI')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Swap 1 ETH for 3000 DAI')).toBeNull();
    expect(store.get(activePopupsAtom)).toEqual([]);
  });

  it('shows a sped-up transaction and a dropped one with its detail', async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => {
      store.set(addPopupAtom, {
        key: 'replaced',
        removeAfterMs: null,
        content: {
          type: 'transactionOutcome',
          outcome: 'replaced',
          hash: `0x${'ab'.repeat(32)}`,
          summary: 'Swap 1 ETH for 3000 DAI',
          replacementHash: `0x${'cd'.repeat(32)}`,
        },
      });
      store.set(addPopupAtom, {
        key: 'dropped',
        removeAfterMs: null,
        content: { type: 'transactionOutcome', outcome: 'dropped', hash: `0x${'ef'.repeat(32)}` },
      });
    });
    expect(screen.getByText('Transaction sped up')).toBeTruthy();
    expect(screen.getByText('↻')).toBeTruthy();
    expect(screen.getByText('Transaction dropped')).toBeTruthy();
    expect(screen.getByText('!')).toBeTruthy();
    expect(screen.getByText('The network dropped it; it was not executed.')).toBeTruthy();
  });

  it('honours removeAfterMs and keeps sticky popups', async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    vi.useFakeTimers();
    act(() => {
      store.set(addPopupAtom, {
        removeAfterMs: 1_000,
        content: { type: 'transaction', hash: '0x01', success: false, summary: 'Approve DAI' },
      });
      store.set(addPopupAtom, {
        removeAfterMs: null,
        content: {
          type: 'listUpdate',
          listUrl: 'https://l',
          oldList: list([1, 0, 0]),
          newList: list([1, 1, 0]),
          auto: true,
        },
      });
    });
    expect(screen.getByText('Transaction failed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Approve DAI')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(
      screen.getByText('The token list Dex Default was updated to version 1.1.0.'),
    ).toBeTruthy();
  });

  it('offers Accept update only with a handler, and Dismiss always', async () => {
    const onAccept = vi.fn();
    const store = createStore();
    await renderApp('/swap', { store, onAcceptListUpdate: onAccept });
    await screen.findByRole('navigation');
    act(() =>
      store.set(addPopupAtom, {
        content: {
          type: 'listUpdate',
          listUrl: 'https://l',
          oldList: list([1, 0, 0]),
          newList: list([2, 0, 0]),
          auto: false,
        },
      }),
    );
    expect(
      screen.getByText('An update is available for the token list Dex Default (1.0.0 to 2.0.0).'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accept update' }));
    expect(onAccept).toHaveBeenCalledWith('https://l');
    expect(store.get(activePopupsAtom)).toEqual([]);
  });

  it("shows a list's hidden and reordering characters instead of obeying them", async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    // Reversed text behind U+202E would read as "Dex Default" while being another name.
    const spoof = { ...list([1, 0, 0]), name: '\u202Etluafed xeD' };
    act(() =>
      store.set(addPopupAtom, {
        content: {
          type: 'listUpdate',
          listUrl: 'https://l',
          oldList: spoof,
          newList: { ...spoof, version: list([2, 0, 0]).version },
          auto: false,
        },
      }),
    );
    expect(
      screen.getByText(
        'An update is available for the token list \uFFFDtluafed xeD (1.0.0 to 2.0.0).',
      ),
    ).toBeTruthy();
  });

  it('renders untrusted text as text and closes on request', async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() =>
      store.set(addPopupAtom, {
        content: {
          type: 'transaction',
          hash: '0x01',
          success: true,
          summary: '<img src=x onerror=alert(1)>',
        },
      }),
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.get(activePopupsAtom)).toEqual([]);
  });
});
