// The approve button texts of an LP token (a V2 or Sushi pair), shared by the V2 removal and the
// mining deposit.
import type { Translator } from '@dex/primitives';
import type { ApproveButtonLabels } from '../approveButtons';

export type LpApproveMessage = 'removeV2.approve' | 'removeV2.approving' | 'removeV2.approved';

export function lpApproveLabels(t: Translator<LpApproveMessage>): ApproveButtonLabels {
  return {
    approve: t('removeV2.approve'),
    approving: t('removeV2.approving'),
    approved: t('removeV2.approved'),
  };
}
