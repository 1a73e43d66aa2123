import {
  RemoveLiquidityDialog,
  type RemoveLiquidityDialogLabels,
  type RemoveLiquidityDialogState,
} from '../Remove/RemoveLiquidityDialog';

/** confirm → waiting (pending) → submitted (or error); the last three are the TransactionDialog's. */
export type AddLiquidityDialogState = RemoveLiquidityDialogState;

/** `title` 'Add Liquidity' (or 'Increase Liquidity'), `confirm` 'Add', and the dialog's texts. */
export type AddLiquidityDialogLabels = RemoveLiquidityDialogLabels;

/** One line of the review, e.g. ["Pooled WETH", "1.5"] or ["Min Price", "1,500 USDC per WETH"]. */
export interface AddLiquidityReviewLine {
  readonly label: string;
  readonly value: string;
}

export interface AddLiquidityDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly state: AddLiquidityDialogState;
  readonly lines: readonly AddLiquidityReviewLine[];
  readonly onConfirm: () => void;
  readonly labels: AddLiquidityDialogLabels;
}

/**
 * Spec §4 V3 add flow: the review, then the wallet's confirmation, then the submitted state; the
 * same review-then-transaction dialog as a removal, with the position's lines.
 */
export function AddLiquidityDialog({ lines, ...props }: AddLiquidityDialogProps) {
  return (
    <RemoveLiquidityDialog
      {...props}
      amounts={lines.map((line) => ({ label: line.label, amount: line.value }))}
    />
  );
}
