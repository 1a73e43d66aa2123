import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { connectedWallet, wrongNetworkWallet } from '../../test/wallet';
import {
  blockNumbersAtom,
  latestBlockNumberAtom,
  nodeStatusAtom,
  updateBlockNumberAtom,
} from './blockNumber';
import { walletStateAtom } from './wallet';

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
      const batch = JSON.parse(String(init?.body)) as Array<{ id: number; method: string }>;
      const answers = batch.map(({ id, method }) => ({
        jsonrpc: '2.0',
        id,
        result: method === 'eth_chainId' ? '0x7a69' : '0x2a',
      }));
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

  it('says the node is unreachable while its answers fail, keeps the last block, and recovers', async () => {
    let mode: 'up' | 'down' | 'garbage' = 'up';
    let block = 50;
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      if (mode === 'down') return Promise.resolve(new Response('Bad Gateway', { status: 502 }));
      if (mode === 'garbage') return Promise.resolve(new Response('<html>oops'));
      const batch = JSON.parse(String(init?.body)) as Array<{ id: number; method: string }>;
      const answers = batch.map(({ id, method }) => ({
        jsonrpc: '2.0',
        id,
        result: method === 'eth_chainId' ? '0x7a69' : `0x${block.toString(16)}`,
      }));
      return Promise.resolve(new Response(JSON.stringify(answers)));
    });
    const { chainReader } = await import('../chain/chainReaders');
    const tracker = chainReader(31337)?.blockTracker;
    const store = createStore();
    const unsubscribe = store.sub(nodeStatusAtom, () => {});
    store.sub(latestBlockNumberAtom, () => {});
    await vi.waitFor(() => expect(store.get(latestBlockNumberAtom)).toBe(50));
    expect(store.get(nodeStatusAtom)).toEqual({ kind: 'ok' });

    mode = 'down';
    await tracker?.refresh();
    await vi.waitFor(() => expect(store.get(nodeStatusAtom)).toEqual({ kind: 'unreachable' }));
    expect(store.get(latestBlockNumberAtom)).toBe(50);
    mode = 'garbage';
    await tracker?.refresh();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(store.get(nodeStatusAtom)).toEqual({ kind: 'unreachable' });

    mode = 'up';
    block = 53;
    await tracker?.refresh();
    await vi.waitFor(() => expect(store.get(nodeStatusAtom)).toEqual({ kind: 'ok' }));
    expect(store.get(latestBlockNumberAtom)).toBe(53);
    unsubscribe();
  });

  it('follows the wallet to a supported chain and ignores unsupported ones', () => {
    const store = createStore();
    store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 100 });
    store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 7 });
    expect(store.get(latestBlockNumberAtom)).toBe(7);
    store.set(walletStateAtom, connectedWallet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1));
    expect(store.get(latestBlockNumberAtom)).toBe(100);
    store.set(
      walletStateAtom,
      wrongNetworkWallet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 999),
    );
    expect(store.get(latestBlockNumberAtom)).toBe(7);
  });
});
