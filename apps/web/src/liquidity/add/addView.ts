// Pure rules of the add page's buttons (spec §4 approvals, §5 button): which approve buttons show
// and whether every deposit is approved. Native coin amounts are always APPROVED (@dex/approvals).
import { ApprovalState } from '@dex/approvals';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';

export interface DepositApproval {
  readonly amount: CurrencyAmount<Currency> | undefined;
  readonly approval: ApprovalState;
  /** Outside the range this side takes nothing, so it needs no approval. */
  readonly locked: boolean;
}

/** The deposits that need an Approve (or show Approving) button. */
export function pendingApprovals(
  deposits: readonly DepositApproval[],
): readonly (DepositApproval & { readonly amount: CurrencyAmount<Currency> })[] {
  return deposits.filter(
    (deposit): deposit is DepositApproval & { amount: CurrencyAmount<Currency> } =>
      deposit.amount !== undefined &&
      !deposit.locked &&
      (deposit.approval === ApprovalState.NOT_APPROVED ||
        deposit.approval === ApprovalState.PENDING),
  );
}

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
