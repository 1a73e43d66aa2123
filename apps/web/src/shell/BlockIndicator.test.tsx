import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { updateBlockNumberAtom } from '../state/blockNumber';
import { walletViewAtom } from '../state/wallet';

afterEach(() => vi.useRealTimers());

describe('BlockIndicator', () => {
  it("shows the active chain's block and pulses for 1 s after each new one", async () => {
    const store = createStore();
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 16 }));
    await screen.findByTitle('Latest block: 16');
    const dot = () => document.querySelector('[data-pulsing]');
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('true'));
    const pulseStarted = Date.now();
    await waitFor(() => expect(dot()?.getAttribute('data-pulsing')).toBe('false'), {
      timeout: 2000,
    });
    // About a second, not instantly and not forever.
    expect(Date.now() - pulseStarted).toBeGreaterThan(700);
    act(() => store.set(updateBlockNumberAtom, { chainId: 31337, blockNumber: 17 }));
    await screen.findByTitle('Latest block: 17');
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
    await renderApp('/swap', { store });
    await screen.findByRole('navigation');
    act(() => store.set(updateBlockNumberAtom, { chainId: 1, blockNumber: 123 }));
    const link = await screen.findByTitle('Latest block: 123');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://etherscan.io/block/123');
  });
});
