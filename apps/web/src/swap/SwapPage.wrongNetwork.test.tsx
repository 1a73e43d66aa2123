// /swap while the wallet is on another chain than the app (issue 38 §1): the page says so with
// "Switch to {network}" instead of the form, so nothing can be estimated or sent for a chain the
// wallet is not on; once they agree the form is back.
import { getChainInfo } from '@dex/chains';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';
import { connectedWallet, wrongNetworkWallet } from '../../test/wallet';
import {
  activeChainIdAtom,
  chosenChainIdAtom,
  switchWalletChainAtom,
  walletStateAtom,
} from '../state/wallet';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const fastWeth = getChainInfo(31338)?.wrappedNativeToken.address ?? '';
// The link of the issue: wrap 1 DEVPOL on the fast chain.
const FAST_WRAP = `/swap?chain=fast-devnet&inputCurrency=ETH&outputCurrency=${fastWeth}&exactAmount=1`;

const wrongNetwork = () => screen.queryByRole('heading', { name: 'Wrong Network' });
const swapForm = () => screen.queryByRole('textbox', { name: 'From' });

describe('/swap with the wallet on another chain than the app', () => {
  it('a ?chain= link opened with the wallet on the devnet: Switch to Fast Devnet, no form until the wallet is there', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT, 31337));
    const run = vi.fn(async (chainId: number) => {
      store.set(walletStateAtom, connectedWallet(ACCOUNT, chainId));
    });
    store.set(switchWalletChainAtom, { run });
    await renderApp(FAST_WRAP, { store });

    expect(store.get(activeChainIdAtom)).toBe(31338);
    expect(await screen.findByRole('heading', { name: 'Wrong Network' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your wallet is on Devnet and this page on Fast Devnet. Nothing is sent until both are on the same network.',
      ),
    ).toBeTruthy();
    expect(swapForm()).toBeNull();
    expect(screen.queryByRole('button', { name: /Wrap/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to Fast Devnet' }));
    expect(run).toHaveBeenCalledWith(31338);
    expect(((await screen.findByRole('textbox', { name: 'From' })) as HTMLInputElement).value).toBe(
      '1',
    );
    expect(wrongNetwork()).toBeNull();
    expect(currentPath()).toContain('chain=fast-devnet');
  });

  it('a network picked before connecting: the form until a wallet connects elsewhere', async () => {
    const store = createStore();
    store.set(chosenChainIdAtom, 31338);
    await renderApp('/swap?chain=fast-devnet', { store });
    expect(await screen.findByRole('textbox', { name: 'From' })).toBeTruthy();

    act(() => store.set(walletStateAtom, connectedWallet(ACCOUNT, 31337)));
    expect(await screen.findByRole('button', { name: 'Switch to Fast Devnet' })).toBeTruthy();
    expect(swapForm()).toBeNull();
  });

  it('a wallet that moves by itself to a chain the app does not offer: Switch to Devnet', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT, 31337));
    await renderApp('/swap', { store });
    expect(await screen.findByRole('textbox', { name: 'From' })).toBeTruthy();

    act(() => store.set(walletStateAtom, wrongNetworkWallet(ACCOUNT, 56)));
    expect(await screen.findByRole('button', { name: 'Switch to Devnet' })).toBeTruthy();
    expect(swapForm()).toBeNull();
  });

  it('a wallet that moves by itself to another chain the app offers takes the app along: no wrong network', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(ACCOUNT, 31337));
    await renderApp('/swap', { store });
    expect(await screen.findByRole('textbox', { name: 'From' })).toBeTruthy();

    act(() => store.set(walletStateAtom, connectedWallet(ACCOUNT, 31338)));
    expect(store.get(activeChainIdAtom)).toBe(31338);
    expect(currentPath()).toContain('chain=fast-devnet');
    expect(wrongNetwork()).toBeNull();
    expect(swapForm()).toBeTruthy();
  });
});
