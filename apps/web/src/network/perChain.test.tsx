// Every stored thing is per chain (#29 §2): moving the app to another chain shows that chain's
// custom tokens, pairs and pending transactions, never the previous chain's.

import { silentLogger } from '@dex/primitives';
import { userPairsOnChain } from '@dex/token-lists';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { addUserPairAtom, userPairsStateAtom } from '../state/userSettings';
import { activeChainIdAtom, chosenChainIdAtom, walletStateAtom } from '../state/wallet';
import { addUserTokensAtom, userTokensAtom } from '../tokens/userTokens';
import { createAppTransactions } from '../transactions/appTransactions';
import { pendingTransactionsAtom, transactionsServiceAtom } from '../transactions/atoms';
import { createFakeChain, hashOf } from '../transactions/fakeChain.testing';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const token = (chainId: number, address: string, symbol: string) => ({
  chainId,
  address,
  decimals: 18,
  symbol,
  name: symbol,
});
const DEVNET_TOKEN = token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 'DEV');
const FAST_TOKEN = token(31338, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 'FAST');

describe('stored things per chain', () => {
  it('custom tokens and pairs: each chain shows its own', () => {
    const store = createStore();
    store.set(addUserTokensAtom, [DEVNET_TOKEN, FAST_TOKEN]);
    store.set(addUserPairAtom, DEVNET_TOKEN, { ...DEVNET_TOKEN, address: FAST_TOKEN.address });
    store.set(chosenChainIdAtom, 31337);
    expect(store.get(userTokensAtom).map((t) => t.symbol)).toEqual(['DEV']);
    store.set(chosenChainIdAtom, 31338);
    expect(store.get(activeChainIdAtom)).toBe(31338);
    expect(store.get(userTokensAtom).map((t) => t.symbol)).toEqual(['FAST']);
    expect(userPairsOnChain(store.get(userPairsStateAtom), 31337)).toHaveLength(1);
    expect(userPairsOnChain(store.get(userPairsStateAtom), 31338)).toEqual([]);
  });

  it('pending transactions: the wallet button counts the chain the app reads', async () => {
    const store = createStore();
    store.set(walletStateAtom, connectedWallet(account, 31337));
    const chain = createFakeChain();
    const service = createAppTransactions({
      requestFor: (chainId) => (chainId === 31337 ? chain.request : undefined),
      blocksFor: () => undefined,
      logger: silentLogger,
    });
    await service.add(31337, { hash: hashOf(1), from: account });
    store.set(transactionsServiceAtom, service);
    await renderApp('/swap', { store });
    expect(await screen.findByRole('button', { name: /1 Pending/ })).toBeTruthy();
    // The selector moves the app (no wallet switcher is set here: the app just reads the chain).
    await userEvent.click(screen.getByRole('button', { name: 'Network: Devnet' }));
    const menu = screen.getByRole('menu', { name: 'Network' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Fast Devnet/ }));
    expect(store.get(activeChainIdAtom)).toBe(31338);
    expect(store.get(pendingTransactionsAtom)).toEqual([]);
    expect(screen.queryByRole('button', { name: /Pending/ })).toBeNull();
  });
});
