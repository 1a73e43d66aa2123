import {
  createInjectedDiscovery,
  createProviderConnector,
  createWalletManager,
  UnsupportedNetworkIdError,
  type WalletManager,
} from '@dex/wallet';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { openModalAtom } from '../state/modal';
import { createAppWalletManager } from './createAppWalletManager';
import { WalletDialog } from './WalletDialog';

/** A wallet manager over a page with `ethereum` (or no wallet at all) on the devnet. */
function managerFor(ethereum?: unknown) {
  const target = Object.assign(new EventTarget(), ethereum ? { ethereum } : {});
  return createWalletManager({
    supportedChainIds: [31337],
    discovery: createInjectedDiscovery(target as never),
  });
}

/** Renders the app with the wallet dialog over `manager` and opens it. */
async function openDialog(manager: WalletManager, path = '/swap') {
  const store = createStore();
  await renderApp(path, {
    store,
    modals: { wallet: () => <WalletDialog manager={manager} /> },
  });
  act(() => store.set(openModalAtom, 'wallet'));
}

describe('WalletDialog', () => {
  it('lists the wallets the page announces and says so when there are none', async () => {
    await openDialog(managerFor());
    expect(await screen.findByRole('dialog', { name: 'Connect to a wallet' })).toBeTruthy();
    expect(screen.getByText(/No browser wallet was found/)).toBeTruthy();
  });

  it('goes from the account to the options with Change, and back to the account', async () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    // An already-authorised window.ethereum on the devnet: the manager connects it at start.
    const ethereum = {
      async request({ method }: { method: string }) {
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account];
        if (method === 'eth_chainId') return '0x7a69';
        throw new Error(`unexpected ${method}`);
      },
      on() {},
      removeListener() {},
    };
    const manager = managerFor(ethereum);
    await manager.start();
    expect(manager.getSnapshot().connection?.account).toBe(account);
    await openDialog(manager);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('dialog', { name: 'Connect to a wallet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it('on the wrong network, switches the wallet to the chain the app reads (the chosen one)', async () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    let chainId = 5;
    const listeners = new Map<string, (value: unknown) => void>();
    const ethereum = {
      async request({ method, params }: { method: string; params?: [{ chainId: string }] }) {
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account];
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
        if (method === 'wallet_switchEthereumChain') {
          chainId = Number(params?.[0].chainId);
          listeners.get('chainChanged')?.(`0x${chainId.toString(16)}`);
          return null;
        }
        throw new Error(`unexpected ${method}`);
      },
      on(event: string, listener: (value: unknown) => void) {
        listeners.set(event, listener);
      },
      removeListener() {},
    };
    const target = Object.assign(new EventTarget(), { ethereum });
    const manager = createWalletManager({
      supportedChainIds: [31337, 11155111],
      discovery: createInjectedDiscovery(target as never),
    });
    await manager.start();
    expect(manager.getSnapshot().error).toEqual({ kind: 'wrong-network', chainId: 5 });
    await openDialog(manager, '/swap?chain=sepolia');
    const dialog = await screen.findByRole('dialog', { name: 'Wrong Network' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Sepolia' }));
    await vi.waitFor(() => expect(chainId).toBe(11155111));
  });

  it('lists every wallet kind the configuration turns on, with the install link when none is injected', async () => {
    const manager = createAppWalletManager({
      window: new EventTarget() as never,
      storage: undefined,
      walletConnectProjectId: 'project-1',
      magicApiKey: 'pk_live_1',
      smartWallet: true,
      appName: 'Dex',
    });
    await manager.start();
    await openDialog(manager);
    const list = await screen.findByRole('list', { name: 'Wallets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Install MetaMaskA browser-extension wallet',
      'WalletConnect',
      'Coinbase Wallet',
      'MagicLog in with your e-mail address',
      'Coinbase Smart WalletA wallet secured by a passkey on your device',
    ]);
    expect(
      within(list)
        .getByRole('link', { name: /Install MetaMask/ })
        .getAttribute('href'),
    ).toBe('https://metamask.io/download/');
    manager.destroy();
  });

  it('offers neither WalletConnect nor Magic without their keys, nor the smart wallet when off', async () => {
    const manager = createAppWalletManager({
      window: new EventTarget() as never,
      storage: undefined,
      walletConnectProjectId: undefined,
      magicApiKey: undefined,
      smartWallet: false,
      appName: 'Dex',
    });
    await manager.start();
    await openDialog(manager);
    const list = await screen.findByRole('list', { name: 'Wallets' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Install MetaMaskA browser-extension wallet', 'Coinbase Wallet']);
    manager.destroy();
  });

  it('asks a hosted wallet for the app chain and says "Unsupported network ID" when it serves none', async () => {
    const asked: (number | undefined)[] = [];
    const hosted = createProviderConnector({
      id: 'hosted',
      name: 'Hosted Wallet',
      kind: 'magic',
      supportsDisconnect: true,
      loadProvider: async () => ({ request: async () => [] }),
      requestAccounts: async (_provider, { chainId }) => {
        asked.push(chainId);
        throw new UnsupportedNetworkIdError(chainId ?? 5);
      },
    });
    const manager = createWalletManager({ supportedChainIds: [31337], connectors: [hosted] });
    await manager.start();
    await openDialog(manager);
    await userEvent.click(await screen.findByRole('button', { name: /Hosted Wallet/ }));
    expect(await screen.findByText('Unsupported network ID: 5')).toBeTruthy();
    // First with the app's chain (the devnet), then, as the spec says, without it.
    expect(asked).toEqual([31337, undefined]);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says "Error connecting. Try refreshing the page." when the network failed and no wallet is active', async () => {
    const manager = createWalletManager({
      supportedChainIds: [31337],
      networkConnector: createProviderConnector({
        id: 'network',
        name: 'Network',
        kind: 'network',
        supportsDisconnect: false,
        loadProvider: async () => {
          throw new Error('node down');
        },
      }),
    });
    await manager.start();
    expect(manager.getSnapshot().error?.kind).toBe('network-failed');
    await openDialog(manager);
    const dialog = await screen.findByRole('dialog', { name: 'Error connecting' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Error connecting. Try refreshing the page.',
    );
  });
});
