import { ApprovalState } from '@dex/approvals';
import { CurrencyAmount } from '@uniswap/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { miningDialogForm, miningDialogState } from './dialogForm';
import { e18, miningPool, pair } from './miningPool.testing';

// Each message as its key and values, so the test sees which text each part asks for.
const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const handlers = () => ({
  onType: vi.fn(),
  onConnect: vi.fn(),
  onApprove: vi.fn(),
  onDeposit: vi.fn(),
  onStakeAction: vi.fn(),
});
const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString());
const input = {
  kind: 'deposit' as const,
  pool: miningPool(2n * e18, 1n, true),
  typed: '1',
  amount: lp(e18),
  unstaked: lp(3n * e18),
  depositError: null,
  stakeError: null,
  approval: ApprovalState.NOT_APPROVED,
  locale: 'en-US',
};

describe('miningDialogForm', () => {
  it('shows the deposit field, its balance and Max, Approve, and a disabled Deposit', () => {
    const on = handlers();
    const { title, form } = miningDialogForm(t, input, on);
    expect(title).toBe('mining.deposit');
    if (form.kind !== 'deposit') throw new Error('a deposit form');
    expect(form).toMatchObject({ value: '1', symbol: 'mining.lpSymbol' });
    expect(form.balanceText).toContain('mining.available');
    expect(form.facts[0]?.label).toBe('mining.weeklyRewards');
    expect(form.action).toMatchObject({ label: 'mining.deposit', disabled: true });
    form.max.onMax();
    expect(on.onType).toHaveBeenCalledWith('3');
    form.approval?.onClick();
    expect(on.onApprove).toHaveBeenCalledWith(expect.stringContaining('removeV2.approveSummary'));
  });

  it('deposits once approved, with the amount in its history text', () => {
    const on = handlers();
    const { form } = miningDialogForm(t, { ...input, approval: ApprovalState.APPROVED }, on);
    expect(form.action.disabled).toBe(false);
    form.action.onClick();
    expect(on.onDeposit).toHaveBeenCalledWith(expect.stringContaining('mining.depositSummary'));
  });

  it('confirms a withdrawal with the deposited LP, or a claim with the rewards only', () => {
    const on = handlers();
    const withdraw = miningDialogForm(t, { ...input, kind: 'withdraw' }, on);
    expect(withdraw.title).toBe('mining.withdraw');
    expect(withdraw.form.facts.map((fact) => fact.label)).toEqual([
      'mining.depositedLiquidity',
      'mining.unclaimedRewards',
    ]);
    withdraw.form.action.onClick();
    expect(on.onStakeAction).toHaveBeenCalledWith(
      'withdraw',
      expect.stringContaining('mining.withdrawSummary'),
    );
    const claim = miningDialogForm(t, { ...input, kind: 'claim', stakeError: 'connectWallet' }, on);
    expect(claim.form.facts).toHaveLength(1);
    claim.form.action.onClick();
    expect(on.onConnect).toHaveBeenCalled();
  });
});

describe('miningDialogState', () => {
  const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
  const worded = (write: { readonly status: string }) => ({ status: write.status, worded: true });

  it('shows the form until a write, then the write, a submitted one with its hash', () => {
    expect(miningDialogState(t, null, worded)).toEqual({ status: 'form' });
    expect(miningDialogState(t, { status: 'waiting', summary: 'Deposit' }, worded)).toEqual({
      status: 'waiting',
      worded: true,
    });
    expect(miningDialogState(t, { status: 'submitted', hash: '0xab' }, worded)).toEqual({
      status: 'submitted',
      worded: true,
      hashText: 'popup.transactionHash {"hash":"0xab"}',
    });
  });
});
