import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pairs, poolLabels, poolLinks, renderLink } from './fixtures.testing';
import { V2PoolOverview, type V2PoolOverviewProps } from './V2PoolOverview';

const overview = (props: Partial<V2PoolOverviewProps>) => (
  <V2PoolOverview
    state={{ status: 'ready', pairs }}
    onConnect={() => {}}
    links={poolLinks}
    labels={poolLabels}
    renderLink={renderLink}
    {...props}
  />
);

describe('V2PoolOverview', () => {
  it('shows a card per pair with amounts, share and its links', () => {
    render(overview({}));
    const card = screen.getByRole('article', { name: 'ETH/USDC' });
    expect(within(card).getByText('Pooled USDC:').nextSibling).toHaveTextContent('50,000.0');
    expect(within(card).getByText('Your pool share:').nextSibling).toHaveTextContent('2.439024%');
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Add')).toBe('/add/v2/ETH/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d');
    expect(href('Remove')).toBe('/remove/v2/ETH/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d');
    expect(href('Migrate')).toBe('/migrate/v2/0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5');
    expect(href('Manage Liquidity in Rewards Pool')).toBe(
      '/uni/ETH/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
    );
    const other = screen.getByRole('article', { name: 'DAI/USDC' });
    expect(
      within(other).queryByRole('link', { name: 'Manage Liquidity in Rewards Pool' }),
    ).toBeNull();
    expect(within(other).getByText('<0.01%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a pair' })).toHaveAttribute(
      'href',
      '/add/v2/ETH',
    );
    expect(screen.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
      'href',
      '/add/v2/ETH',
    );
    expect(screen.getByRole('link', { name: /Account analytics/ })).toHaveAttribute(
      'href',
      poolLinks.analytics,
    );
  });

  it('asks to connect without a wallet', async () => {
    const onConnect = vi.fn();
    render(overview({ state: { status: 'disconnected' }, onConnect }));
    expect(screen.getByText('Connect to a wallet to view your V2 liquidity.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('says Loading... while reading and No V2 Liquidity found. when empty', () => {
    const { rerender } = render(overview({ state: { status: 'loading' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(overview({ state: { status: 'ready', pairs: [] } }));
    expect(screen.getByText('No V2 Liquidity found.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
