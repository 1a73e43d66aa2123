import { describe, expect, it } from 'vitest';
import {
  claimPopupView,
  delegateDialogLabels,
  delegateSummary,
  uniBreakdownView,
  voteDialogView,
} from './dialogsView';
import { proposalVoteIntent } from './voteIntent';

const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const TOKENS = 10n ** 18n;

describe('voteDialogView', () => {
  it('names the side and the proposal, and counts whole votes', () => {
    const view = voteDialogView(t, proposalVoteIntent('alpha', 7, 'against'), 1_500n * TOKENS);
    expect(view).toEqual({
      summary: 'vote.summaryAgainst {"id":7}',
      labels: {
        title: 'vote.titleAgainst {"id":7}',
        votes: 'vote.votes {"votes":1500}',
        confirm: 'proposal.voteAgainst',
        waitingTitle: 'vote.submitting',
      },
      reason: undefined,
    });
  });

  it('asks GovernorBravo’s voters for a reason, and shows … while the votes load', () => {
    const view = voteDialogView(t, proposalVoteIntent('bravo', 3, 'abstain'), undefined);
    expect(view.labels.title).toBe('vote.titleAbstain {"id":3}');
    expect(view.labels.votes).toBe('vote.votes {"votes":"…"}');
    expect(view.reason).toEqual({ label: 'vote.reason', placeholder: 'vote.reasonPlaceholder' });
  });
});

describe('the delegate dialog', () => {
  it('labels the dialog and names the delegate, or "self"', () => {
    expect(delegateDialogLabels(t).waitingDescription).toBe('delegate.waiting');
    expect(delegateSummary(t, 'vitalik.eth')).toBe('delegate.summary {"delegate":"vitalik.eth"}');
    expect(delegateSummary(t, undefined)).toBe('delegate.summary {"delegate":"gov.self"}');
  });
});

describe('uniBreakdownView', () => {
  it('links the unclaimed row to the claim only while something is left', () => {
    const amounts = { balance: 2n * TOKENS, unclaimed: 400n * TOKENS, totalSupply: 10n * TOKENS };
    const view = uniBreakdownView(t, amounts, 'en');
    expect(view.title).toBe('gov.breakdown');
    expect(view.closeLabel).toBe('txDialog.close');
    expect(view.rows.map(({ label, claimLink }) => [label, claimLink])).toEqual([
      ['breakdown.balance', undefined],
      ['breakdown.unclaimed', 'breakdown.claimLink'],
      ['breakdown.totalSupply', undefined],
    ]);
    const claimed = uniBreakdownView(t, { ...amounts, unclaimed: 0n }, 'en');
    expect(claimed.rows.every(({ claimLink }) => claimLink === undefined)).toBe(true);
  });
});

describe('claimPopupView', () => {
  it('offers the claim with its amount, and nothing without one', () => {
    expect(claimPopupView(t, 400n * TOKENS, 'en')).toEqual({
      title: 'claim.popupTitle',
      body: 'claim.popupBody {"amount":"400"}',
      claimLabel: 'claim.popupButton',
      closeLabel: 'txDialog.close',
    });
    expect(claimPopupView(t, 0n, 'en')).toBeNull();
    expect(claimPopupView(t, undefined, 'en')).toBeNull();
  });
});
