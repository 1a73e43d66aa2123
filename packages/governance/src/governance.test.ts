import { AbiCoder, id } from 'ethers';
import { describe, expect, it } from 'vitest';
import { NO_DESCRIPTION, parseProposalDescription, UNTITLED } from './description';
import { decodeProposalDetails, signatureTypes } from './details';
import { estimateVoteEndTime, voteEnd } from './proposals';
import { ProposalStatus, proposalStatusName, proposalStatusTone, toProposalStatus } from './status';
import { canVote, proposalThreshold } from './votes';

describe('parseProposalDescription', () => {
  it('takes the first heading line as the title and keeps the text', () => {
    expect(parseProposalDescription('intro\n## Grants Program ##\nbody\n# Later')).toEqual({
      title: 'Grants Program',
      description: 'intro\n## Grants Program ##\nbody\n# Later',
    });
  });

  it('falls back to "Untitled" and "No description."', () => {
    expect(parseProposalDescription('')).toEqual({ title: UNTITLED, description: NO_DESCRIPTION });
    expect(parseProposalDescription(undefined).description).toBe('No description.');
    expect(parseProposalDescription('no heading here\n#hashtag').title).toBe('Untitled');
  });

  it('keeps hostile markup as plain text (rendering decides, never as HTML)', () => {
    const hostile = '# <img src=x onerror=alert(1)>\n<script>alert(1)</script>';
    expect(parseProposalDescription(hostile)).toEqual({
      title: '<img src=x onerror=alert(1)>',
      description: hostile,
    });
  });
});

describe('decodeProposalDetails', () => {
  const coder = AbiCoder.defaultAbiCoder();
  const to = '0x0000000000000000000000000000000000000001';

  it('decodes arguments by the signature, with or without a selector', () => {
    const args = coder.encode(['address', 'uint256'], [to, 5n]);
    const withSelector = id('transfer(address,uint256)').slice(0, 10) + args.slice(2);
    const details = decodeProposalDetails(
      [to, to],
      ['transfer(address,uint256)', 'transfer(address,uint256)'],
      [args, withSelector],
    );
    expect(details.map((d) => d.args)).toEqual([
      [to, '5'],
      [to, '5'],
    ]);
  });

  it('keeps undecodable data raw, without arguments', () => {
    const [detail] = decodeProposalDetails([to], ['setDelay(uint256)'], ['0x1234']);
    expect(detail).toEqual({
      target: to,
      functionSig: 'setDelay(uint256)',
      callData: '0x1234',
      args: [],
    });
  });

  it('splits signature types at the top level only', () => {
    expect(signatureTypes('f((uint256,address),bool)')).toEqual(['(uint256,address)', 'bool']);
    expect(signatureTypes('f()')).toEqual([]);
    expect(signatureTypes('nonsense')).toBeNull();
  });
});

describe('statuses', () => {
  it.each([
    [-1, 'Undetermined', 'neutral'],
    [0, 'Pending', 'info'],
    [1, 'Active', 'info'],
    [2, 'Canceled', 'neutral'],
    [3, 'Defeated', 'danger'],
    [4, 'Succeeded', 'success'],
    [5, 'Queued', 'neutral'],
    [6, 'Expired', 'neutral'],
    [7, 'Executed', 'success'],
  ] as const)('%i is %s (%s)', (value, name, tone) => {
    const status = toProposalStatus(value);
    expect(proposalStatusName(status)).toBe(name);
    expect(proposalStatusTone(status)).toBe(tone);
  });

  it('anything unknown is Undetermined', () => {
    expect(toProposalStatus(9)).toBe(ProposalStatus.Undetermined);
    expect(toProposalStatus(undefined)).toBe(ProposalStatus.Undetermined);
  });
});

describe('votes', () => {
  it('offers voting only while Active with prior votes', () => {
    expect(canVote(ProposalStatus.Active, 1n)).toBe(true);
    expect(canVote(ProposalStatus.Active, 0n)).toBe(false);
    expect(canVote(ProposalStatus.Active, undefined)).toBe(false);
    expect(canVote(ProposalStatus.Pending, 10n)).toBe(false);
  });

  it('needs 1% of the supply to propose', () => {
    expect(proposalThreshold(1_000_000_000n * 10n ** 18n)).toBe(10_000_000n * 10n ** 18n);
  });

  it('estimates the vote end at 13 s per block from the latest block', () => {
    expect(estimateVoteEndTime(110, { number: 100, timestamp: 1_000 })).toBe(1_130);
    expect(estimateVoteEndTime(90, { number: 100, timestamp: 1_000 })).toBe(870);
  });

  it('says whether voting ended, with the estimated date', () => {
    expect(voteEnd(110, { number: 100, timestamp: 1_000 })).toEqual({
      date: new Date(1_130_000),
      ended: false,
    });
    expect(voteEnd(100, { number: 100, timestamp: 1_000 }).ended).toBe(false);
    expect(voteEnd(90, { number: 100, timestamp: 1_000 }).ended).toBe(true);
  });
});
