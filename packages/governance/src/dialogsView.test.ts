import { describe, expect, it, vi } from 'vitest';
import {
  claimPopupView,
  delegateDialogLabels,
  delegateDialogProps,
  delegateSummary,
  governanceWriteProgress,
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

describe('governanceWriteProgress', () => {
  it('shows waiting and submitted, and the form again while there is no write or it failed', () => {
    expect(governanceWriteProgress({ status: 'waiting', summary: 'Vote' })).toEqual({
      status: 'waiting',
    });
    expect(
      governanceWriteProgress({
        status: 'submitted',
        hash: '0x1',
        explorerUrl: 'https://x/tx/0x1',
      }),
    ).toEqual({ status: 'submitted', explorerUrl: 'https://x/tx/0x1' });
    expect(governanceWriteProgress({ status: 'submitted', hash: '0x1' })).toEqual({
      status: 'submitted',
    });
    expect(governanceWriteProgress({ status: 'error', message: 'refused' })).toBeNull();
    expect(governanceWriteProgress(null)).toBeNull();
  });
});

describe('delegateDialogProps', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('delegates to the account itself, or to the typed delegate once it resolved', () => {
    const onDelegate = vi.fn();
    const typed = { status: 'valid', address: OTHER, name: 'bob.eth' };
    const props = delegateDialogProps(t, ACCOUNT, typed, onDelegate);
    expect(props).toMatchObject({ addressValid: true, canSelfDelegate: true });
    props.onDelegate('self');
    props.onDelegate('typed');
    expect(onDelegate.mock.calls).toEqual([
      [{ delegatee: ACCOUNT, summary: 'delegate.summary {"delegate":"gov.self"}' }],
      [{ delegatee: OTHER, summary: 'delegate.summary {"delegate":"bob.eth"}' }],
    ]);
  });

  it('sends nothing for a typed delegate still unresolved, or without an account', () => {
    const onDelegate = vi.fn();
    const props = delegateDialogProps(t, null, { status: 'loading' }, onDelegate);
    expect(props).toMatchObject({ addressValid: false, canSelfDelegate: false });
    props.onDelegate('self');
    props.onDelegate('typed');
    expect(onDelegate).not.toHaveBeenCalled();
  });
});
