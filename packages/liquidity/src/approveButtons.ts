// The approve buttons of every liquidity form (spec 001 §4 approval status). One for a token the
// form spends after approving or signing for it (V2 removal, mining deposit, migration): 'Approve'
// until asked, 'Approving' while the approval is mined, then done. And one per deposit still to
// approve on the deposit forms (the V3 add and the V2 add). One mapping, so the forms cannot drift
// apart. The state it follows already counts a permit signature (@dex/approvals'
// approvalWithPermit): SIGNED reads APPROVED, and while the permit support or the allowance is
// still read it is UNKNOWN.
import { ApprovalState } from '@dex/approvals';
import { shortenSymbol } from '@dex/primitives';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';

/** An approve button as a form shows it (any UI kit's button of this shape). */
export interface ApproveButton {
  readonly label: string;
  readonly status: 'approve' | 'approving' | 'approved';
  readonly onClick: () => void;
}

/** A form's main button (any UI kit's button of this shape). */
export interface FormAction {
  readonly label: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}

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
 * @spec 001 §4.1 Approval status
 */
export function approveButton(
  approval: ApprovalState,
  labels: ApproveButtonLabels,
  onApprove: () => void,
): ApproveButton {
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

/** A deposit of an add form and its approval. */
export interface DepositApproval {
  readonly amount: CurrencyAmount<Currency> | undefined;
  readonly approval: ApprovalState;
  /** Outside the range this side takes nothing, so it needs no approval. */
  readonly locked?: boolean;
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
 * Spec 001 §4: the deposit form's approve buttons, one per deposit still to approve:
 * `label(false, symbol)` to press, `label(true, symbol)` ('Approving') while its approval is mined.
 */
export function depositApproveButtons(
  deposits: readonly DepositApproval[],
  label: (pending: boolean, symbol: string) => string,
  onApprove: (amount: CurrencyAmount<Currency>, symbol: string) => void,
): ApproveButton[] {
  return pendingApprovals(deposits).map(({ amount, approval }) => {
    const symbol = shortenSymbol(amount.currency.symbol ?? '');
    const pending = approval === ApprovalState.PENDING;
    return {
      label: label(pending, symbol),
      status: pending ? 'approving' : 'approve',
      onClick: () => onApprove(amount, symbol),
    };
  });
}

/**
 * Spec 001 §5: Add stays disabled until every deposit that goes in is approved; a locked side or a
 * side without an amount does not count, and an allowance still loading is not approved.
 */
export function depositsApproved(deposits: readonly DepositApproval[]): boolean {
  return deposits.every(
    (deposit) =>
      deposit.locked || deposit.amount === undefined || deposit.approval === ApprovalState.APPROVED,
  );
}
