import { describe, expect, it } from 'vitest';
import { FIXTURE_GOVERNOR as GOVERNOR, fixtureVotes as votes } from '../test/proposalFixtures';
import {
  descriptionTargetKey,
  governorNumbering,
  governorSearchFloor,
  hasMoreProposals,
  listedProposals,
  numberingCalls,
  proposalLocations,
  shownProposalAnswers,
  shownProposalCalls,
  shownProposalIds,
} from './proposalList';
import { ProposalStatus } from './status';

describe('numbering', () => {
  it('reads the count, and on Bravo its initial proposal id', () => {
    expect(numberingCalls('alpha', GOVERNOR)).toHaveLength(1);
    expect(numberingCalls('bravo', GOVERNOR)).toHaveLength(2);
  });

  it('numbers Alpha from 1 and Bravo after its initial id, once the answers are in', () => {
    expect(governorNumbering('alpha', 12, undefined)).toEqual({ count: 12, firstId: 1 });
    expect(governorNumbering('bravo', 12, 8)).toEqual({ count: 12, firstId: 9 });
    expect(governorNumbering('bravo', 12, undefined)).toBeUndefined();
    expect(governorNumbering('alpha', undefined, undefined)).toBeUndefined();
  });
});

describe('shownProposalIds', () => {
  const numbering = { count: 30, firstId: 9 };

  it('gives the shown newest, then a focused older one', () => {
    expect(shownProposalIds(numbering, 3, undefined)).toEqual([30, 29, 28]);
    expect(shownProposalIds(numbering, 3, 12)).toEqual([30, 29, 28, 12]);
  });

  it('leaves out a focused id already shown or outside the governor', () => {
    expect(shownProposalIds(numbering, 3, 29)).toEqual([30, 29, 28]);
    expect(shownProposalIds(numbering, 3, 8)).toEqual([30, 29, 28]);
    expect(shownProposalIds(numbering, 3, 31)).toEqual([30, 29, 28]);
    expect(shownProposalIds(undefined, 3, 12)).toEqual([]);
  });

  it('has more while older proposals are not shown', () => {
    expect(hasMoreProposals(numbering, 21)).toBe(true);
    expect(hasMoreProposals(numbering, 22)).toBe(false);
  });
});

describe('the shown batch', () => {
  it('reads the voting delay then each proposal and its state, answered in that order', () => {
    expect(shownProposalCalls(GOVERNOR, [5, 4])).toHaveLength(5);
    expect(shownProposalAnswers([5, 4], ['d', 'v5', 's5', 'v4'])).toEqual({
      votingDelay: 'd',
      proposals: [
        { id: 5, votes: 'v5', state: 's5' },
        { id: 4, votes: 'v4', state: undefined },
      ],
    });
  });

  it('locates the proposals whose votes are read', () => {
    expect(
      proposalLocations([
        { id: 5, votes: votes(100) },
        { id: 4, votes: undefined },
      ]),
    ).toEqual([{ id: 5, startBlock: 100 }]);
  });

  it('keys a description target by what it asks for', () => {
    const target = {
      chainId: 1,
      governor: GOVERNOR,
      votingDelay: 1,
      locations: [{ id: 5, startBlock: 100 }],
    };
    expect(descriptionTargetKey(target)).toBe(`1:${GOVERNOR}:1:5@100`);
    expect(descriptionTargetKey({ ...target, locations: [...target.locations] })).toBe(
      descriptionTargetKey(target),
    );
    expect(descriptionTargetKey(null)).toBe('');
  });
});

describe('listedProposals', () => {
  it('lists the proposals once all are read, with a text only where the log is in', () => {
    const proposals = listedProposals(
      [
        { id: 5, votes: votes(100), status: ProposalStatus.Active },
        { id: 4, votes: votes(50), status: ProposalStatus.Defeated },
      ],
      new Map(),
    );
    expect(
      proposals?.map(({ id, status, descriptionLoaded }) => [id, status, descriptionLoaded]),
    ).toEqual([
      [5, ProposalStatus.Active, false],
      [4, ProposalStatus.Defeated, false],
    ]);
  });

  it('is undefined while a proposal is not read', () => {
    expect(
      listedProposals([{ id: 5, votes: votes(100), status: undefined }], undefined),
    ).toBeUndefined();
  });
});

describe('governorSearchFloor', () => {
  it("starts at the governor's deployment, Alpha's standing in for Bravo's", () => {
    expect(governorSearchFloor('alpha', { governorAlpha: 10, governorBravo: 20 })).toBe(10);
    expect(governorSearchFloor('bravo', { governorAlpha: 10, governorBravo: 20 })).toBe(20);
    expect(governorSearchFloor('bravo', { governorAlpha: 10 })).toBe(10);
    expect(governorSearchFloor('alpha', undefined)).toBe(0);
  });
});
