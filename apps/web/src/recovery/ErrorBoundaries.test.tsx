import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { openModalAtom } from '../state/modal';

let broken = true;
/** A dialog that throws while rendering, like one fed a malformed chain answer. */
function FragileDialog(): never {
  throw new Error('invalid BigNumber value');
}

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function openBrokenWallet() {
  const store = createStore();
  store.set(openModalAtom, 'wallet');
  await renderApp('/swap', {
    store,
    modals: { wallet: () => (broken ? <FragileDialog /> : <p>Wallet dialog</p>) },
  });
  return store;
}

describe('a dialog that throws while rendering', () => {
  it('becomes a small "Something went wrong" dialog over a working page', async () => {
    await openBrokenWallet();
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain('This dialog could not be shown');
    expect(dialog.textContent).toContain('invalid BigNumber value');
    expect(screen.getByRole('heading', { level: 1, name: 'Swap' })).toBeTruthy();
  });

  it('Close closes it, and the page is usable again', async () => {
    const store = await openBrokenWallet();
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(openModalAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'From' })).toBeTruthy();
  });

  it('"Try again" shows the dialog once it renders', async () => {
    await openBrokenWallet();
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    broken = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wallet dialog')).toBeTruthy();
  });
});
