// What the mining dialogs' buttons say and do (spec 001 §4 "Deposit flow (mining)", §5 "Mining
// deposit"), as plain functions of the form's state, so the component only wires atoms to them.
import type { ApprovalState } from '@dex/approvals';
import type { Translator } from '@dex/primitives';
import { type ApproveButton, approveButton, type FormAction } from '../approveButtons';
import { type LpApproveMessage, lpApproveLabels } from '../view/approveLabels';
import type { MiningFormError } from './formErrors';

/** The messages the mining dialogs' buttons are written with. */
export type MiningDialogMessage =
  | LpApproveMessage
  | 'addLiquidity.connectWallet'
  | 'addLiquidity.enterAmount'
  | 'mining.deposit';

const NOTHING = () => {};

/** §5: a form's main button: 'Connect Wallet' (opens the wallet), 'Enter an amount', or `label`. */
export function formAction(
  error: MiningFormError,
  label: string,
  t: Translator<MiningDialogMessage>,
  handlers: { readonly onAction: () => void; readonly onConnect: () => void },
): FormAction {
  if (error === 'connectWallet') {
    return { label: t('addLiquidity.connectWallet'), disabled: false, onClick: handlers.onConnect };
  }
  if (error === 'enterAmount') {
    return { label: t('addLiquidity.enterAmount'), disabled: true, onClick: NOTHING };
  }
  return { label, disabled: false, onClick: handlers.onAction };
}

/**
 * §4: the deposit's buttons. With a valid amount, Approve (busy while an approval is mined, done
 * once approved or signed; the LP approve button's labels) and Deposit, usable only once
 * approved; otherwise the §5 message.
 */
export function depositButtons(
  error: MiningFormError,
  approval: ApprovalState,
  t: Translator<MiningDialogMessage>,
  handlers: {
    readonly onApprove: () => void;
    readonly onDeposit: () => void;
    readonly onConnect: () => void;
  },
): { readonly approval?: ApproveButton; readonly action: FormAction } {
  const action = formAction(error, t('mining.deposit'), t, {
    onAction: handlers.onDeposit,
    onConnect: handlers.onConnect,
  });
  if (error !== null) return { action };
  const button = approveButton(approval, lpApproveLabels(t), handlers.onApprove);
  return {
    approval: button,
    action: button.status === 'approved' ? action : { ...action, disabled: true },
  };
}
