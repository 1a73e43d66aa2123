import { describe, expect, it } from 'vitest';
import { FIXTURE_GOVERNOR as GOVERNOR, fixtureVotes as votes } from '../test/proposalFixtures';
import { LogScanError } from './logScanner';
import { shownProposalAnswers } from './proposalList';
import type { ProposalCreatedLog } from './proposals';
import {
  type DecodeAnswer,
  decodeGovernorNumbering,
  proposalsDescriptionTarget,
  proposalsView,
  shownProposal,
} from './proposalsView';
import { ProposalStatus } from './status';

// The answers are given decoded already: the test's decode hands them on as they are.
const decoded: DecodeAnswer<unknown> = <T>(answer: unknown) => answer as T | undefined;
const reads = shownProposalAnswers(
  [5, 4],
  [1, votes(100), ProposalStatus.Active, votes(50), ProposalStatus.Defeated],
);

describe('decodeGovernorNumbering', () => {
  it('numbers Alpha from 1 and Bravo after its initial id', () => {
    expect(decodeGovernorNumbering('alpha', [12], decoded)).toEqual({ count: 12, firstId: 1 });
    expect(decodeGovernorNumbering('bravo', [12, 8], decoded)).toEqual({ count: 12, firstId: 9 });
    expect(decodeGovernorNumbering('bravo', [12, undefined], decoded)).toBeUndefined();
  });
});

describe('proposalsDescriptionTarget', () => {
  it('locates the read proposals once the voting delay is in', () => {
    expect(
      proposalsDescriptionTarget('alpha', { chainId: 1, address: GOVERNOR }, reads, decoded),
    ).toEqual({
      chainId: 1,
      governor: GOVERNOR,
      votingDelay: 1,
      locations: [
        { id: 5, startBlock: 100 },
        { id: 4, startBlock: 50 },
      ],
    });
  });

  it('is null without the governor, its reads or the voting delay', () => {
    const location = { chainId: 1, address: GOVERNOR };
    expect(proposalsDescriptionTarget('alpha', undefined, reads, decoded)).toBeNull();
    expect(proposalsDescriptionTarget('alpha', location, undefined, decoded)).toBeNull();
    const noDelay = { ...reads, votingDelay: undefined };
    expect(proposalsDescriptionTarget('alpha', location, noDelay, decoded)).toBeNull();
  });
});

const input = {
  version: 'alpha' as const,
  supported: true,
  numbering: { count: 5, firstId: 1 },
  reads,
  logs: undefined,
  shown: 2,
  decode: decoded,
};

describe('proposalsView', () => {
  it('is unsupported without the governor, loading until every read is in', () => {
    expect(proposalsView({ ...input, supported: false })).toEqual({ status: 'unsupported' });
    expect(proposalsView({ ...input, numbering: undefined })).toEqual({ status: 'loading' });
    const unread = shownProposalAnswers([5], [1, votes(100)]);
    expect(proposalsView({ ...input, reads: unread })).toEqual({ status: 'loading' });
  });

  it('lists the proposals newest first, with their text once the log is in', () => {
    const log: ProposalCreatedLog = {
      id: 5,
      proposer: GOVERNOR,
      targets: [],
      signatures: [],
      calldatas: [],
      startBlock: 100,
      endBlock: 110,
      description: '# Five',
      blockNumber: 99,
    };
    const error = new LogScanError('refused', 1, 2);
    const view = proposalsView({ ...input, logs: { logs: new Map([[5, log]]), error } });
    expect(view.status).toBe('ready');
    if (view.status !== 'ready') return;
    expect(view.proposals.map(({ id, descriptionLoaded }) => [id, descriptionLoaded])).toEqual([
      [5, true],
      [4, false],
    ]);
    expect(view.scanError).toBe(error);
    expect(view.hasMore).toBe(true);
    expect(proposalsView({ ...input, shown: 5 })).toMatchObject({ hasMore: false });
  });
});

describe('shownProposal', () => {
  it('finds a listed proposal by its id once the list is ready', () => {
    const view = proposalsView(input);
    expect(shownProposal(view, 4)?.id).toBe(4);
    expect(shownProposal(view, 3)).toBeUndefined();
    expect(shownProposal(view, undefined)).toBeUndefined();
    expect(shownProposal({ status: 'loading' }, 4)).toBeUndefined();
  });
});
