import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { miningLabels, miningPools, renderLink } from './fixtures.testing';
import { MiningOverview, type MiningOverviewState } from './MiningOverview';

const overview = (state: MiningOverviewState) => (
  <MiningOverview state={state} labels={miningLabels} renderLink={renderLink} />
);

describe('MiningOverview', () => {
  it('shows the banner and a card per pool with its countdown, figures and link', () => {
    render(overview({ status: 'ready', pools: miningPools }));
    expect(screen.getByRole('heading', { name: 'Uniswap liquidity mining' })).toBeInTheDocument();
    const active = screen.getByRole('article', { name: 'ETH/DAI' });
    expect(
      within(active).getByText('Rewards end in 59 days, 23 hr, 58 min, 12 sec'),
    ).toBeInTheDocument();
    expect(within(active).getByText('Total deposited').nextSibling).toHaveTextContent(
      '1,414.21 DAI',
    );
    expect(within(active).getByText('Pool rate').nextSibling).toHaveTextContent(
      '57,870 UNI / week',
    );
    // A stake: Manage, no Deposit.
    expect(within(active).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/uni/ETH/0x6B175474E89094C44Da98b954EedeAC495271d0F',
    );
    expect(within(active).queryByRole('link', { name: 'Deposit' })).toBeNull();
    const ended = screen.getByRole('article', { name: 'ETH/USDC' });
    expect(within(ended).getByText('Rewards have ended!')).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/uni/ETH/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    );
    expect(screen.queryByText('No active pools')).toBeNull();
  });

  it("says 'No active pools' when there are none, and loading while reading", () => {
    const { rerender } = render(overview({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No active pools')).toBeNull();
    rerender(overview({ status: 'ready', pools: [] }));
    expect(screen.getByText('No active pools')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Uniswap liquidity mining' })).toBeInTheDocument();
  });

  it('renders hostile symbols as text', () => {
    const pair = '<img src=x onerror=alert(1)>/X';
    render(
      overview({ status: 'ready', pools: [{ ...(miningPools[0] as MiningPoolItemT), pair }] }),
    );
    expect(screen.getByRole('heading', { name: pair })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

type MiningPoolItemT = (typeof miningPools)[number];
