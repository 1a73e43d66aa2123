import { silentLogger } from '@dex/primitives';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, type PrimitiveAtom } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { claimAvailableAtom } from '../governance';
import { openModalAtom } from '../state/modal';
import { nativeBalanceAtom, walletStateAtom } from '../state/wallet';
import { createAppTransactions } from '../transactions/appTransactions';
import { transactionsServiceAtom } from '../transactions/atoms';
import { createFakeChain, hashOf } from '../transactions/fakeChain.testing';
import { accountNameLookupAtom } from './accountName';

// The claim comes from the lookup service and the distributor; here a plain atom stands in for it.
vi.mock('../governance/userClaim', async (importOriginal) => {
  const { atom } = await import('jotai');
  const original = await importOriginal<typeof import('../governance/userClaim')>();
  return { ...original, claimAvailableAtom: atom(false) };
});

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function connectedStore(chainId = 31337, names: Record<string, string> = {}) {
  const store = createStore();
  store.set(walletStateAtom, connectedWallet(account, chainId));
  // The account's ENS reverse record, as @dex/ens' verified lookup would answer it.
  store.set(accountNameLookupAtom, {
    lookup: async (nameChainId, address) => names[`${nameChainId}:${address}`] ?? null,
  });
  return store;
}

describe('Header', () => {
  it('has the landmarks and the nav links, marking the current one', async () => {
    await renderApp('/swap');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Swap', 'Pool', 'Vote', 'Charts ↗']);
    expect(within(nav).getByRole('link', { name: 'Swap' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Pool' }).getAttribute('aria-current')).toBeNull();
    expect(
      within(nav)
        .getByRole('link', { name: /Charts/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it.each(['/pool', '/add/ETH', '/remove/v2/ETH/0xabc', '/increase', '/find'])(
    'marks Pool active on %s',
    async (path) => {
      await renderApp(path);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Pool' }).getAttribute('aria-current')).toBe(
        'page',
      );
    },
  );

  it('asks to connect a wallet when disconnected and opens the wallet modal', async () => {
    const { store } = await renderApp('/swap');
    const button = await screen.findByRole('button', { name: 'Connect to a wallet' });
    await userEvent.click(button);
    expect(store.get(openModalAtom)).toBe('wallet');
    expect(await screen.findByRole('dialog', { name: 'Connect to a wallet' })).toBeTruthy();
  });

  it('shows the test network name, the balance to 4 significant digits and the short address', async () => {
    const store = connectedStore();
    store.set(nativeBalanceAtom, 1_234_567_890_000_000_000n);
    await renderApp('/swap', { store });
    expect(await screen.findByText('Devnet')).toBeTruthy();
    expect(screen.getByText('1.235 ETH')).toBeTruthy();
    expect(screen.getByRole('button', { name: '0xf39F...2266' })).toBeTruthy();
  });

  it("shows the account's verified ENS name instead of the address, on that chain only", async () => {
    await renderApp('/swap', {
      store: connectedStore(31337, { [`31337:${account}`]: 'alice.eth' }),
    });
    expect(await screen.findByRole('button', { name: 'alice.eth' })).toBeTruthy();
    expect(screen.queryByText('0xf39F...2266')).toBeNull();
    cleanup();
    // No verified name on mainnet: the shortened address.
    await renderApp('/swap', { store: connectedStore(1, { [`31337:${account}`]: 'alice.eth' }) });
    expect(await screen.findByRole('button', { name: '0xf39F...2266' })).toBeTruthy();
  });

  it('names the network in the selector, mainnet included, with no test-network badge', async () => {
    await renderApp('/swap', { store: connectedStore(1) });
    await screen.findByRole('button', { name: '0xf39F...2266' });
    expect(screen.getByRole('button', { name: 'Network: Mainnet' })).toBeTruthy();
    expect(screen.getAllByText('Mainnet')).toHaveLength(1);
  });

  it('shows the pending count and the claim button when there is a claim', async () => {
    const store = connectedStore();
    // Two transactions of the account still waiting for a receipt on the wallet's chain.
    const chain = createFakeChain();
    const service = createAppTransactions({
      requestFor: (chainId) => (chainId === 31337 ? chain.request : undefined),
      blocksFor: () => undefined,
      logger: silentLogger,
    });
    await service.add(31337, { hash: hashOf(1), from: account });
    await service.add(31337, { hash: hashOf(2), from: account });
    store.set(transactionsServiceAtom, service);
    store.set(claimAvailableAtom as PrimitiveAtom<boolean>, true);
    await renderApp('/swap', { store });
    expect(await screen.findByRole('button', { name: /2 Pending/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim UNI' }));
    expect(store.get(openModalAtom)).toBe('selfClaim');
  });

  it('opens the menu with the keyboard, moves with arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/swap', { store: connectedStore() });
    const button = await screen.findByRole('button', { name: 'More' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'About',
      'Docs',
      'Code',
      'Discord',
      'Analytics',
      'Claim UNI',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    // Up from the first wraps to the menu's last entry (the language choices follow the links).
    const everyEntry = menu.querySelectorAll('[role="menuitem"], [role="menuitemradio"]');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(everyEntry[everyEntry.length - 1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('has no Claim entry in the menu without a wallet', async () => {
    await renderApp('/swap');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Claim UNI' })).toBeNull();
  });

  it('opens the address-claim dialog from the menu Claim entry', async () => {
    const { store } = await renderApp('/swap', { store: connectedStore() });
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Claim UNI' }));
    expect(store.get(openModalAtom)).toBe('addressClaim');
  });

  it('translates the header with ?lng=de', async () => {
    await renderApp('/swap?lng=de');
    expect(await screen.findByRole('link', { name: 'Tauschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mit einer Wallet verbinden' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('follows the browser language: the first one shipped', async () => {
    await renderApp('/vote', { navigatorLanguages: ['it-IT', 'fr-FR', 'es-ES'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gouvernance d’Uniswap' }),
    ).toBeTruthy();
  });
});
