import { ApprovalState } from '@dex/approvals';
import { createTranslator } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { depositButtons, formAction, type MiningDialogMessage } from './dialogButtons';

// The app's English texts for these messages.
const t = createTranslator<MiningDialogMessage>(
  {
    'addLiquidity.connectWallet': 'Connect Wallet',
    'addLiquidity.enterAmount': 'Enter an amount',
    'mining.deposit': 'Deposit',
    'removeV2.approve': 'Approve',
    'removeV2.approving': 'Approving',
    'removeV2.approved': 'Approved',
  },
  undefined,
);
const handlers = () => ({ onApprove: vi.fn(), onDeposit: vi.fn(), onConnect: vi.fn() });

describe('formAction', () => {
  it("says 'Connect Wallet' and opens the wallet, or 'Enter an amount' disabled, or acts", () => {
    const onAction = vi.fn();
    const onConnect = vi.fn();
    const connect = formAction('connectWallet', 'Claim UNI', t, { onAction, onConnect });
    expect(connect).toMatchObject({ label: 'Connect Wallet', disabled: false });
    connect.onClick();
    expect(onConnect).toHaveBeenCalled();
    expect(formAction('enterAmount', 'Claim UNI', t, { onAction, onConnect })).toMatchObject({
      label: 'Enter an amount',
      disabled: true,
    });
    const claim = formAction(null, 'Claim UNI', t, { onAction, onConnect });
    claim.onClick();
    expect(claim).toMatchObject({ label: 'Claim UNI', disabled: false });
    expect(onAction).toHaveBeenCalled();
  });
});

describe('depositButtons', () => {
  it('offers Approve and keeps Deposit disabled until approved', () => {
    const h = handlers();
    const { approval, action } = depositButtons(null, ApprovalState.NOT_APPROVED, t, h);
    expect(approval).toMatchObject({ label: 'Approve', status: 'approve' });
    approval?.onClick();
    expect(h.onApprove).toHaveBeenCalled();
    expect(action).toMatchObject({ label: 'Deposit', disabled: true });
  });

  it('shows Approving while the approval is mined', () => {
    const { approval, action } = depositButtons(null, ApprovalState.PENDING, t, handlers());
    expect(approval).toMatchObject({ label: 'Approving', status: 'approving' });
    expect(action.disabled).toBe(true);
  });

  it('once approved (or signed), Approve is done and Deposit sends', () => {
    const h = handlers();
    const { approval, action } = depositButtons(null, ApprovalState.APPROVED, t, h);
    expect(approval).toMatchObject({ label: 'Approved', status: 'approved' });
    expect(action).toMatchObject({ label: 'Deposit', disabled: false });
    action.onClick();
    expect(h.onDeposit).toHaveBeenCalled();
  });

  it('without a wallet or an amount, only the message and no Approve', () => {
    expect(depositButtons('connectWallet', ApprovalState.UNKNOWN, t, handlers())).toEqual({
      action: expect.objectContaining({ label: 'Connect Wallet', disabled: false }),
    });
    expect(depositButtons('enterAmount', ApprovalState.APPROVED, t, handlers())).toEqual({
      action: expect.objectContaining({ label: 'Enter an amount', disabled: true }),
    });
  });
});
