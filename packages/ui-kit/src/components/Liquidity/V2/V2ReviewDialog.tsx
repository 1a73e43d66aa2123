import { useId } from 'react';
import { Button } from '../../Button/Button';
import { Modal } from '../../Modal/Modal';
import { Text } from '../../Text/Text';
import { DialogHeader } from '../../TransactionDialog/DialogHeader';
import {
  TransactionDialog,
  type TransactionDialogLabels,
  type TransactionDialogState,
} from '../../TransactionDialog/TransactionDialog';
import { body } from '../../TransactionDialog/TransactionDialog.css';
import type { PriceFact } from './AddV2Liquidity';
import { factLabel, factRow, facts, factValue, wrapText } from './V2.css';

/** review → waiting (pending) → submitted (or error); the last three are the TransactionDialog's. */
export type V2ReviewDialogState = { readonly status: 'review' } | TransactionDialogState;

export interface V2ReviewDialogLabels extends TransactionDialogLabels {
  /** 'You are creating a pool' / 'You will receive' / 'You will receive' (removal) */
  readonly title: string;
  /** 'Create Pool & Supply' / 'Confirm Supply' / 'Confirm' */
  readonly confirm: string;
}

export interface V2ReviewDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: V2ReviewDialogState;
  /** The headline under the title, e.g. "0.0011 ETH/USDC Pool Tokens". */
  readonly headline: string;
  readonly lines: readonly PriceFact[];
  readonly onConfirm: () => void;
  readonly labels: V2ReviewDialogLabels;
}

/** Spec 001 §2 V2 add (and remove) review, then the wallet's confirmation and the submitted state. */
export function V2ReviewDialog(props: V2ReviewDialogProps) {
  const titleId = useId();
  const { state, labels } = props;
  if (state.status !== 'review') {
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
          {props.headline}
        </Text>
        <dl className={facts}>
          {props.lines.map((entry) => (
            <div key={entry.label} className={factRow}>
              <dt className={factLabel}>{entry.label}</dt>
              <dd className={factValue}>{entry.value}</dd>
            </div>
          ))}
        </dl>
        <Button variant="primary" fullWidth onClick={props.onConfirm}>
          {labels.confirm}
        </Button>
      </div>
    </Modal>
  );
}
