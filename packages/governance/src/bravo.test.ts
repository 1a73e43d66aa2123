import { describe, expect, it } from 'vitest';
import { FAKE_GOVERNOR, fakeGovernorEndpoint } from '../test/fakeGovernorEndpoint';
import { GOVERNOR_INTERFACE } from './abi';
import {
  bravoReceiptCall,
  castBravoVoteCall,
  decodeBravoProposal,
  decodeBravoReceipt,
  decodeInitialProposalId,
  decodeProposalThreshold,
  decodeQuorumVotes,
  GOVERNOR_BRAVO_INTERFACE,
  initialProposalIdCall,
  proposalDecoder,
  proposalThresholdCall,
  quorumVotesCall,
  toVoteSupport,
  VoteSupport,
} from './bravo';
import { bravoTallyPercents } from './display';
import { newestProposalIds, readProposalPage } from './proposalPages';
import { decodeProposal, decodeProposalState, proposalCall, toProposal } from './proposals';
import { proposalStatusName } from './status';

// Uniswap's GovernorBravo delegator on mainnet.
const BRAVO = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3';
const VOTER = '0x00000000000000000000000000000000000000a1';
const UNI = 10n ** 18n;

const bravoProposalAnswer = (forVotes: bigint, againstVotes: bigint, abstainVotes: bigint) =>
  GOVERNOR_BRAVO_INTERFACE.encodeFunctionResult('proposals', [
    31,
    VOTER,
    0,
    13_142_656,
    13_182_976,
    forVotes,
    againstVotes,
    abstainVotes,
    false,
    false,
  ]);

describe('GovernorBravo votes', () => {
  it('For, Against and Abstain are castVote(uint256,uint8) with 1, 0 and 2 when no reason is typed', () => {
    for (const [support, value] of [
      [VoteSupport.For, 1n],
      [VoteSupport.Against, 0n],
      [VoteSupport.Abstain, 2n],
    ] as const) {
      const call = castBravoVoteCall(BRAVO, 31, support);
      expect(call.address).toBe(BRAVO);
      expect(call.callData.slice(0, 10)).toBe(
        GOVERNOR_BRAVO_INTERFACE.getFunction('castVote(uint256,uint8)')?.selector,
      );
      const parsed = GOVERNOR_BRAVO_INTERFACE.parseTransaction({ data: call.callData });
      expect(parsed?.args.toArray()).toEqual([31n, value]);
    }
  });

  it('a typed reason makes it castVoteWithReason(uint256,uint8,string), its ends trimmed; spaces alone are no reason', () => {
    const call = castBravoVoteCall(BRAVO, 31, VoteSupport.Abstain, '  Needs a budget first. \n');
    expect(call.callData.slice(0, 10)).toBe(
      GOVERNOR_BRAVO_INTERFACE.getFunction('castVoteWithReason(uint256,uint8,string)')?.selector,
    );
    const parsed = GOVERNOR_BRAVO_INTERFACE.parseTransaction({ data: call.callData });
    expect(parsed?.args.toArray()).toEqual([31n, 2n, 'Needs a budget first.']);
    expect(castBravoVoteCall(BRAVO, 31, VoteSupport.For, '   ')).toEqual(
      castBravoVoteCall(BRAVO, 31, VoteSupport.For),
    );
  });

  it('a receipt carries its support as 0/1/2; an undefined support is not a Bravo receipt', () => {
    const call = bravoReceiptCall(BRAVO, 31, VOTER);
    const [id, voter] = GOVERNOR_BRAVO_INTERFACE.decodeFunctionData('getReceipt', call.callData);
    expect([id, String(voter).toLowerCase()]).toEqual([31n, VOTER]);
    const receipt = (support: number) =>
      GOVERNOR_BRAVO_INTERFACE.encodeFunctionResult('getReceipt', [[true, support, 1_500n * UNI]]);
    expect(decodeBravoReceipt(receipt(2))).toEqual({
      hasVoted: true,
      support: VoteSupport.Abstain,
      votes: 1_500n * UNI,
    });
    expect(decodeBravoReceipt(receipt(0)).support).toBe(VoteSupport.Against);
    expect(() => decodeBravoReceipt(receipt(3))).toThrow(/Unknown vote support 3/);
    expect(toVoteSupport(1)).toBe(VoteSupport.For);
    expect(toVoteSupport(7n)).toBeUndefined();
  });
});

describe('GovernorBravo reads', () => {
  it('proposals(id) is the same call as Alpha’s; its answer has abstainVotes, which Alpha’s decoder has no room for', () => {
    expect(proposalCall(BRAVO, 31).callData).toBe(
      GOVERNOR_BRAVO_INTERFACE.encodeFunctionData('proposals', [31]).toLowerCase(),
    );
    const answer = bravoProposalAnswer(50n * UNI, 20n * UNI, 7n * UNI);
    expect(decodeBravoProposal(answer)).toEqual({
      proposer: '0x00000000000000000000000000000000000000A1',
      forVotes: 50n * UNI,
      againstVotes: 20n * UNI,
      abstainVotes: 7n * UNI,
      startBlock: 13_142_656,
      endBlock: 13_182_976,
    });
    expect(proposalDecoder('bravo')(answer).abstainVotes).toBe(7n * UNI);
    // Alpha's decoder reads Bravo's abstainVotes word as `canceled`: the version must be chosen.
    expect(decodeProposal(answer).abstainVotes).toBeUndefined();
    expect(proposalDecoder('alpha')).toBe(decodeProposal);
  });

  it('the proposal carries its Abstain tally; an Alpha proposal has none', () => {
    const bravo = toProposal(
      31,
      decodeBravoProposal(bravoProposalAnswer(1n, 2n, 3n)),
      1,
      undefined,
    );
    expect([bravo.forCount, bravo.againstCount, bravo.abstainCount]).toEqual([1n, 2n, 3n]);
    const alpha = toProposal(
      3,
      { proposer: VOTER, forVotes: 1n, againstVotes: 2n, startBlock: 1, endBlock: 2 },
      1,
      undefined,
    );
    expect('abstainCount' in alpha).toBe(false);
  });

  it('quorum, proposal threshold and the first id are read from the contract', () => {
    expect(quorumVotesCall(BRAVO).callData).toBe(
      GOVERNOR_BRAVO_INTERFACE.encodeFunctionData('quorumVotes').toLowerCase(),
    );
    expect(proposalThresholdCall(BRAVO).callData).toBe(
      GOVERNOR_BRAVO_INTERFACE.encodeFunctionData('proposalThreshold').toLowerCase(),
    );
    expect(initialProposalIdCall(BRAVO).address).toBe(BRAVO);
    const uint = (name: string, value: bigint) =>
      GOVERNOR_BRAVO_INTERFACE.encodeFunctionResult(name, [value]);
    expect(decodeQuorumVotes(uint('quorumVotes', 40_000_000n * UNI))).toBe(40_000_000n * UNI);
    expect(decodeProposalThreshold(uint('proposalThreshold', 1_000_000n * UNI))).toBe(
      1_000_000n * UNI,
    );
    expect(decodeInitialProposalId(uint('initialProposalId', 8n))).toBe(8);
  });

  it("Bravo's states 0..7 are Pending, Active, Canceled, Defeated, Succeeded, Queued, Expired, Executed", () => {
    const names = [0, 1, 2, 3, 4, 5, 6, 7].map((state) =>
      proposalStatusName(
        decodeProposalState(GOVERNOR_BRAVO_INTERFACE.encodeFunctionResult('state', [state])),
      ),
    );
    expect(names).toEqual([
      'Pending',
      'Active',
      'Canceled',
      'Defeated',
      'Succeeded',
      'Queued',
      'Expired',
      'Executed',
    ]);
  });

  it('emits the same ProposalCreated as GovernorAlpha, so one creation-log reader serves both', () => {
    expect(GOVERNOR_BRAVO_INTERFACE.getEvent('ProposalCreated')?.topicHash).toBe(
      GOVERNOR_INTERFACE.getEvent('ProposalCreated')?.topicHash,
    );
  });
});

describe('a GovernorBravo page', () => {
  it('lists only its own ids, newest first, with their text from the creation window and their Abstain tally', async () => {
    // Bravo continues an Alpha's 8 proposals: its ids are 9 to 20.
    const node = fakeGovernorEndpoint({
      head: 20_000_000,
      proposals: 12,
      maxRange: 10,
      bravo: { initialProposalId: 8 },
    });
    const first = await readProposalPage({
      request: node.request,
      governor: FAKE_GOVERNOR,
      version: 'bravo',
      readCalls: node.readCalls,
    });
    expect(first.proposals.map((proposal) => proposal.id)).toEqual([
      20, 19, 18, 17, 16, 15, 14, 13, 12, 11,
    ]);
    expect(first.proposals.every((proposal) => proposal.descriptionLoaded)).toBe(true);
    expect(first.proposals[0]?.title).toBe('Proposal 20');
    expect(first.proposals[0]?.abstainCount).toBe(60n * UNI);
    expect(first.error).toBeUndefined();
    // The same cost as an Alpha page: two multicalls and one eth_getLogs a proposal.
    expect(node.counts).toEqual({ requests: 12, getLogs: 10, refused: 0 });
    const older = await readProposalPage({
      request: node.request,
      governor: FAKE_GOVERNOR,
      version: 'bravo',
      readCalls: node.readCalls,
      ...(first.next === undefined ? {} : { before: first.next }),
    });
    // Ids 8 and below were Alpha's: Bravo's state(id) reverts for them, so they are never asked.
    expect(older.proposals.map((proposal) => proposal.id)).toEqual([10, 9]);
    expect(older.next).toBeUndefined();
  });

  it('newestProposalIds stops at the first id', () => {
    expect(newestProposalIds(20, 10, 15)).toEqual([20, 19, 18, 17, 16, 15]);
    expect(newestProposalIds(8, 10, 9)).toEqual([]);
    expect(newestProposalIds(3, 10)).toEqual([3, 2, 1]);
  });
});

describe('bravoTallyPercents', () => {
  it.each([
    [[0, 0, 0], { for: 0, against: 0, abstain: 0 }],
    [[1, 1, 1], { for: 34, against: 33, abstain: 33 }],
    [[990, 5, 5], { for: 99, against: 1, abstain: 0 }],
    [[199, 1, 0], { for: 100, against: 0, abstain: 0 }],
    [[2, 1, 1], { for: 50, against: 25, abstain: 25 }],
    [[1, 2, 5], { for: 13, against: 25, abstain: 62 }],
    [[1, 0, 2], { for: 33, against: 0, abstain: 67 }],
  ] as const)('For, Against, Abstain %j votes are %j', (votes, expected) => {
    const [forCount, againstCount, abstainCount] = votes.map(BigInt) as [bigint, bigint, bigint];
    const shares = bravoTallyPercents(forCount, againstCount, abstainCount);
    expect(shares).toEqual(expected);
    if (forCount + againstCount + abstainCount > 0n) {
      expect(shares.for + shares.against + shares.abstain).toBe(100);
    }
  });
});
