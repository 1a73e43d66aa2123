import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { proposals, renderLink } from './fixtures.testing';
import { AccountVotesCard, AddressLink, ProposalSection } from './VoteOverview';

const empty = { title: 'No proposals found.', hint: 'Hint' };

describe('AccountVotesCard', () => {
  it('offers to connect without an account', async () => {
    const onConnect = vi.fn();
    render(
      <AccountVotesCard
        status="disconnected"
        prompt="Connect to vote"
        connectLabel="Connect Wallet"
        onConnect={onConnect}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('shows the votes, the delegate and its action before the breakdown', async () => {
    const onClick = vi.fn();
    render(
      <AccountVotesCard
        status="connected"
        votesText="Votes: 10"
        delegatedText="Delegated to: Self"
        delegateAction={{ kind: 'change', label: 'Update Delegation', onClick }}
        breakdownLabel="Your UNI Breakdown"
        onBreakdown={() => {}}
      />,
    );
    expect(screen.getByText('Votes: 10')).toBeInTheDocument();
    expect(screen.getByText('Delegated to: Self')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Update Delegation',
      'Your UNI Breakdown',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Delegation' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ProposalSection', () => {
  it('says it is loading as a status', () => {
    render(<ProposalSection status="loading" loadingLabel="Loading proposals" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading proposals');
  });

  it('shows a refusal with Retry above the list, and Load more below it', async () => {
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    render(
      <ProposalSection
        status="ready"
        error={{ message: 'Refused', retryLabel: 'Retry', onRetry }}
        proposals={proposals}
        empty={empty}
        renderLink={renderLink}
        loadMore={{ label: 'Load more', onLoadMore }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.getAllByRole('link')).toHaveLength(proposals.length);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onLoadMore).toHaveBeenCalled();
  });
});

describe('AddressLink', () => {
  const address = '0x1a9C8182C09F50C8318d769245beA52c32BE35BC';
  it('links to the explorer with the whole address as its title, or shows it as text', () => {
    const { rerender } = render(<AddressLink address={address} href="https://etherscan.io/x" />);
    expect(screen.getByRole('link')).toHaveAttribute('title', address);
    rerender(<AddressLink address={address} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTitle(address)).toBeInTheDocument();
  });
});
