import { SwapField } from '@dex/swap';
import { Token } from '@uniswap/sdk-core';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { walletProviderAtom } from '../transactions';
import { addSwappedTokenAtom, markSwapSubmittedAtom, submittedSwapAtom } from './submittedSwap';
import { closeSwapDialogAtom, swapDialogAtom } from './swapActions';
import { swapStateAtom } from './swapAtoms';

const UNI = new Token(31337, `0x${'a'.repeat(40)}`, 18, 'UNI', 'Uniswap');

function storeWithTypedAmount() {
  const store = createStore();
  store.set(swapStateAtom, {
    independentField: SwapField.OUTPUT,
    typedValue: '1.5',
    inputCurrencyId: 'ETH',
    outputCurrencyId: UNI.address,
    recipient: null,
    version: 'v2',
  });
  return store;
}

function walletAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  return { provider: { request } as never, request };
}

describe('after a submitted swap', () => {
  it('keeps the typed amount while the dialog shows and clears it when it is closed', () => {
    const store = storeWithTypedAmount();
    store.set(swapDialogAtom, { status: 'submitted', hash: '0x01' });
    store.set(markSwapSubmittedAtom, UNI);
    expect(store.get(swapStateAtom).typedValue).toBe('1.5');
    store.set(closeSwapDialogAtom);
    expect(store.get(swapStateAtom)).toMatchObject({
      typedValue: '',
      independentField: SwapField.INPUT,
    });
    expect(store.get(swapDialogAtom)).toBeNull();
    expect(store.get(submittedSwapAtom)).toBeNull();
  });

  it('keeps the amount when a dialog closes without a submitted swap (an error or an approval)', () => {
    const store = storeWithTypedAmount();
    store.set(swapDialogAtom, { status: 'error', message: 'Transaction rejected.' } as never);
    store.set(closeSwapDialogAtom);
    expect(store.get(swapStateAtom).typedValue).toBe('1.5');
  });

  it('asks the wallet to watch the token with wallet_watchAsset and shows it added', async () => {
    const store = storeWithTypedAmount();
    const wallet = walletAnswering(async () => true);
    store.set(walletProviderAtom, wallet.provider);
    store.set(markSwapSubmittedAtom, UNI);
    await store.set(addSwappedTokenAtom);
    expect(wallet.request).toHaveBeenCalledWith({
      method: 'wallet_watchAsset',
      params: {
        type: 'ERC20',
        options: expect.objectContaining({ address: UNI.address, symbol: 'UNI', decimals: 18 }),
      },
    });
    expect(store.get(submittedSwapAtom)?.addStatus).toBe('added');
  });

  it.each([
    ['refuses', async () => false],
    ['fails', async () => Promise.reject(new Error('User rejected the request.'))],
  ])('counts it as not added when the wallet %s', async (_name, answer) => {
    const store = storeWithTypedAmount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store.set(walletProviderAtom, walletAnswering(answer).provider);
    store.set(markSwapSubmittedAtom, UNI);
    await store.set(addSwappedTokenAtom);
    expect(store.get(submittedSwapAtom)?.addStatus).toBe('failed');
    warn.mockRestore();
  });

  it('offers nothing to add after a swap to the native coin', async () => {
    const store = storeWithTypedAmount();
    const wallet = walletAnswering(async () => true);
    store.set(walletProviderAtom, wallet.provider);
    store.set(markSwapSubmittedAtom, null);
    await store.set(addSwappedTokenAtom);
    expect(wallet.request).not.toHaveBeenCalled();
  });
});
