import { useState } from 'react';
import { AddressInput } from '../AddressInput/AddressInput';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { TitledModal } from '../TransactionDialog/TitledModal';
import { ProgressDialog } from './ProgressDialog';

/** form → waiting → submitted with the hash; a failure goes back to the form (spec §4). */
export type DelegateDialogState =
  | { readonly status: 'form' }
  | { readonly status: 'waiting' }
  | { readonly status: 'submitted'; readonly explorerUrl?: string };

export type DelegateTarget = 'self' | 'typed';

export interface DelegateDialogLabels {
  /** "Participating Governance" */
  readonly title: string;
  readonly description: string;
  /** "Self Delegate" */
  readonly selfDelegate: string;
  /** "Add Delegate +" */
  readonly addDelegate: string;
  /** "Delegate Votes" */
  readonly delegateVotes: string;
  /** "Delegate Address" */
  readonly addressLabel: string;
  /** "Wallet Address or ENS name" */
  readonly addressPlaceholder: string;
  /** "Delegating Votes" */
  readonly waitingTitle: string;
  readonly waitingDescription: string;
  readonly confirmInWallet: string;
  readonly submittedTitle: string;
  readonly viewOnExplorer: string;
  readonly close: string;
}

export interface DelegateDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: DelegateDialogState;
  /** The typed delegate (address or name); the app decides whether it is valid. */
  readonly address: string;
  readonly onAddressChange: (value: string) => void;
  readonly addressValid: boolean;
  /** Self-delegation needs a valid connected account. */
  readonly canSelfDelegate: boolean;
  readonly onDelegate: (target: DelegateTarget) => void;
  readonly labels: DelegateDialogLabels;
}

// @spec 000 §2.28 Vote dialog and delegation dialog
// @spec 000 §4.17 Delegation dialog
// @spec 000 §5.18 Delegation
/** The /vote delegation dialog: "Self Delegate" by default, or a typed delegate after "Add Delegate +". */
export function DelegateDialog(props: DelegateDialogProps) {
  const { isOpen, onDismiss, state, labels } = props;
  const [typing, setTyping] = useState(false);
  if (state.status !== 'form') {
    const description = labels.waitingDescription;
    return <ProgressDialog {...{ isOpen, onDismiss, state, labels, description }} />;
  }
  const enabled = typing ? props.addressValid : props.canSelfDelegate;
  return (
    <TitledModal
      isOpen={isOpen}
      onDismiss={onDismiss}
      title={labels.title}
      closeLabel={labels.close}
    >
      <Text as="p" tone="secondary">
        {labels.description}
      </Text>
      {typing ? (
        <AddressInput
          label={labels.addressLabel}
          placeholder={labels.addressPlaceholder}
          value={props.address}
          onChange={props.onAddressChange}
          invalid={props.address !== '' && !props.addressValid}
        />
      ) : null}
      <Button
        variant="primary"
        fullWidth
        disabled={!enabled}
        onClick={() => props.onDelegate(typing ? 'typed' : 'self')}
      >
        {typing ? labels.delegateVotes : labels.selfDelegate}
      </Button>
      <Button variant="text" onClick={() => setTyping(!typing)}>
        {typing ? labels.selfDelegate : labels.addDelegate}
      </Button>
    </TitledModal>
  );
}
