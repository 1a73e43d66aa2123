import { TransactionDialog } from '../TransactionDialog/TransactionDialog';

/** The in-flight states the vote and delegation dialogs share. */
export type ProgressState =
  | { readonly status: 'waiting' }
  | { readonly status: 'submitted'; readonly explorerUrl?: string };

export interface ProgressLabels {
  readonly waitingTitle: string;
  readonly confirmInWallet: string;
  readonly submittedTitle: string;
  readonly viewOnExplorer: string;
  readonly close: string;
}

/** Waiting for the wallet, then submitted: the transaction dialog with the governance texts. */
export function ProgressDialog(props: {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: ProgressState;
  /** What is being confirmed, e.g. "Vote For proposal 6". */
  readonly description: string;
  readonly labels: ProgressLabels;
}) {
  const { state, labels } = props;
  return (
    <TransactionDialog
      isOpen={props.isOpen}
      onDismiss={props.onDismiss}
      state={
        state.status === 'waiting'
          ? { status: 'waiting', description: props.description }
          : {
              status: 'submitted',
              ...(state.explorerUrl ? { explorerUrl: state.explorerUrl } : {}),
            }
      }
      labels={{ ...labels, errorTitle: labels.close, dismiss: labels.close }}
    />
  );
}
