import { useId } from 'react';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { CloseIconButton } from './CloseIconButton';
import {
  accentIcon,
  added,
  body,
  centred,
  dangerIcon,
  hashLine,
  header,
} from './TransactionDialog.css';

export type AddTokenAction = {
  /** e.g. "Add UNI to MetaMask". */
  label: string;
  /** e.g. "Added UNI". */
  addedLabel: string;
  /** "failed" shows the button again: a failed add counts as not added. */
  status: 'idle' | 'adding' | 'added' | 'failed';
  /** Shown under the button after a failure or refusal, e.g. "UNI was not added." */
  failedNote?: string;
  /** Typically sends `wallet_watchAsset` through the connected wallet. */
  onAdd: () => void;
};

export type TransactionDialogState =
  | {
      status: 'waiting';
      /** What is being confirmed, e.g. "Swapping 1 ETH for 2,000 USDC". */
      description: string;
    }
  | {
      status: 'submitted';
      /** Link to the transaction on a block explorer, when there is one. */
      explorerUrl?: string;
      /** The transaction's hash as a line of text, e.g. "Hash: 0x5c50…", where the write shows it. */
      hashText?: string;
      addToken?: AddTokenAction;
    }
  | {
      status: 'error';
      /** The error to show, e.g. "Transaction rejected." */
      message: string;
    };

/** Every visible string of the dialog; the app passes them translated. */
export type TransactionDialogLabels = {
  /** "Waiting For Confirmation" */
  waitingTitle: string;
  /** "Confirm this transaction in your wallet" */
  confirmInWallet: string;
  /** "Transaction Submitted" */
  submittedTitle: string;
  /** "View on Explorer" */
  viewOnExplorer: string;
  /** "Close" (button text and the × button's accessible name) */
  close: string;
  /** "Error" */
  errorTitle: string;
  /** "Dismiss" */
  dismiss: string;
};

export type TransactionDialogProps = {
  isOpen: boolean;
  onDismiss: () => void;
  state: TransactionDialogState;
  labels: TransactionDialogLabels;
};

/** The dialog every transaction goes through: waiting for the wallet, submitted, or failed. */
export function TransactionDialog({ isOpen, onDismiss, state, labels }: TransactionDialogProps) {
  const titleId = useId();
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} aria-labelledby={titleId}>
      <div className={body}>
        {state.status === 'waiting' ? (
          <WaitingContent titleId={titleId} state={state} labels={labels} onDismiss={onDismiss} />
        ) : state.status === 'submitted' ? (
          <SubmittedContent titleId={titleId} state={state} labels={labels} onDismiss={onDismiss} />
        ) : (
          <ErrorContent titleId={titleId} state={state} labels={labels} onDismiss={onDismiss} />
        )}
      </div>
    </Modal>
  );
}

type ContentProps<S extends TransactionDialogState['status']> = {
  titleId: string;
  state: Extract<TransactionDialogState, { status: S }>;
  labels: TransactionDialogLabels;
  onDismiss: () => void;
};

function WaitingContent({ titleId, state, labels, onDismiss }: ContentProps<'waiting'>) {
  return (
    <>
      <div className={header}>
        <CloseIconButton label={labels.close} onClick={onDismiss} />
      </div>
      <div className={centred}>
        <Spinner size="xl" tone="accent" />
        <Text as="h2" id={titleId} variant="title">
          {labels.waitingTitle}
        </Text>
        <Text as="p" variant="subtitle">
          {state.description}
        </Text>
        <Text as="p" variant="small" tone="secondary">
          {labels.confirmInWallet}
        </Text>
      </div>
    </>
  );
}

function SubmittedContent({ titleId, state, labels, onDismiss }: ContentProps<'submitted'>) {
  const { explorerUrl, addToken, hashText } = state;
  return (
    <>
      <div className={header}>
        <CloseIconButton label={labels.close} onClick={onDismiss} />
      </div>
      <div className={centred}>
        <svg className={accentIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1" />
          <path
            d="M16 12l-4-4-4 4M12 16V8"
            stroke="currentColor"
            strokeWidth="1"
            strokeLinecap="round"
          />
        </svg>
        <Text as="h2" id={titleId} variant="title">
          {labels.submittedTitle}
        </Text>
        {hashText !== undefined ? (
          <Text as="p" variant="small" tone="secondary" className={hashLine}>
            {hashText}
          </Text>
        ) : null}
        {explorerUrl !== undefined ? (
          <ExternalLink href={explorerUrl}>{labels.viewOnExplorer}</ExternalLink>
        ) : null}
        {addToken !== undefined ? <AddTokenControl action={addToken} /> : null}
      </div>
      <Button variant="primary" fullWidth onClick={onDismiss}>
        {labels.close}
      </Button>
    </>
  );
}

function AddTokenControl({ action }: { action: AddTokenAction }) {
  if (action.status === 'added') {
    return <span className={added}>✓ {action.addedLabel}</span>;
  }
  return (
    <>
      <Button
        variant="outlined"
        size="sm"
        loading={action.status === 'adding'}
        onClick={action.onAdd}
      >
        {action.label}
      </Button>
      {action.status === 'failed' && action.failedNote ? (
        <Text as="p" role="status" variant="small" tone="secondary">
          {action.failedNote}
        </Text>
      ) : null}
    </>
  );
}

function ErrorContent({ titleId, state, labels, onDismiss }: ContentProps<'error'>) {
  return (
    <>
      <div className={header}>
        <Text as="h2" id={titleId} variant="title">
          {labels.errorTitle}
        </Text>
        <CloseIconButton label={labels.close} onClick={onDismiss} />
      </div>
      <div className={centred}>
        <svg className={dangerIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <Text as="p" tone="danger" align="center">
          {state.message}
        </Text>
      </div>
      <Button variant="primary" fullWidth onClick={onDismiss}>
        {labels.dismiss}
      </Button>
    </>
  );
}
