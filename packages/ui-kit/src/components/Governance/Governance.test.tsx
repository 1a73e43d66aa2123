import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkCostLabels } from '../ConfirmSwap/fixtures.testing';
import { DelegateDialog, type DelegateDialogState } from './DelegateDialog';
import { delegateLabels, detail, proposals, renderLink, voteLabels } from './fixtures.testing';
import { ProposalDetail, ProposalList } from './Governance';
import { VoteDialog } from './VoteDialog';

const empty = {
  title: 'No proposals found.',
  hint: 'Proposals submitted by community members will appear here.',
};

describe('ProposalList', () => {
  it('links every proposal to its page with its status', () => {
    render(<ProposalList proposals={proposals} empty={empty} renderLink={renderLink} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(proposals.length);
    expect(links[0]).toHaveAttribute('href', '/vote/7');
    expect(within(links[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
  });

  it('shows the empty-state texts when there are no proposals', () => {
    render(<ProposalList proposals={[]} empty={empty} renderLink={renderLink} />);
    expect(screen.getByText('No proposals found.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows hostile titles as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <ProposalList
        proposals={[
          { id: 1, title: hostile, statusLabel: 'Active', statusTone: 'info', href: '/vote/1' },
        ]}
        empty={empty}
        renderLink={renderLink}
      />,
    );
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('ProposalDetail', () => {
  it('shows the tallies with their rounded percentages and offers both votes', async () => {
    const onVote = vi.fn();
    render(
      <ProposalDetail
        {...detail}
        vote={{ forLabel: 'Vote For', againstLabel: 'Vote Against', onVote }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Uniswap Ecosystem Grants Program',
    );
    expect(screen.getByText('41,200,000')).toBeInTheDocument();
    expect(screen.getByText('82%')).toBeInTheDocument();
    expect(screen.getByText('18%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vote Against' }));
    expect(onVote).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Vote For' }));
    expect(onVote).toHaveBeenLastCalledWith(true);
  });

  it('offers no vote buttons when the account cannot vote', () => {
    render(<ProposalDetail {...detail} />);
    expect(screen.queryByRole('button', { name: 'Vote For' })).toBeNull();
  });

  it('shows how the account voted instead of the vote buttons', () => {
    render(
      <ProposalDetail
        {...detail}
        votedText="You voted For with 1,500 votes"
        vote={{ forLabel: 'Vote For', againstLabel: 'Vote Against', onVote: vi.fn() }}
      />,
    );
    expect(screen.getByText('You voted For with 1,500 votes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote For' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vote Against' })).toBeNull();
  });

  it('shows a percentage formatted by the caller when given', () => {
    render(
      <ProposalDetail
        {...detail}
        forTally={{ ...detail.forTally, percentText: '82 %' }}
        againstTally={{ ...detail.againstTally, percentText: '18 %' }}
      />,
    );
    expect(screen.getByText('82 %')).toBeInTheDocument();
    expect(screen.queryByText('82%')).toBeNull();
  });
});

describe('ProposalDetail of a GovernorBravo proposal', () => {
  it('shows a third tally and the quorum, and offers Abstain beside For and Against', async () => {
    const onVote = vi.fn();
    const onAbstain = vi.fn();
    render(
      <ProposalDetail
        {...detail}
        forTally={{ label: 'For', votes: '30,000,000', percent: 60 }}
        againstTally={{ label: 'Against', votes: '15,000,000', percent: 30 }}
        abstainTally={{ label: 'Abstain', votes: '5,000,000', percent: 10 }}
        quorumText="Quorum: 40,000,000 For votes"
        vote={{
          forLabel: 'Vote For',
          againstLabel: 'Vote Against',
          onVote,
          abstain: { label: 'Abstain', onSelect: onAbstain },
        }}
      />,
    );
    expect(screen.getByText('5,000,000')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(screen.getByText('Quorum: 40,000,000 For votes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abstain' }));
    expect(onAbstain).toHaveBeenCalledOnce();
    expect(onVote).not.toHaveBeenCalled();
  });

  it('has neither without them (a GovernorAlpha proposal)', () => {
    render(
      <ProposalDetail
        {...detail}
        vote={{ forLabel: 'Vote For', againstLabel: 'Vote Against', onVote: vi.fn() }}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByText(/Quorum/)).toBeNull();
  });
});

describe('VoteDialog', () => {
  it('takes an optional reason where the governor records one', async () => {
    const onReason = vi.fn();
    render(
      <VoteDialog
        isOpen
        onDismiss={() => {}}
        onConfirm={() => {}}
        labels={voteLabels}
        state={{ status: 'confirm' }}
        reason={{ label: 'Reason (optional)', value: '', onChange: onReason }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Y');
    expect(onReason).toHaveBeenCalledWith('Y');
  });

  it('has no reason field without one', () => {
    render(
      <VoteDialog
        isOpen
        onDismiss={() => {}}
        onConfirm={() => {}}
        labels={voteLabels}
        state={{ status: 'confirm' }}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('confirms, then says the vote is being submitted, then links the transaction', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <VoteDialog
        isOpen
        onDismiss={() => {}}
        onConfirm={onConfirm}
        labels={voteLabels}
        state={{ status: 'confirm' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Vote For proposal 7' })).toBeInTheDocument();
    expect(screen.getByText('1,000 Votes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vote For' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <VoteDialog
        isOpen
        onDismiss={() => {}}
        onConfirm={onConfirm}
        labels={voteLabels}
        state={{ status: 'waiting' }}
      />,
    );
    expect(screen.getByText('Submitting Vote')).toBeInTheDocument();
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeInTheDocument();
    rerender(
      <VoteDialog
        isOpen
        onDismiss={() => {}}
        onConfirm={onConfirm}
        labels={voteLabels}
        state={{ status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x01' }}
      />,
    );
    expect(screen.getByText('Transaction Submitted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on Explorer/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/tx/0x01',
    );
  });
});

describe('DelegateDialog', () => {
  function renderDelegate(overrides: Partial<Parameters<typeof DelegateDialog>[0]> = {}) {
    const onDelegate = vi.fn();
    const onAddressChange = vi.fn();
    const state: DelegateDialogState = { status: 'form' };
    const view = render(
      <DelegateDialog
        isOpen
        onDismiss={() => {}}
        state={state}
        address=""
        onAddressChange={onAddressChange}
        addressValid={false}
        canSelfDelegate
        onDelegate={onDelegate}
        labels={delegateLabels}
        {...overrides}
      />,
    );
    return { ...view, onDelegate, onAddressChange };
  }

  it('self-delegates by default', async () => {
    const { onDelegate } = renderDelegate();
    await userEvent.click(screen.getByRole('button', { name: 'Self Delegate' }));
    expect(onDelegate).toHaveBeenCalledWith('self');
  });

  it('takes a typed delegate after "Add Delegate +", enabled only when it is valid', async () => {
    const { onDelegate, onAddressChange, rerender } = renderDelegate({ address: 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Delegate +' }));
    const submit = screen.getByRole('button', { name: 'Delegate Votes' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Delegate Address'), 'x');
    expect(onAddressChange).toHaveBeenCalled();
    rerender(
      <DelegateDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'form' }}
        address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
        onAddressChange={onAddressChange}
        addressValid
        canSelfDelegate
        onDelegate={onDelegate}
        labels={delegateLabels}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delegate Votes' }));
    expect(onDelegate).toHaveBeenCalledWith('typed');
  });

  it('cannot self-delegate without a valid account', () => {
    renderDelegate({ canSelfDelegate: false });
    expect(screen.getByRole('button', { name: 'Self Delegate' })).toBeDisabled();
  });
});

describe('VoteDialog network cost', () => {
  it('shows what the vote will cost under the votes, before Vote For is pressed', () => {
    render(
      <VoteDialog
        isOpen
        onDismiss={() => {}}
        onConfirm={() => {}}
        labels={voteLabels}
        state={{ status: 'confirm' }}
        networkCost={{
          state: { status: 'ready', native: '0.00009 ETH', usd: '$0.18' },
          labels: networkCostLabels,
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vote For proposal 7' });
    expect(within(dialog).getByRole('term')).toHaveTextContent('Network cost');
    expect(within(dialog).getByRole('definition')).toHaveTextContent('0.00009 ETH ($0.18)');
  });
});
