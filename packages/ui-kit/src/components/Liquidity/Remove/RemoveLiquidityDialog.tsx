import { useId } from 'react';
import { Button } from '../../Button/Button';
import { Column } from '../../Layout/Layout';
import { Modal } from '../../Modal/Modal';
import { Text } from '../../Text/Text';
import { DialogHeader } from '../../TransactionDialog/DialogHeader';
import {
  TransactionDialog,
  type TransactionDialogLabels,
  type TransactionDialogState,
} from '../../TransactionDialog/TransactionDialog';
import { body } from '../../TransactionDialog/TransactionDialog.css';
import { line, wrapText } from './Remove.css';
import type { AmountLine } from './RemoveLiquidity';

/** confirm → waiting → submitted (or error); the in-flight states are the TransactionDialog's. */
export type RemoveLiquidityDialogState = { readonly status: 'confirm' } | TransactionDialogState;

export interface RemoveLiquidityDialogLabels extends TransactionDialogLabels {
  /** 'Remove Liquidity' */
  readonly title: string;
  /** 'Remove' */
  readonly confirm: string;
}

export interface RemoveLiquidityDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: RemoveLiquidityDialogState;
  readonly amounts: readonly AmountLine[];
  readonly onConfirm: () => void;
  readonly labels: RemoveLiquidityDialogLabels;
}

/** The removal's review, then the wallet's confirmation, then the submitted transaction. */
export function RemoveLiquidityDialog(props: RemoveLiquidityDialogProps) {
  const titleId = useId();
  const { state, labels } = props;
  if (state.status !== 'confirm') {
    return (
      <TransactionDialog
        isOpen={props.isOpen}
        onDismiss={props.onDismiss}
        state={state}
        labels={labels}
      />
    );
  }
  return (
    <Modal isOpen={props.isOpen} onDismiss={props.onDismiss} aria-labelledby={titleId}>
      <div className={body}>
        <DialogHeader
          titleId={titleId}
          title={labels.title}
          closeLabel={labels.close}
          onClose={props.onDismiss}
        />
        <Column gap="sm">
          {props.amounts.map((entry) => (
            <div key={entry.label} className={line}>
              <Text tone="secondary" className={wrapText}>
                {entry.label}
              </Text>
              <Text variant="subtitle">{entry.amount}</Text>
            </div>
          ))}
        </Column>
        <Button variant="primary" fullWidth onClick={props.onConfirm}>
          {labels.confirm}
        </Button>
      </div>
    </Modal>
  );
}
