import { type ReactNode, useId } from 'react';
import { Modal } from '../../Modal/Modal';
import { DialogHeader } from '../../TransactionDialog/DialogHeader';
import {
  TransactionDialog,
  type TransactionDialogLabels,
  type TransactionDialogState,
} from '../../TransactionDialog/TransactionDialog';
import { body } from '../../TransactionDialog/TransactionDialog.css';

/**
 * A write's dialog: its own form (`form` null) under a title, then the TransactionDialog's
 * waiting, submitted or error view for the same open dialog.
 */
export function WriteFormDialog(props: {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  /** null while the form shows. */
  readonly transaction: TransactionDialogState | null;
  readonly title: string;
  readonly labels: TransactionDialogLabels;
  readonly children: ReactNode;
}) {
  const titleId = useId();
  if (props.transaction) {
    return (
      <TransactionDialog
        isOpen={props.isOpen}
        onDismiss={props.onDismiss}
        state={props.transaction}
        labels={props.labels}
      />
    );
  }
  return (
    <Modal isOpen={props.isOpen} onDismiss={props.onDismiss} aria-labelledby={titleId}>
      <div className={body}>
        <DialogHeader
          titleId={titleId}
          title={props.title}
          closeLabel={props.labels.close}
          onClose={props.onDismiss}
        />
        {props.children}
      </div>
    </Modal>
  );
}
