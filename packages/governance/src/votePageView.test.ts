import { describe, expect, it, vi } from 'vitest';
import { LogScanError } from './logScanner';
import { toProposal } from './proposals';
import { ProposalStatus } from './status';
import {
  accountVotesCardView,
  bravoRulesText,
  proposalListView,
  proposalSectionView,
} from './votePageView';

const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const UNI = 10n ** 18n;

describe('accountVotesCardView', () => {
  it('asks to connect without an account or before its votes are read', () => {
    const prompt = {
      status: 'disconnected',
      prompt: 'gov.connectToVote',
      connectLabel: 'swap.connectWallet',
    };
    expect(accountVotesCardView(t, null, null, 'en')).toEqual(prompt);
    expect(accountVotesCardView(t, ACCOUNT, null, 'en')).toEqual(prompt);
  });

  it('offers to unlock voting to an account that never delegated', () => {
    const votes = { balance: UNI, delegate: null, currentVotes: 0n };
    expect(accountVotesCardView(t, ACCOUNT, votes, 'en')).toEqual({
      status: 'connected',
      votesText: 'gov.votes {"votes":"0"}',
      delegateAction: { kind: 'unlock', label: 'gov.unlockVoting' },
      breakdownLabel: 'gov.breakdown',
    });
  });

  it('names the delegate, "self" for the account itself, and offers to change it', () => {
    const self = { balance: UNI, delegate: ACCOUNT, currentVotes: 5n * UNI };
    const card = accountVotesCardView(t, ACCOUNT, self, 'en');
    expect(card).toMatchObject({
      votesText: 'gov.votes {"votes":"5"}',
      delegatedText: 'gov.delegatedTo {"delegate":"gov.self"}',
      delegateAction: { kind: 'change', label: 'gov.changeDelegate' },
    });
    const other = accountVotesCardView(t, ACCOUNT, { ...self, delegate: OTHER }, 'en');
    expect(other).toMatchObject({ delegatedText: 'gov.delegatedTo {"delegate":"0x7099...79C8"}' });
  });

  it('leaves out what is still loading', () => {
    const loading = { balance: undefined, delegate: undefined, currentVotes: undefined };
    expect(accountVotesCardView(t, ACCOUNT, loading, 'en')).toEqual({
      status: 'connected',
      delegateAction: undefined,
      breakdownLabel: 'gov.breakdown',
    });
  });
});

describe('proposalListView', () => {
  it('titles, labels and links each proposal, "Loading description…" until its text is in', () => {
    const votes = {
      proposer: ACCOUNT,
      forVotes: 0n,
      againstVotes: 0n,
      startBlock: 1,
      endBlock: 2,
    };
    const proposal = toProposal(9, votes, ProposalStatus.Defeated, undefined);
    const list = proposalListView(t, [proposal], '/vote/bravo/');
    expect(list).toEqual({
      proposals: [
        {
          id: 9,
          title: 'gov.descriptionLoading',
          statusLabel: 'gov.status.Defeated',
          statusTone: 'danger',
          href: '/vote/bravo/9',
        },
      ],
      empty: { title: 'gov.emptyTitle', hint: 'gov.emptyHint' },
      loadMoreLabel: 'gov.loadMore',
    });
  });
});

describe('proposalSectionView', () => {
  const section = () => ({
    hrefPrefix: '/vote/',
    errorText: (error: LogScanError) => `error ${error.fromBlock}-${error.toBlock}`,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
  });

  it('says it is loading, then lists the proposals without error or Load more', () => {
    expect(proposalSectionView(t, { status: 'loading' }, section())).toEqual({
      status: 'loading',
      loadingLabel: 'gov.loading',
    });
    const ready = { status: 'ready', proposals: [], scanError: undefined } as const;
    expect(proposalSectionView(t, ready, section())).toEqual({
      status: 'ready',
      proposals: [],
      empty: { title: 'gov.emptyTitle', hint: 'gov.emptyHint' },
    });
  });

  it("shows the scan's refusal with Retry, and Load more while older proposals are left", () => {
    const handlers = section();
    const scanError = new LogScanError('refused', 10, 20);
    const view = proposalSectionView(
      t,
      { status: 'ready', proposals: [], scanError, hasMore: true },
      handlers,
    );
    if (view.status !== 'ready') throw new Error('expected the list');
    expect(view.error).toMatchObject({ message: 'error 10-20', retryLabel: 'errors.retry' });
    view.error?.onRetry();
    expect(handlers.onRetry).toHaveBeenCalled();
    expect(view.loadMore?.label).toBe('gov.loadMore');
    view.loadMore?.onLoadMore();
    expect(handlers.onLoadMore).toHaveBeenCalled();
  });
});

describe('bravoRulesText', () => {
  it('states the threshold and the quorum in whole votes', () => {
    const rules = { proposalThreshold: 2_500_000n * UNI, quorumVotes: 40_000_000n * UNI };
    expect(bravoRulesText(t, rules, 'en')).toBe(
      'gov.bravoRules {"threshold":"2,500,000","quorum":"40,000,000"}',
    );
  });
});
