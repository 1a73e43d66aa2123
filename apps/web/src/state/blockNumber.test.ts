import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { blockNumbersAtom, latestBlockNumberAtom, updateBlockNumberAtom } from './blockNumber';
import { walletViewAtom } from './wallet';

describe('block number state', () => {
  it('keeps the highest block per chain', () => {
    const store = createStore();
    store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 10 });
    store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 9 });
    store.set(updateBlockNumberAtom, { chainId: 5, blockNumber: 3 });
    expect(store.get(blockNumbersAtom)).toEqual({ 1: 10, 5: 3 });
  });

  it('reads the active chain through its block tracker only while subscribed', async () => {
    // The batched transport sends JSON-RPC arrays; answer every request in the batch.
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      const batch = JSON.parse(String(init?.body)) as Array<{ id: number }>;
      const answers = batch.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x2a' }));
      return Promise.resolve(new Response(JSON.stringify(answers)));
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    const unsubscribe = store.sub(latestBlockNumberAtom, () => {});
    await vi.waitFor(() => expect(store.get(latestBlockNumberAtom)).toBe(42));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8545');
    unsubscribe();
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('follows the wallet to a supported chain and ignores unsupported ones', () => {
    const store = createStore();
    store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 100 });
    store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 7 });
    expect(store.get(latestBlockNumberAtom)).toBe(7);
    store.set(walletViewAtom, { status: 'connected', account: null, chainId: 1, pendingCount: 0 });
    expect(store.get(latestBlockNumberAtom)).toBe(100);
    store.set(walletViewAtom, {
      status: 'wrongNetwork',
      account: null,
      chainId: 999,
      pendingCount: 0,
    });
    expect(store.get(latestBlockNumberAtom)).toBe(7);
  });
});
