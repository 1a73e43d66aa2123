import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { updateBlockNumberAtom } from '../state/blockNumber';
import { walletViewAtom } from '../state/wallet';

afterEach(() => vi.useRealTimers());

describe('BlockIndicator', () => {
  it('polls the active chain, shows the block and pulses for 1 s after each new one', async () => {
    let block = 0x10;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `0x${block.toString(16)}` })),
      ),
    );
    renderApp('/swap');
    await screen.findByTitle('Latest block: 16');
    const dot = () => document.querySelector('[data-pulsing]');
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('true'));
    const pulseStarted = Date.now();
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('false'), {
      timeout: 2000,
    });
    // About a second, not instantly and not forever.
    expect(Date.now() - pulseStarted).toBeGreaterThan(700);
    block = 0x11;
    await screen.findByTitle('Latest block: 17', undefined, { timeout: 3000 });
    // Without an explorer for the devnet the number is plain text.
    expect(screen.getByTitle('Latest block: 17').tagName).toBe('DIV');
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('true'));
  });

  it('links to the block on the explorer when the chain has one', async () => {
    const store = createStore();
    store.set(walletViewAtom, {
      status: 'connected',
      account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      pendingCount: 0,
    });
    renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 123 }));
    const link = await screen.findByTitle('Latest block: 123');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://etherscan.io/block/123');
  });
});
