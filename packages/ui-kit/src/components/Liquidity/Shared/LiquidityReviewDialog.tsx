import { Button } from '../../Button/Button';
import type { NetworkCostRowProps } from '../../ConfirmSwap/NetworkCostRow';
import {
  PriceUpdatedNotice,
  type PriceUpdatedNoticeProps,
} from '../../ConfirmSwap/PriceUpdatedNotice';
import { Text } from '../../Text/Text';
import type {
  TransactionDialogLabels,
  TransactionDialogState,
} from '../../TransactionDialog/TransactionDialog';
import { Acknowledgement, type AcknowledgementProps } from './Acknowledgement';
import { FactList, type PriceFact } from './FactList';
import { wrapText } from './Shared.css';
import { WriteFormDialog } from './WriteFormDialog';

/** review → waiting (pending) → submitted (or error); the last three are the TransactionDialog's. */
export type LiquidityReviewDialogState = { readonly status: 'review' } | TransactionDialogState;

export interface LiquidityReviewDialogLabels extends TransactionDialogLabels {
  /** 'Add Liquidity', 'Remove Liquidity', 'You are creating a pool', 'You will receive', ... */
  readonly title: string;
  /** 'Add', 'Remove', 'Create Pool & Supply', 'Confirm Supply', 'Confirm', ... */
  readonly confirm: string;
}

export interface LiquidityReviewDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: LiquidityReviewDialogState;
  /** A headline under the title, e.g. "0.0011 ETH/USDC Pool Tokens" (V2). */
  readonly headline?: string;
  readonly lines: readonly PriceFact[];
  /** What the write will cost the network, the last line (absent: no such line). */
  readonly networkCost?: Omit<NetworkCostRowProps, 'classNames'>;
  /** A risk to accept first (e.g. someone else's position): the confirm button waits for the tick. */
  readonly acknowledgement?: AcknowledgementProps;
  /**
   * The amounts moved with the price since they were shown: "Price Updated" with Accept, and the
   * confirm button waits until the new ones are accepted.
   */
  readonly priceUpdated?: PriceUpdatedNoticeProps;
  readonly onConfirm: () => void;
  readonly labels: LiquidityReviewDialogLabels;
}

/**
 * Every liquidity write (V3 add, increase and remove; V2 add and remove): the review, then the
 * wallet's confirmation, then the submitted transaction.
 * @spec 001 §2.9 A confirm dialog reads 'You are
 */
export function LiquidityReviewDialog(props: LiquidityReviewDialogProps) {
  const { state, labels } = props;
  return (
    <WriteFormDialog
      isOpen={props.isOpen}
      onDismiss={props.onDismiss}
      transaction={state.status === 'review' ? null : state}
      title={labels.title}
      labels={labels}
    >
      {props.headline ? (
        <Text variant="subtitle" className={wrapText}>
          {props.headline}
        </Text>
      ) : null}
      {props.priceUpdated ? <PriceUpdatedNotice {...props.priceUpdated} /> : null}
      <FactList
        entries={props.lines}
        {...(props.networkCost ? { networkCost: props.networkCost } : {})}
      />
      {props.acknowledgement ? <Acknowledgement {...props.acknowledgement} /> : null}
      <Button
        variant="primary"
        fullWidth
        disabled={
          props.priceUpdated !== undefined ||
          (props.acknowledgement ? !props.acknowledgement.checked : false)
        }
        onClick={props.onConfirm}
      >
        {labels.confirm}
      </Button>
    </WriteFormDialog>
  );
}
