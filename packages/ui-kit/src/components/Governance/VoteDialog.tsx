import { useId } from 'react';
import { Button } from '../Button/Button';
import { details } from '../ConfirmSwap/ConfirmSwapDialog.css';
import { NetworkCostRow, type NetworkCostRowProps } from '../ConfirmSwap/NetworkCostRow';
import { Input } from '../Input/Input';
import { Column } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { TitledModal } from '../TransactionDialog/TitledModal';
import { centred } from '../TransactionDialog/TransactionDialog.css';
import { ProgressDialog } from './ProgressDialog';

/** confirm → waiting ("Submitting Vote") → submitted; a failure goes back to confirm (spec §4). */
export type VoteDialogState =
  | { readonly status: 'confirm' }
  | { readonly status: 'waiting' }
  | { readonly status: 'submitted'; readonly explorerUrl?: string };

export interface VoteDialogLabels {
  /** e.g. "Vote For proposal 6" */
  readonly title: string;
  /** e.g. "1,000 Votes" */
  readonly votes: string;
  /** "Vote For" / "Vote Against" */
  readonly confirm: string;
  /** "Submitting Vote" */
  readonly waitingTitle: string;
  /** "Confirm this transaction in your wallet" */
  readonly confirmInWallet: string;
  /** "Transaction Submitted" */
  readonly submittedTitle: string;
  readonly viewOnExplorer: string;
  readonly close: string;
}

export interface VoteDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: VoteDialogState;
  readonly onConfirm: () => void;
  readonly labels: VoteDialogLabels;
  /** What the vote will cost the network, under the votes (absent: not shown). */
  readonly networkCost?: NetworkCostRowProps;
  /**
   * An optional reason sent with the vote, where the governor records one (GovernorBravo's
   * castVoteWithReason); absent: no field.
   */
  readonly reason?: {
    /** e.g. "Reason (optional)" */
    readonly label: string;
    readonly placeholder?: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
  };
}

// @spec 000 §2.28 Vote dialog and delegation dialog
// @spec 000 §4.18 Vote dialog
/** The vote dialog of /vote/{id}. */
export function VoteDialog({
  isOpen,
  onDismiss,
  state,
  onConfirm,
  labels,
  networkCost,
  reason,
}: VoteDialogProps) {
  const reasonId = useId();
  if (state.status !== 'confirm') {
    return <ProgressDialog {...{ isOpen, onDismiss, state, labels }} description={labels.title} />;
  }
  return (
    <TitledModal
      isOpen={isOpen}
      onDismiss={onDismiss}
      title={labels.title}
      closeLabel={labels.close}
    >
      <div className={centred}>
        <Text variant="display">{labels.votes}</Text>
      </div>
      {reason ? (
        <Column gap="xs">
          <label htmlFor={reasonId}>
            <Text variant="small" tone="secondary">
              {reason.label}
            </Text>
          </label>
          <Input
            id={reasonId}
            value={reason.value}
            placeholder={reason.placeholder}
            onChange={(event) => reason.onChange(event.target.value)}
            autoComplete="off"
          />
        </Column>
      ) : null}
      {networkCost ? (
        <dl className={details}>
          <NetworkCostRow {...networkCost} />
        </dl>
      ) : null}
      <Button variant="primary" fullWidth onClick={onConfirm}>
        {labels.confirm}
      </Button>
    </TitledModal>
  );
}
