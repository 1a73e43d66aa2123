import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { connectedWallet } from '../../test/wallet';
import { chainReader } from '../chain/chainReaders';
import { updateBlockNumberAtom } from '../state/blockNumber';
import { walletStateAtom } from '../state/wallet';

afterEach(() => vi.useRealTimers());

/** A read node that answers (chain 31337, block 1); the test setup's default fetch fails. */
function answeringNode(): void {
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    const batch = JSON.parse(String(init?.body)) as Array<{ id: number; method: string }>;
    // Only the read node answers; other services (the claim lookup) stay unreachable.
    if (!Array.isArray(batch)) return Promise.reject(new TypeError('network disabled in tests'));
    const answers = batch.map(({ id, method }) => ({
      jsonrpc: '2.0',
      id,
      result: method === 'eth_chainId' ? '0x7a69' : '0x1',
    }));
    return Promise.resolve(new Response(JSON.stringify(answers)));
  });
}

describe('BlockIndicator', () => {
  it("shows the active chain's block and pulses after each new one for half its block time", async () => {
    answeringNode();
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 16 }));
    await screen.findByTitle('Latest block: 16');
    const dot = () => document.querySelector('[data-pulsing]');
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('true'));
    // The devnet's blocks come every second (@dex/chains): the pulse lasts half of that.
    expect((dot() as HTMLElement).style.animationDuration).toBe('500ms');
    const pulseStarted = Date.now();
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('false'), {
      timeout: 2000,
    });
    // About half a second, not instantly and not forever.
    expect(Date.now() - pulseStarted).toBeGreaterThan(300);
    act(() => store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 17 }));
    await screen.findByTitle('Latest block: 17');
    // Without an explorer for the devnet the number is plain text.
    expect(screen.getByTitle('Latest block: 17').tagName).toBe('DIV');
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('true'));
  });

  it('links to the block on the explorer when the chain has one', async () => {
    answeringNode();
    const store = createStore();
    store.set(walletStateAtom, connectedWallet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 1));
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 123 }));
    const link = await screen.findByTitle('Latest block: 123');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://etherscan.io/block/123');
  });

  it('keeps the last block marked out of date and says so in words while the node fails', async () => {
    // The test setup's fetch fails: the node is unreachable from the first poll.
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 40 }));
    const indicator = await screen.findByTitle(
      'Latest block: 40 (out of date: the network node is not answering)',
    );
    expect(indicator.getAttribute('data-stale')).toBe('true');
    const banner = screen.getByText("Can't reach the network node.").closest('[role="status"]');
    expect(banner?.textContent).toContain(
      'Retrying… Balances and prices shown are from block 40 and may be out of date.',
    );

    answeringNode();
    await act(() => chainReader(31337)?.blockTracker.refresh());
    await screen.findByTitle('Latest block: 40');
    expect(screen.queryByText("Can't reach the network node.")).toBeNull();
  });
});
