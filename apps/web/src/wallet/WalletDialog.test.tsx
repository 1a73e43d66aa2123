import { createInjectedDiscovery, createWalletManager, type WalletManager } from '@dex/wallet';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { openModalAtom } from '../state/modal';
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
async function openDialog(manager: WalletManager) {
  const store = createStore();
  await renderApp('/swap', {
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
});
