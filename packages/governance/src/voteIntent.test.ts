import { describe, expect, it } from 'vitest';
import { GOVERNOR_INTERFACE } from './abi';
import { GOVERNOR_BRAVO_INTERFACE, VoteSupport } from './bravo';
import {
  parseProposalId,
  proposalVoteIntent,
  receiptVote,
  voteIntentCall,
  voteReview,
  voteSide,
  wholeVotes,
} from './voteIntent';

const ALPHA = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F';
const BRAVO = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3';
const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const contracts = { governor: ALPHA, governorBravo: BRAVO, token: TOKEN, distributor: undefined };

describe('voteSide', () => {
  it.each([
    [{ governor: 'alpha', proposalId: 1, support: true }, 'for'],
    [{ governor: 'alpha', proposalId: 1, support: false }, 'against'],
    [{ governor: 'bravo', proposalId: 1, support: VoteSupport.For }, 'for'],
    [{ governor: 'bravo', proposalId: 1, support: VoteSupport.Against }, 'against'],
    [{ governor: 'bravo', proposalId: 1, support: VoteSupport.Abstain }, 'abstain'],
  ] as const)('%o takes the side %s', (intent, side) => {
    expect(voteSide(intent)).toBe(side);
  });
});

describe('voteIntentCall', () => {
  it('casts an Alpha vote on GovernorAlpha, ignoring a reason', () => {
    const call = voteIntentCall(
      contracts,
      { governor: 'alpha', proposalId: 6, support: true },
      'x',
    );
    expect(call?.address).toBe(ALPHA);
    const parsed = GOVERNOR_INTERFACE.parseTransaction({ data: call?.callData ?? '' });
    expect([parsed?.name, ...(parsed?.args.toArray() ?? [])]).toEqual(['castVote', 6n, true]);
  });

  it('casts a Bravo vote with its reason, and without one when none is typed', () => {
    const intent = { governor: 'bravo', proposalId: 9, support: VoteSupport.Abstain } as const;
    const withReason = voteIntentCall(contracts, intent, ' because ');
    expect(withReason?.address).toBe(BRAVO);
    expect(
      GOVERNOR_BRAVO_INTERFACE.parseTransaction({ data: withReason?.callData ?? '' })?.name,
    ).toBe('castVoteWithReason');
    const plain = voteIntentCall(contracts, intent, '');
    expect(GOVERNOR_BRAVO_INTERFACE.parseTransaction({ data: plain?.callData ?? '' })?.name).toBe(
      'castVote',
    );
  });

  it('gives null for a Bravo vote where the chain has no GovernorBravo', () => {
    const intent = { governor: 'bravo', proposalId: 9, support: VoteSupport.For } as const;
    expect(voteIntentCall({ ...contracts, governorBravo: undefined }, intent, '')).toBeNull();
  });
});

describe('wholeVotes', () => {
  it('rounds raw units down to whole votes', () => {
    expect(wholeVotes(0n)).toBe(0);
    expect(wholeVotes(10n ** 18n - 1n)).toBe(0);
    expect(wholeVotes(2_500_000n * 10n ** 18n + 7n)).toBe(2_500_000);
  });
});

describe('proposalVoteIntent', () => {
  it("makes Alpha's For/Against and Bravo's three sides", () => {
    expect(proposalVoteIntent('alpha', 3, 'for')).toEqual({
      governor: 'alpha',
      proposalId: 3,
      support: true,
    });
    expect(proposalVoteIntent('alpha', 3, 'against').support).toBe(false);
    expect(proposalVoteIntent('bravo', 3, 'for').support).toBe(VoteSupport.For);
    expect(proposalVoteIntent('bravo', 3, 'against').support).toBe(VoteSupport.Against);
    expect(proposalVoteIntent('bravo', 3, 'abstain').support).toBe(VoteSupport.Abstain);
  });
});

describe('receiptVote', () => {
  const votes = 3n * 10n ** 18n;

  it('reads the side and whole votes of either receipt', () => {
    expect(receiptVote({ hasVoted: true, support: false, votes })).toEqual({
      side: 'against',
      votes: 3,
    });
    expect(receiptVote({ hasVoted: true, support: VoteSupport.Abstain, votes })).toEqual({
      side: 'abstain',
      votes: 3,
    });
  });

  it('is undefined without a vote', () => {
    expect(receiptVote({ hasVoted: false, support: true, votes: 0n })).toBeUndefined();
    expect(receiptVote(undefined)).toBeUndefined();
  });
});

describe('parseProposalId', () => {
  it('takes 1 to 999,999,999 as written in a URL', () => {
    expect(parseProposalId('1')).toBe(1);
    expect(parseProposalId('999999999')).toBe(999_999_999);
    for (const text of ['0', '01', '1000000000', '1.5', '-1', ' 1', 'x', '']) {
      expect(parseProposalId(text)).toBeUndefined();
    }
  });
});

describe('voteReview', () => {
  it('sends a reason with a Bravo vote only', () => {
    const bravo = proposalVoteIntent('bravo', 9, 'abstain');
    expect(voteReview(bravo, 'too soon')).toEqual({ intent: bravo, reason: 'too soon' });
    const alpha = proposalVoteIntent('alpha', 4, 'for');
    expect(voteReview(alpha, 'too soon')).toEqual({ intent: alpha, reason: '' });
  });
});
