import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { poolActions, poolDetailLabels, poolView, renderLink } from './fixtures.testing';
import { MiningPoolDetail, type MiningPoolDetailState } from './MiningPoolDetail';

const detail = (state: MiningPoolDetailState) => (
  <MiningPoolDetail state={state} labels={poolDetailLabels} renderLink={renderLink} />
);

describe('MiningPoolDetail', () => {
  it("shows the pool's deposits and rate and the account's deposit and rewards", () => {
    render(detail({ status: 'ready', view: poolView }));
    expect(screen.getByRole('heading', { name: 'DAI/ETH liquidity mining' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).nextSibling;
    expect(value('Total deposits')).toHaveTextContent('12.5 ETH');
    expect(value('Pool rate')).toHaveTextContent('57870.3 UNI / week');
    expect(value('Your liquidity deposits')).toHaveTextContent('0.707107 UNI-V2');
    expect(value('Your unclaimed UNI')).toHaveTextContent('1234.5678');
    expect(
      screen.queryByRole('region', { name: 'Step 1. Get UNI-V2 liquidity tokens' }),
    ).toBeNull();
  });

  it('links to adding liquidity when the account has no LP tokens, and omits account rows without one', () => {
    const { rerender } = render(
      detail({ status: 'ready', view: { ...poolView, addHref: '/add/DAI/ETH' } }),
    );
    const step = screen.getByRole('region', { name: 'Step 1. Get UNI-V2 liquidity tokens' });
    expect(within(step).getByRole('link', { name: 'Add DAI/ETH liquidity' })).toHaveAttribute(
      'href',
      '/add/DAI/ETH',
    );
    rerender(
      detail({
        status: 'ready',
        view: { title: poolView.title, totalDeposits: '1 ETH', poolRate: '0 UNI / week' },
      }),
    );
    expect(screen.queryByText('Your liquidity deposits')).toBeNull();
    expect(screen.queryByText('Your unclaimed UNI')).toBeNull();
  });

  it('says loading, or that the pair has no pool', () => {
    const { rerender } = render(detail({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(detail({ status: 'notFound' }));
    expect(screen.getByRole('status')).toHaveTextContent('This pair has no liquidity mining pool.');
  });

  it('offers Deposit, Withdraw and Claim as buttons when given, and none otherwise', () => {
    const withdraw = vi.fn();
    const { rerender } = render(
      <MiningPoolDetail
        state={{ status: 'ready', view: poolView }}
        labels={poolDetailLabels}
        renderLink={renderLink}
        actions={{ ...poolActions, withdraw: { ...poolActions.withdraw, onClick: withdraw } }}
      />,
    );
    const card = screen.getByRole('region', { name: 'DAI/ETH liquidity mining' });
    expect(within(card).getByRole('button', { name: 'Deposit' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeEnabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    expect(withdraw).toHaveBeenCalled();
    rerender(detail({ status: 'ready', view: poolView }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("writes the unclaimed rewards in the reader's format", () => {
    render(
      <MiningPoolDetail
        state={{ status: 'ready', view: { ...poolView, unclaimed: '1234.56789' } }}
        labels={poolDetailLabels}
        renderLink={renderLink}
        formatDecimal={(decimal) => decimal.replace('.', ',')}
      />,
    );
    expect(screen.getByText('Your unclaimed UNI').nextSibling).toHaveTextContent('1234,5678');
  });
});
