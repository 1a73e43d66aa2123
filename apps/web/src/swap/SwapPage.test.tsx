import { getChainInfo } from '@dex/chains';
import { UserRejectedRequestError } from '@dex/wallet';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { errorMessage } from '../errors/messages';
import {
  ApplicationModal,
  closeModalAtom,
  openModalAtom,
  openModalWriteAtom,
} from '../state/modal';
import { walletStateAtom } from '../state/wallet';
import { swapErrorAtom } from './swapAtoms';

const weth = getChainInfo(31337)?.wrappedNativeToken.address ?? '';
const usdc =
  getChainInfo(31337)?.routing.commonBases.find((t) => t.symbol === 'USDC')?.address ?? '';
const SETTINGS = 'Transaction settings';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function connected() {
  const store = createStore();
  store.set(walletStateAtom, connectedWallet(ACCOUNT));
  return store;
}

describe('SwapPage', () => {
  it('keeps the settings popover in the one-open-modal state', async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    const gear = await screen.findByRole('button', { name: SETTINGS });
    await act(async () => fireEvent.click(gear));
    await waitFor(() => expect(gear.getAttribute('aria-expanded')).toBe('true'));
    expect(store.get(openModalAtom)).toBe('settings');
    // Another modal opening closes the popover.
    act(() => store.set(openModalWriteAtom, ApplicationModal.WALLET));
    expect(gear.getAttribute('aria-expanded')).toBe('false');
    // The gear toggles it: open, then closed again.
    act(() => store.set(closeModalAtom));
    await act(async () => fireEvent.click(gear));
    await waitFor(() => expect(gear.getAttribute('aria-expanded')).toBe('true'));
    await act(async () => fireEvent.click(gear));
    await waitFor(() => expect(gear.getAttribute('aria-expanded')).toBe('false'));
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('asks to connect a wallet and opens the wallet modal from the main button', async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(store.get(openModalAtom)).toBe('wallet');
  });

  it('reads the currencies and amount from the URL', async () => {
    await renderApp(`/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1.5`, {
      store: connected(),
    });
    expect(((await screen.findByRole('textbox', { name: 'From' })) as HTMLInputElement).value).toBe(
      '1.5',
    );
    expect(screen.getByRole('button', { name: 'ETH' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'USDC' })).toBeTruthy();
  });

  it('shows "Enter an amount" until an amount is typed, and "Select a token" without output', async () => {
    await renderApp('/swap?inputCurrency=ETH', { store: connected() });
    expect(await screen.findByRole('button', { name: 'Enter an amount' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '1' } });
    // The output panel's currency button and the main button both read "Select a token".
    expect(await screen.findAllByRole('button', { name: 'Select a token' })).toHaveLength(2);
  });

  it('ETH to WETH is a wrap: the dependent side mirrors the typed amount', async () => {
    await renderApp(`/swap?inputCurrency=ETH&outputCurrency=${weth}&exactAmount=2`, {
      store: connected(),
    });
    expect(((await screen.findByRole('textbox', { name: 'To' })) as HTMLInputElement).value).toBe(
      '2',
    );
    // The balance is not known without a chain: the wrap errors rather than offering "Wrap".
    expect(screen.getByRole('button', { name: 'Insufficient ETH balance' })).toBeTruthy();
  });

  it('switches the two sides', async () => {
    await renderApp(`/swap?inputCurrency=ETH&outputCurrency=${usdc}`, { store: connected() });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Switch the two sides' }));
    });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('USDC')).toBeLessThan(buttons.indexOf('ETH'));
  });

  it('adds a recipient field, flags an invalid one, and removes it again', async () => {
    await renderApp(`/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`, {
      store: connected(),
    });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add a send (optional)' }));
    const field = screen.getByLabelText('Recipient') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'not an address' } });
    expect(field.value).toBe('notanaddress');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '- Remove send' }));
    expect(screen.queryByLabelText('Recipient')).toBeNull();
  });

  it('opens the settings with the stored defaults', async () => {
    await renderApp('/swap', { store: connected() });
    fireEvent.click(await screen.findByRole('button', { name: 'Transaction settings' }));
    expect(await screen.findByText('Transaction Settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: '0.1%' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Transaction deadline') as HTMLInputElement).value).toBe('20');
    expect(screen.getByText('Your transaction may fail')).toBeTruthy();
  });

  it('shows the last swap error in the error box until the swap is changed', async () => {
    const store = connected();
    store.set(swapErrorAtom, errorMessage(new UserRejectedRequestError()));
    await renderApp(`/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`, { store });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The last swap failed: Transaction rejected.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '2' } });
    expect(screen.queryByText(/The last swap failed/)).toBeNull();
  });

  it('keeps what was typed and picked when a ?lng= in the address is rewritten by the language menu', async () => {
    await renderApp(`/swap?lng=de&inputCurrency=ETH&outputCurrency=${usdc}`, {
      store: connected(),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Von' }), {
      target: { value: '5' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mehr' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(currentPath()).toContain('lng=en'));
    const from = (await screen.findByRole('textbox', { name: 'From' })) as HTMLInputElement;
    expect(from.value).toBe('5');
    expect(screen.getByRole('button', { name: 'USDC' })).toBeTruthy();
  });
});
