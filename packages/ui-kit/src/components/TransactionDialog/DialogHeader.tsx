import type { ReactNode } from 'react';
import { Text } from '../Text/Text';
import { CloseIconButton } from './CloseIconButton';
import { header } from './TransactionDialog.css';

/** A dialog's title (the element its `aria-labelledby` points at) and its "×" button. */
export function DialogHeader(props: {
  readonly titleId: string;
  readonly title: ReactNode;
  readonly closeLabel: string;
  readonly onClose: () => void;
}) {
  return (
    <div className={header}>
      <Text as="h2" id={props.titleId} variant="title">
        {props.title}
      </Text>
      <CloseIconButton label={props.closeLabel} onClick={props.onClose} />
    </div>
  );
}
