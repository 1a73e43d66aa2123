// The approve button of every liquidity form that spends a token it must first approve or sign
// for (V2 removal, mining deposit, migration): 'Approve' until asked, 'Approving' while the
// approval is mined, then done. One mapping, so the three forms cannot drift apart. The state it
// follows already counts a permit signature (@dex/approvals' approvalWithPermit): SIGNED reads
// APPROVED, and while the permit support or the allowance is still read it is UNKNOWN.
import { ApprovalState } from '@dex/approvals';
import type { ApproveButtonView } from '@dex/ui-kit';
import type { Translate } from '../i18n';

export interface ApproveButtonLabels {
  readonly approve: string;
  readonly approving: string;
  readonly approved: string;
}

const NOTHING = () => {};

/**
 * The button for `approval`: done once APPROVED, 'Approving' while PENDING, 'Approve' (busy, not
 * pressable) while UNKNOWN, since pressing it could not yet know whether to sign or approve, and
 * 'Approve' to press when NOT_APPROVED.
 */
export function approveButton(
  approval: ApprovalState,
  labels: ApproveButtonLabels,
  onApprove: () => void,
): ApproveButtonView {
  switch (approval) {
    case ApprovalState.APPROVED:
      return { label: labels.approved, status: 'approved', onClick: NOTHING };
    case ApprovalState.PENDING:
      return { label: labels.approving, status: 'approving', onClick: NOTHING };
    case ApprovalState.UNKNOWN:
      return { label: labels.approve, status: 'approving', onClick: NOTHING };
    case ApprovalState.NOT_APPROVED:
      return { label: labels.approve, status: 'approve', onClick: onApprove };
  }
}

/** The LP token's texts, shared by the V2 removal and the mining deposit. */
export function lpApproveLabels(t: Translate): ApproveButtonLabels {
  return {
    approve: t('removeV2.approve'),
    approving: t('removeV2.approving'),
    approved: t('removeV2.approved'),
  };
}
