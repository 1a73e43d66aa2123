// The approve button of every liquidity form that spends a token it must first approve or sign
// for (V2 removal, mining deposit, migration): 'Approve' until asked, 'Approving' while the
// approval is mined, then done. One mapping, so the three forms cannot drift apart.
import { ApprovalState } from '@dex/approvals';
import type { ApproveButtonView } from '@dex/ui-kit';
import type { Translate } from '../i18n';

export interface ApproveButtonLabels {
  readonly approve: string;
  readonly approving: string;
  readonly approved: string;
}

const NOTHING = () => {};

/** The button for `approval`; `signed` (a permit in hand) counts as approved. */
export function approveButton(
  approval: ApprovalState,
  signed: boolean,
  labels: ApproveButtonLabels,
  onApprove: () => void,
): ApproveButtonView {
  if (signed || approval === ApprovalState.APPROVED) {
    return { label: labels.approved, status: 'approved', onClick: NOTHING };
  }
  if (approval === ApprovalState.PENDING) {
    return { label: labels.approving, status: 'approving', onClick: NOTHING };
  }
  return { label: labels.approve, status: 'approve', onClick: onApprove };
}

/** The LP token's texts, shared by the V2 removal and the mining deposit. */
export function lpApproveLabels(t: Translate): ApproveButtonLabels {
  return {
    approve: t('removeV2.approve'),
    approving: t('removeV2.approving'),
    approved: t('removeV2.approved'),
  };
}
