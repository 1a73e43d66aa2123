import type { PoolChartSubject } from '@dex/liquidity';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { openModalAtom } from '../state/modal';
import { LazyPoolCharts } from './LazyPoolCharts';

// The charts' chunk fails to download, as it does on a flaky connection after a deploy.
vi.mock('./PoolCharts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  // React reports the caught error on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('LazyPoolCharts', () => {
  it('says the charts could not load, in their place, and leaves the rest of the page working', async () => {
    const store = createStore();
    // Never read: the chunk that would read it does not arrive.
    const subject = {} as PoolChartSubject;
    await renderApp('/swap', {
      store,
      modals: { wallet: () => <LazyPoolCharts chainId={31337} subject={subject} mode="brush" /> },
    });
    act(() => store.set(openModalAtom, 'wallet'));
    expect(
      await screen.findByText('Liquidity could not be loaded. The price fields still work.'),
    ).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});
