import { ApprovalState, approvalWithPermit, PermitSignatureState } from '@dex/approvals';
import { describe, expect, it, vi } from 'vitest';
import { approveButton } from './approveButton';

const labels = { approve: 'Approve', approving: 'Approving', approved: 'Approved' };

describe('approveButton', () => {
  it('asks to approve when not approved, and only then calls back when pressed', () => {
    const onApprove = vi.fn();
    const button = approveButton(ApprovalState.NOT_APPROVED, labels, onApprove);
    expect(button).toMatchObject({ label: 'Approve', status: 'approve' });
    button.onClick();
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it("says 'Approving' while the approval is mined and does nothing when pressed", () => {
    const onApprove = vi.fn();
    const button = approveButton(ApprovalState.PENDING, labels, onApprove);
    expect(button).toMatchObject({ label: 'Approving', status: 'approving' });
    button.onClick();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('cannot be pressed while the allowance or the permit support is still read', () => {
    const onApprove = vi.fn();
    const loading = approvalWithPermit(ApprovalState.NOT_APPROVED, PermitSignatureState.LOADING);
    for (const state of [ApprovalState.UNKNOWN, loading]) {
      const button = approveButton(state, labels, onApprove);
      expect(button).toMatchObject({ label: 'Approve', status: 'approving' });
      button.onClick();
    }
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('is done once approved on chain or signed by permit', () => {
    const onApprove = vi.fn();
    expect(approveButton(ApprovalState.APPROVED, labels, onApprove).status).toBe('approved');
    const signed = approveButton(
      approvalWithPermit(ApprovalState.NOT_APPROVED, PermitSignatureState.SIGNED),
      labels,
      onApprove,
    );
    expect(signed).toMatchObject({ label: 'Approved', status: 'approved' });
    signed.onClick();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('asks again once the signature no longer fits (NOT_SIGNED)', () => {
    const onApprove = vi.fn();
    const button = approveButton(
      approvalWithPermit(ApprovalState.NOT_APPROVED, PermitSignatureState.NOT_SIGNED),
      labels,
      onApprove,
    );
    expect(button.status).toBe('approve');
    button.onClick();
    expect(onApprove).toHaveBeenCalledTimes(1);
  });
});
