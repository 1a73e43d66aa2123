import { type ReactNode, useId } from 'react';
import { Modal } from '../Modal/Modal';
import { DialogHeader } from './DialogHeader';
import { body } from './TransactionDialog.css';

export interface TitledModalProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/** A modal labelled by its header (title and close button), its content below in the body. */
export function TitledModal({ isOpen, onDismiss, title, closeLabel, children }: TitledModalProps) {
  const titleId = useId();
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} aria-labelledby={titleId}>
      <div className={body}>
        <DialogHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onDismiss} />
        {children}
      </div>
    </Modal>
  );
}
