// What the mining dialogs' buttons say and do (spec 001 §4 "Deposit flow (mining)", §5 "Mining
// deposit"), as plain functions of the form's state, so the component only wires atoms to them.
import type { ApprovalState } from '@dex/approvals';
import { approveButton, type MiningFormError } from '@dex/liquidity';
import type { ActionView, ApproveButtonView } from '@dex/ui-kit';
import type { Translate } from '../../i18n';
import { lpApproveLabels } from '../lpPermit';

const NOTHING = () => {};

/** §5: a form's main button: 'Connect Wallet' (opens the wallet), 'Enter an amount', or `label`. */
export function formAction(
  error: MiningFormError,
  label: string,
  t: Translate,
  handlers: { readonly onAction: () => void; readonly onConnect: () => void },
): ActionView {
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
 * once approved or signed) and Deposit, usable only once approved; otherwise the §5 message.
 */
export function depositButtons(
  error: MiningFormError,
  approval: ApprovalState,
  t: Translate,
  handlers: {
    readonly onApprove: () => void;
    readonly onDeposit: () => void;
    readonly onConnect: () => void;
  },
): { readonly approval?: ApproveButtonView; readonly action: ActionView } {
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
