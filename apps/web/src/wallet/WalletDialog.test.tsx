import { createInjectedDiscovery, createWalletManager } from '@dex/wallet';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { openModalAtom } from '../state/modal';
import { WalletDialog } from './WalletDialog';

describe('WalletDialog', () => {
  it('lists the wallets the page announces and says so when there are none', async () => {
    const target = new EventTarget() as EventTarget & { ethereum?: unknown };
    const manager = createWalletManager({
      supportedChainIds: [31337],
      discovery: createInjectedDiscovery(target as never),
    });
    const store = createStore();
    await renderApp('/swap', {
      store,
      modals: { wallet: () => <WalletDialog manager={manager} /> },
    });
    act(() => store.set(openModalAtom, 'wallet'));
    expect(await screen.findByRole('dialog', { name: 'Connect to a wallet' })).toBeTruthy();
    expect(screen.getByText(/No browser wallet was found/)).toBeTruthy();
  });
});
