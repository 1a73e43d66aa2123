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
import { line, wrapText } from './Add.css';

/** confirm → waiting (pending) → submitted (or error); the last three are the TransactionDialog's. */
export type AddLiquidityDialogState = { readonly status: 'confirm' } | TransactionDialogState;

export interface AddLiquidityDialogLabels extends TransactionDialogLabels {
  /** 'Add Liquidity' */
  readonly title: string;
  /** 'Add' */
  readonly confirm: string;
}

/** One line of the review, e.g. ["Pooled WETH", "1.5"] or ["Min Price", "1,500 USDC per WETH"]. */
export interface AddLiquidityReviewLine {
  readonly label: string;
  readonly value: string;
}

export interface AddLiquidityDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: AddLiquidityDialogState;
  /** e.g. "WETH/USDC 0.3%" */
  readonly pair: string;
  readonly lines: readonly AddLiquidityReviewLine[];
  readonly onConfirm: () => void;
  readonly labels: AddLiquidityDialogLabels;
}

/** Spec §4 V3 add flow: the review, then the wallet's confirmation, then the submitted state. */
export function AddLiquidityDialog(props: AddLiquidityDialogProps) {
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
        <Text variant="subtitle" className={wrapText}>
          {props.pair}
        </Text>
        <Column gap="sm">
          {props.lines.map((entry) => (
            <div key={entry.label} className={line}>
              <Text tone="secondary" className={wrapText}>
                {entry.label}
              </Text>
              <Text className={wrapText}>{entry.value}</Text>
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
