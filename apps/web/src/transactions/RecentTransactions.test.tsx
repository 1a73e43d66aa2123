import { createMemoryStorage, silentLogger } from '@dex/primitives';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { openModalAtom } from '../state/modal';
import { walletStateAtom } from '../state/wallet';
import { createAppTransactions } from './appTransactions';
import { addTransactionAtom, transactionsServiceAtom, transactionTrackingAtom } from './atoms';
import { createFakeChain, hashOf } from './fakeChain.testing';
import { RecentTransactions } from './RecentTransactions';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

async function setup() {
  const chain = createFakeChain();
  const store = createStore();
  store.set(
    transactionsServiceAtom,
    createAppTransactions({
      storage: createMemoryStorage(),
      requestFor: () => chain.request,
      blocksFor: () => chain.blocks,
      logger: silentLogger,
    }),
  );
  store.set(walletStateAtom, connectedWallet(ACCOUNT));
  // The account view is a modal body; render the list there as the wallet dialog does.
  await renderApp('/swap', { store, modals: { wallet: () => <RecentTransactions /> } });
  act(() => store.set(openModalAtom, 'wallet'));
  return { chain, store };
}

describe('RecentTransactions', () => {
  it('says where transactions will appear before there are any', async () => {
    await setup();
    expect(await screen.findByText('Your transactions will appear here...')).toBeTruthy();
  });

  it('shows a sent transaction as pending, then confirmed, and forgets all on "(clear all)"', async () => {
    const { chain, store } = await setup();
    const stop = store.sub(transactionTrackingAtom, () => {});
    chain.publishHead();
    await act(() =>
      store.set(addTransactionAtom, { hash: hashOf(1), from: ACCOUNT, summary: 'Wrap 1 ETH' }),
    );
    const list = await screen.findByRole('region', { name: 'Recent Transactions' });
    expect(within(list).getByRole('listitem').textContent).toBe('Wrap 1 ETHPending');

    await act(async () => {
      chain.mine(hashOf(1));
      chain.advancePastRecheck();
    });
    await vi.waitFor(() =>
      expect(within(list).getByRole('listitem').textContent).toBe('Wrap 1 ETHConfirmed'),
    );

    fireEvent.click(screen.getByRole('button', { name: '(clear all)' }));
    expect(await screen.findByText('Your transactions will appear here...')).toBeTruthy();
    stop();
  });
});
