import { ApprovalState } from '@dex/approvals';
import { describe, expect, it, vi } from 'vitest';
import { approveButton } from './approveButton';

const labels = { approve: 'Approve', approving: 'Approving', approved: 'Approved' };

describe('approveButton', () => {
  it('asks to approve until approved, and only then calls back when pressed', () => {
    const onApprove = vi.fn();
    for (const state of [ApprovalState.NOT_APPROVED, ApprovalState.UNKNOWN]) {
      const button = approveButton(state, false, labels, onApprove);
      expect(button).toMatchObject({ label: 'Approve', status: 'approve' });
      button.onClick();
    }
    expect(onApprove).toHaveBeenCalledTimes(2);
  });

  it("says 'Approving' while the approval is mined and does nothing when pressed", () => {
    const onApprove = vi.fn();
    const button = approveButton(ApprovalState.PENDING, false, labels, onApprove);
    expect(button).toMatchObject({ label: 'Approving', status: 'approving' });
    button.onClick();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('is done once approved on chain or signed by permit', () => {
    const onApprove = vi.fn();
    expect(approveButton(ApprovalState.APPROVED, false, labels, onApprove).status).toBe('approved');
    const signed = approveButton(ApprovalState.NOT_APPROVED, true, labels, onApprove);
    expect(signed).toMatchObject({ label: 'Approved', status: 'approved' });
    signed.onClick();
    expect(onApprove).not.toHaveBeenCalled();
  });
});
