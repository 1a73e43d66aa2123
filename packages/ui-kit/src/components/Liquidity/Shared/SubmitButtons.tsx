import { Button } from '../../Button/Button';
import { Spinner } from '../../Spinner/Spinner';

/** Approve (on chain) or sign (permit) one token for the contract that spends it. */
export interface ApproveButtonView {
  readonly label: string;
  readonly status: 'approve' | 'approving' | 'approved';
  readonly onClick: () => void;
}

export interface ActionView {
  readonly label: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** The approve buttons (busy while approving, disabled once approved), each in the given box. */
export function ApproveButtons(props: {
  readonly approvals: readonly ApproveButtonView[];
  readonly className: string;
}) {
  if (props.approvals.length === 0) return null;
  return (
    <div className={props.className}>
      {props.approvals.map((approval) => (
        <Button
          key={approval.label}
          fullWidth
          onClick={approval.onClick}
          disabled={approval.status !== 'approve'}
          aria-busy={approval.status === 'approving' || undefined}
        >
          {approval.status === 'approving' ? <Spinner size="sm" /> : null}
          {approval.label}
        </Button>
      ))}
    </div>
  );
}

/** The form's main button: 'Add', 'Supply', 'Remove' or the reason it cannot. */
export function ActionButton({ action }: { readonly action: ActionView }) {
  return (
    <Button fullWidth size="lg" disabled={action.disabled} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}
