import { describe, expect, it } from 'vitest';
import { decodeProposalDetails, type ProposalDetail } from './details';
import {
  detailCall,
  formatHeldAmount,
  governorTallyPercents,
  proposalStatusView,
  proposalTallies,
  tallyPercents,
} from './display';
import { ProposalStatus } from './status';

describe('proposal display rules', () => {
  it('rounds the bar percentages and keeps them summing to 100', () => {
    expect(tallyPercents(2n, 1n)).toEqual({ for: 67, against: 33 });
    expect(tallyPercents(1n, 0n)).toEqual({ for: 100, against: 0 });
    expect(tallyPercents(0n, 0n)).toEqual({ for: 0, against: 0 });
  });

  it('keeps the bars at 100 when the For share is exactly half a percent off a whole one', () => {
    // 12.5% For, 87.5% Against: rounding both halves up drew 13% and 88% (101%).
    expect(tallyPercents(1n, 7n)).toEqual({ for: 13, against: 87 });
    // 0.5% For: 1% and 100%.
    expect(tallyPercents(1n, 199n)).toEqual({ for: 1, against: 99 });
    const e18 = 10n ** 18n;
    expect(tallyPercents(125n * e18, 875n * e18)).toEqual({ for: 13, against: 87 });
  });

  it('colours statuses per the spec: Pending and Active blue, Succeeded and Executed green, Defeated red', () => {
    expect(proposalStatusView(ProposalStatus.Active)).toEqual({ name: 'Active', tone: 'info' });
    expect(proposalStatusView(ProposalStatus.Pending).tone).toBe('info');
    expect(proposalStatusView(ProposalStatus.Executed).tone).toBe('success');
    expect(proposalStatusView(ProposalStatus.Succeeded).tone).toBe('success');
    expect(proposalStatusView(ProposalStatus.Defeated).tone).toBe('danger');
    expect(proposalStatusView(ProposalStatus.Queued).tone).toBe('neutral');
  });

  it('writes an action as function(arguments), or its raw data when undecodable', () => {
    expect(
      detailCall({
        target: '0x1',
        functionSig: 'transfer(address,uint256)',
        callData: '0x',
        args: ['0xabc', '5'],
      }),
    ).toBe('transfer(0xabc, 5)');
    expect(detailCall({ target: '0x1', functionSig: '', callData: '0xdeadbeef', args: [] })).toBe(
      '0xdeadbeef',
    );
  });

  it('shows the raw data of an action whose arguments did not decode, not an empty call', () => {
    // decodeProposalDetails leaves args empty when the data does not fit the signature: the page
    // read "transfer()", an action with no arguments, while it moves tokens to someone.
    const [detail] = decodeProposalDetails(['0x1'], ['transfer(address,uint256)'], ['0x1234']);
    expect(detail?.args).toEqual([]);
    expect(detailCall(detail as ProposalDetail)).toBe('transfer(0x1234)');
    // A function without parameters stays as it is.
    const [pause] = decodeProposalDetails(['0x1'], ['pause()'], ['0x']);
    expect(detailCall(pause as ProposalDetail)).toBe('pause()');
  });
});

describe('governor tallies and held amounts', () => {
  it('gives Alpha no abstain share and Bravo its three', () => {
    expect(
      governorTallyPercents('alpha', { forCount: 2n, againstCount: 1n, abstainCount: 5n }),
    ).toEqual({
      for: 67,
      against: 33,
      abstain: 0,
    });
    const bravo = governorTallyPercents('bravo', {
      forCount: 1n,
      againstCount: 1n,
      abstainCount: 2n,
    });
    expect(bravo).toEqual({ for: 25, against: 25, abstain: 50 });
    expect(governorTallyPercents('bravo', { forCount: 1n, againstCount: 1n }).abstain).toBe(0);
  });

  it('rounds what an account holds down to whole tokens', () => {
    expect(formatHeldAmount(1_999_900_000_000_000_000_000n, 'en')).toBe('1,999');
  });
});

describe('proposal tallies', () => {
  const e18 = 10n ** 18n;
  const counts = { forCount: 3000n * e18, againstCount: 1000n * e18, abstainCount: 4000n * e18 };

  it('gives Alpha For and Against, without Abstain', () => {
    expect(proposalTallies('alpha', counts, 'en')).toEqual({
      for: { votes: '3,000', percent: 75, percentText: '75%' },
      against: { votes: '1,000', percent: 25, percentText: '25%' },
    });
  });

  it('gives Bravo its three sides', () => {
    const tallies = proposalTallies('bravo', counts, 'en');
    expect(tallies.abstain).toEqual({ votes: '4,000', percent: 50, percentText: '50%' });
    expect(tallies.for.percent).toBe(38);
  });
});
