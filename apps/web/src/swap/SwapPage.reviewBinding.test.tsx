// The open swap review is bound to what it shows (issue 38 §1): another account under it refuses
// the send with Price Updated, and an address rewritten from another window never reseeds the form.

import { screen, waitFor } from '@testing-library/react';
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';
import { atom, createStore } from 'jotai';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { navigateTo, renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { walletStateAtom } from '../state/wallet';
import {
  confirmingDecisionAtom,
  confirmingSwapAtom,
  confirmSwapAtom,
  startSwapAtom,
  swapDialogAtom,
} from './swapActions';
import { swapStateAtom } from './swapAtoms';
import { tradeEngineAtom } from './tradeEngineAtoms';

const A = new Token(31337, '0x00000000000000000000000000000000000000a1', 18, 'AAA');
const B = new Token(31337, '0x00000000000000000000000000000000000000b2', 18, 'BBB');
const E18 = 10n ** 18n;
const pair = new Pair(
  CurrencyAmount.fromRawAmount(A, (1000n * E18).toString()),
  CurrencyAmount.fromRawAmount(B, (1000n * E18).toString()),
);
const trade = new Trade(
  new Route([pair], A, B),
  CurrencyAmount.fromRawAmount(A, E18.toString()),
  TradeType.EXACT_INPUT,
);

// The quote as the reads would give it: one live trade, the same until a test changes the form.
vi.mock('./swapAtoms', async (original) => {
  const actual = await original<typeof import('./swapAtoms')>();
  return { ...actual, selectedTradeAtom: atom(() => ({ state: 'VALID', trade }) as never) };
});

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc = '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d';

async function reviewing() {
  const store = createStore();
  store.set(walletStateAtom, connectedWallet(ALICE));
  await renderApp(`/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`, { store });
  await waitFor(() => expect(store.get(tradeEngineAtom)).not.toBeNull());
  act(() => store.set(startSwapAtom, 'Swap'));
  expect(store.get(confirmingSwapAtom)).not.toBeNull();
  return store;
}

describe('an open swap review', () => {
  it('may be sent while nothing it shows has moved', async () => {
    const store = await reviewing();
    expect(store.get(confirmingDecisionAtom)?.kind).toBe('send');
  });

  it('refuses the send and shows Price Updated once the wallet moves to another account', async () => {
    const store = await reviewing();
    act(() => store.set(walletStateAtom, connectedWallet(BOB)));
    expect(store.get(confirmingDecisionAtom)?.kind).toBe('priceUpdated');
    expect(await screen.findByText('Price Updated')).toBeTruthy();
    await act(() => store.set(confirmSwapAtom, () => 'Swap'));
    // Nothing went to the wallet: the review stays open and no write dialog started.
    expect(store.get(confirmingSwapAtom)).not.toBeNull();
    expect(store.get(swapDialogAtom)).toBeNull();
  });

  it('keeps the same account in another case', async () => {
    const store = await reviewing();
    act(() => store.set(walletStateAtom, connectedWallet(ALICE.toLowerCase())));
    expect(store.get(confirmingDecisionAtom)?.kind).toBe('send');
  });

  it('is not reseeded by a ?recipient= rewritten from another window; the rewrite applies once it closes', async () => {
    const store = await reviewing();
    await navigateTo(
      `/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1&recipient=${BOB}`,
    );
    expect(store.get(swapStateAtom).recipient).toBeNull();
    expect(store.get(confirmingDecisionAtom)?.kind).toBe('send');
    act(() => store.set(confirmingSwapAtom, null));
    await waitFor(() => expect(store.get(swapStateAtom).recipient).toBe(BOB));
  });
});
