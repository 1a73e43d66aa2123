import { getChainInfo } from '@dex/chains';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const devnet = getChainInfo(31337);
const usdc = devnet?.routing.commonBases.find((t) => t.symbol === 'USDC')?.address ?? '';

// Without a node every read stays unanswered: only prices that need no reads can show.
describe('SwapPage dollar values', () => {
  it('shows the typed USDC amount in dollars, and nothing for a side without a price', async () => {
    await renderApp(`/swap?inputCurrency=${usdc}&outputCurrency=ETH&exactAmount=1234.5`, {
      store: createStore(),
    });
    const from = await screen.findByRole('region', { name: 'From' });
    // The prices load with the trade engine, on demand: wait for it.
    expect((await within(from).findByText('$1,234.50')).getAttribute('title')).toBe(
      'Value in US dollars',
    );
    expect(within(screen.getByRole('region', { name: 'To' })).queryByText(/\$/)).toBeNull();
  });

  it('shows "$-" for a value under one cent', async () => {
    await renderApp(`/swap?inputCurrency=${usdc}&outputCurrency=ETH&exactAmount=0.004`, {
      store: createStore(),
    });
    const from = await screen.findByRole('region', { name: 'From' });
    expect(await within(from).findByText('$-')).toBeTruthy();
  });
});
