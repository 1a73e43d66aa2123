import { describe, expect, it, vi } from 'vitest';
import { VoteSupport } from './bravo';
import {
  proposalPageNotice,
  proposalPageTexts,
  proposalPageView,
  proposalVoteButtons,
} from './proposalPage';
import { type ProposalCreatedLog, toProposal } from './proposals';
import { ProposalStatus } from './status';

const PROPOSER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const UNI = 10n ** 18n;
const votes = {
  proposer: PROPOSER,
  forVotes: 3n * UNI,
  againstVotes: UNI,
  abstainVotes: 0n,
  startBlock: 100,
  endBlock: 200,
};
const log: ProposalCreatedLog = {
  id: 4,
  proposer: PROPOSER,
  targets: [TOKEN],
  signatures: ['transfer(address,uint256)'],
  calldatas: [
    '0x000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb922660000000000000000000000000000000000000000000000000000000000000064',
  ],
  startBlock: 100,
  endBlock: 200,
  description: '# Fund the grants\n\nSend it.',
  blockNumber: 99,
};
const input = {
  proposal: toProposal(4, votes, ProposalStatus.Active, log),
  governor: 'alpha',
  latest: { number: 150, timestamp: 1_700_000_000 },
  priorVotes: UNI,
  receipt: undefined,
  quorumVotes: undefined,
  language: 'en',
} as const;

describe('proposalPageView', () => {
  it('shows the text, status, end, tallies and actions of a proposal open to vote', () => {
    const view = proposalPageView(input);
    expect(view.title).toBe('Fund the grants');
    expect(view.status).toEqual({ name: 'Active', tone: 'info' });
    expect(view.end?.ended).toBe(false);
    expect(view.end?.date).toMatch(/2023/);
    expect(view.tallies.for).toMatchObject({ votes: '3', percent: 75 });
    expect(view.tallies.abstain).toBeUndefined();
    expect(view.details).toEqual([{ target: TOKEN, call: `transfer(${PROPOSER}, 100)` }]);
    expect(view.canVote).toBe(true);
    expect(view.voted).toBeUndefined();
    expect(view.quorum).toBeUndefined();
  });

  it('has no text until the log is in, and no end without the latest block', () => {
    const view = proposalPageView({
      ...input,
      proposal: toProposal(4, votes, ProposalStatus.Active, undefined),
      latest: undefined,
    });
    expect(view.title).toBeUndefined();
    expect(view.description).toBe('');
    expect(view.end).toBeUndefined();
  });

  it("gives Bravo's abstentions, its quorum and how the account voted", () => {
    const view = proposalPageView({
      ...input,
      governor: 'bravo',
      receipt: { hasVoted: true, support: VoteSupport.Abstain, votes: 2n * UNI },
      quorumVotes: 40_000n * UNI,
    });
    expect(view.tallies.abstain).toMatchObject({ votes: '0', percent: 0 });
    expect(view.quorum).toBe('40,000');
    expect(view.voted).toEqual({ side: 'abstain', votes: 2 });
  });

  it('offers no vote without votes at the start, or once voting closed', () => {
    expect(proposalPageView({ ...input, priorVotes: 0n }).canVote).toBe(false);
    const closed = toProposal(4, votes, ProposalStatus.Defeated, log);
    expect(
      proposalPageView({ ...input, proposal: closed, latest: { number: 201, timestamp: 0 } }),
    ).toMatchObject({ canVote: false, end: { ended: true } });
  });
});

describe('proposalPageTexts', () => {
  const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);

  it('words an Alpha proposal open to vote: For and Against only, no quorum, no vote yet', () => {
    const texts = proposalPageTexts(t, proposalPageView(input), 'alpha', 5000);
    expect(texts.title).toBe('Fund the grants');
    expect(texts.statusLabel).toBe('gov.status.Active');
    expect(texts.endTimeText).toMatch(/^proposal\.endsAt /);
    expect(texts.forTally).toMatchObject({ label: 'proposal.for', votes: '3' });
    expect(texts).not.toHaveProperty('abstainTally');
    expect(texts).not.toHaveProperty('quorumText');
    expect(texts).not.toHaveProperty('votedText');
    expect(texts.descriptionTruncatedNote).toBe('proposal.descriptionTruncated {"count":5000}');
    expect(texts.vote).toEqual({
      forLabel: 'proposal.voteFor',
      againstLabel: 'proposal.voteAgainst',
      abstainLabel: undefined,
    });
  });

  it('words a Bravo vote cast: its side and whole votes, Abstain offered, the quorum', () => {
    const receipt = { hasVoted: true, support: VoteSupport.Abstain, votes: 2n * UNI };
    const page = proposalPageView({ ...input, governor: 'bravo', receipt, quorumVotes: 40n * UNI });
    const texts = proposalPageTexts(t, page, 'bravo', 5000);
    expect(texts.votedText).toBe('proposal.votedAbstain {"votes":2}');
    expect(texts.quorumText).toBe('proposal.quorum {"quorum":"40"}');
    expect(texts.abstainTally?.label).toBe('proposal.abstain');
    expect(texts.vote?.abstainLabel).toBe('proposal.voteAbstain');
  });

  it('shows "Loading description…" and no end before the text and the block are in', () => {
    const proposal = toProposal(4, votes, ProposalStatus.Active, undefined);
    const page = proposalPageView({ ...input, proposal, latest: undefined });
    const texts = proposalPageTexts(t, page, 'alpha', 5000);
    expect(texts.title).toBe('gov.descriptionLoading');
    expect(texts.endTimeText).toBe('');
  });
});

describe('proposalVoteButtons', () => {
  const labels = { forLabel: 'For', againstLabel: 'Against', abstainLabel: undefined };
  const buttonsOf = (shown: ReturnType<typeof proposalVoteButtons>) => {
    if (!shown.vote) throw new Error('expected the vote buttons');
    return shown.vote;
  };

  it('names the side of each press, Abstain only with its label', () => {
    const onVote = vi.fn();
    const alpha = buttonsOf(proposalVoteButtons(labels, onVote));
    alpha.onVote(true);
    alpha.onVote(false);
    expect(alpha).not.toHaveProperty('abstain');
    const bravo = buttonsOf(proposalVoteButtons({ ...labels, abstainLabel: 'Abstain' }, onVote));
    if (!bravo.abstain) throw new Error('expected Abstain');
    expect(bravo.abstain.label).toBe('Abstain');
    bravo.abstain.onSelect();
    expect(onVote.mock.calls).toEqual([['for'], ['against'], ['abstain']]);
  });

  it('offers no buttons while the account may not vote', () => {
    expect(proposalVoteButtons(undefined, () => {})).toEqual({});
  });
});

describe('proposalPageNotice', () => {
  const t = (key: string) => key;

  it('says the proposal is loading, or missing where there is no governance or no such proposal', () => {
    expect(proposalPageNotice(t, { status: 'loading' })).toEqual({
      status: 'loading',
      loadingLabel: 'proposal.loading',
    });
    expect(proposalPageNotice(t, { status: 'unsupported' })).toEqual({
      status: 'missing',
      message: 'gov.unsupported',
    });
    const ready = { status: 'ready', proposals: [], scanError: undefined } as const;
    expect(proposalPageNotice(t, ready)).toEqual({
      status: 'missing',
      message: 'proposal.notFound',
    });
  });
});
