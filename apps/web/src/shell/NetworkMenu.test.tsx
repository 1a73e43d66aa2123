import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';
import { connectedWallet, wrongNetworkWallet } from '../../test/wallet';
import { activeChainIdAtom, switchWalletChainAtom, walletStateAtom } from '../state/wallet';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

async function openSelector(name: RegExp | string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('menu', { name: 'Network' });
}

describe('the network selector', () => {
  it('without a wallet: ?chain= names the chain read, the choice survives links, and picking moves the app', async () => {
    const { store } = await renderApp('/swap?chain=arbitrum&inputCurrency=ETH');
    expect(store.get(activeChainIdAtom)).toBe(42161);
    expect(await screen.findByRole('button', { name: 'Network: Arbitrum One' })).toBeTruthy();
    // The app's own links carry no ?chain=: the choice is written back.
    await userEvent.click(screen.getByRole('link', { name: 'Pool' }));
    await waitFor(() => expect(currentPath()).toBe('/pool?chain=arbitrum'));
    const menu = await openSelector('Network: Arbitrum One');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Optimism/ }));
    expect(store.get(activeChainIdAtom)).toBe(10);
    expect(currentPath()).toBe('/pool?chain=optimism');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers the build’s chains in order, the devnet chains after the live ones in a devnet build', async () => {
    await renderApp('/swap');
    const menu = await openSelector('Network: Devnet');
    const names = within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent);
    expect(names.slice(0, 8)).toEqual([
      'Mainnet',
      'Arbitrum One',
      'Optimism',
      'Base',
      'Polygon',
      'Unichain',
      'Sepolia',
      'Devnet✓',
    ]);
  });

  it('ignores a ?chain= the build does not offer', async () => {
    const { store } = await renderApp('/swap?chain=kovan');
    expect(store.get(activeChainIdAtom)).toBe(31337);
  });

  it('with a wallet: asks it to switch, and moves once it has', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(account, 31337));
    const run = vi.fn(async (chainId: number) => {
      store.set(walletStateAtom, connectedWallet(account, chainId));
    });
    store.set(switchWalletChainAtom, { run });
    await renderApp('/swap', { store });
    const menu = await openSelector('Network: Devnet');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Base/ }));
    expect(run).toHaveBeenCalledWith(8453);
    await waitFor(() => expect(store.get(activeChainIdAtom)).toBe(8453));
    expect(currentPath()).toBe('/swap?chain=base');
  });

  it('a wallet that refuses leaves the app where it was, saying so', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(account, 31337));
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    store.set(switchWalletChainAtom, { run: () => Promise.reject(refusal) });
    await renderApp('/swap', { store });
    const menu = await openSelector('Network: Devnet');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Polygon/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your wallet did not switch to Polygon. The app stays on Devnet.',
    );
    expect(store.get(activeChainIdAtom)).toBe(31337);
    expect(currentPath()).toBe('/swap');
  });

  it('a wallet that switches by itself moves the app and the URL; one on an unoffered chain does not', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(account, 31337));
    await renderApp('/swap', { store });
    act(() => store.set(walletStateAtom, connectedWallet(account, 11155111)));
    await waitFor(() => expect(currentPath()).toBe('/swap?chain=sepolia'));
    expect(store.get(activeChainIdAtom)).toBe(11155111);
    act(() => store.set(walletStateAtom, wrongNetworkWallet(account, 5)));
    expect(store.get(activeChainIdAtom)).toBe(11155111);
    expect(
      await screen.findByRole('button', { name: 'Network: Unsupported network' }),
    ).toBeTruthy();
  });

  it('a shared link’s chain wins over a wallet that reconnects on another chain', async () => {
    const store = createStore();
    await renderApp('/swap?chain=unichain', { store });
    act(() => store.set(walletStateAtom, connectedWallet(account, 31337)));
    expect(store.get(activeChainIdAtom)).toBe(130);
    expect(currentPath()).toBe('/swap?chain=unichain');
  });
});

describe('mainnet-only pages', () => {
  it('say so on another chain and switch on request', async () => {
    const { store } = await renderApp('/vote?chain=base');
    expect(
      await screen.findByRole('heading', { name: 'Governance is not available on Base' }),
    ).toBeTruthy();
    expect(screen.getByText('Proposals, votes and delegation exist on Devnet only.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Devnet' }));
    expect(store.get(activeChainIdAtom)).toBe(31337);
    expect(currentPath()).toBe('/vote?chain=devnet');
    expect(screen.queryByRole('heading', { name: /not available/ })).toBeNull();
  });

  it('liquidity mining and the migration say so too', async () => {
    await renderApp('/uni?chain=polygon');
    expect(
      await screen.findByRole('heading', { name: 'Liquidity mining is not available on Polygon' }),
    ).toBeTruthy();
  });
});
