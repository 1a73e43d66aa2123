// Pure rules of the add page's buttons (spec §5 button): whether every deposit is approved (which
// approve buttons show is ../approveButton.ts, shared with the V2 add). Native coin amounts are always APPROVED (@dex/approvals).
import { ApprovalState } from '@dex/approvals';
import type { DepositApproval } from '../approveButton';

/**
 * Spec §5: Add stays disabled until every deposit that goes in is approved; a locked side or a
 * side without an amount does not count, and an allowance still loading is not approved.
 */
export function depositsApproved(deposits: readonly DepositApproval[]): boolean {
  return deposits.every(
    (deposit) =>
      deposit.locked || deposit.amount === undefined || deposit.approval === ApprovalState.APPROVED,
  );
}
