import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { CONFIRM_WORD, TypedConfirmation } from '../SwapSettings/ExpertModeDialog';
import { Text } from '../Text/Text';
import { DialogHeader } from '../TransactionDialog/DialogHeader';
import { body } from '../TransactionDialog/TransactionDialog.css';
import {
  amountRow,
  amounts,
  type DetailTone,
  detailRow,
  details,
  detailTone,
  symbol,
} from './ConfirmSwapDialog.css';
import { NetworkCostRow, type NetworkCostRowProps } from './NetworkCostRow';
import { PriceUpdatedNotice } from './PriceUpdatedNotice';

export type ImpactConfirmation = 'none' | 'confirm' | 'typedConfirm';

export interface ConfirmSwapLabels {
  /** "Confirm Swap" (the title and the button) */
  readonly title: string;
  readonly from: string;
  readonly to: string;
  /** "Output is estimated. You will receive at least … or the transaction will revert." */
  readonly estimate: string;
  /** "Price Updated" */
  readonly priceUpdated: string;
  /** "Accept" */
  readonly accept: string;
  /** The medium-impact question, e.g. "This swap has a price impact of at least 5%…" */
  readonly impactWarning: string;
  /** 'Please type the word "confirm" to continue with this swap.' */
  readonly impactPrompt: string;
  /** "Continue" */
  readonly impactContinue: string;
  /** "Cancel" */
  readonly cancel: string;
  readonly close: string;
}

export interface ConfirmSwapDetail {
  readonly label: string;
  readonly value: string;
  /** The value's colour, e.g. the price impact's tier colour. */
  readonly tone?: DetailTone;
}

export interface ConfirmSwapDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly input: { readonly amount: string; readonly symbol: string };
  readonly output: { readonly amount: string; readonly symbol: string };
  /** Price, minimum received or maximum sold, price impact, LP fee, route, recipient. */
  readonly details: readonly ConfirmSwapDetail[];
  /** The swap's network cost, the last detail; absent: no such row. */
  readonly networkCost?: NetworkCostRowProps;
  /**
   * The live trade moved from the one shown: "Price Updated" with Accept at every step (review
   * and price-impact confirmation), and nothing can be confirmed until it is accepted.
   */
  readonly priceUpdated: boolean;
  readonly onAcceptPriceUpdate: () => void;
  /** What the price impact requires before the swap is sent. */
  readonly impactConfirmation: ImpactConfirmation;
  /** Open straight at the impact confirmation (expert mode skips the review). */
  readonly skipReview?: boolean;
  readonly onConfirm: () => void;
  readonly labels: ConfirmSwapLabels;
}

/**
 * Reviewing a swap (spec §4 swap flow): the trade, "Price Updated" with Accept when it changed,
 * then the price-impact confirmations — a confirm step at the medium threshold, the typed word
 * "confirm" at the high one — before `onConfirm` sends it. The impact step repeats the estimate
 * (the minimum received or maximum sold that is sent) and, when the price moves meanwhile, the
 * same "Price Updated" gate.
 */
export function ConfirmSwapDialog(props: ConfirmSwapDialogProps) {
  const { labels } = props;
  const titleId = useId();
  const [confirmingImpact, setConfirmingImpact] = useState(props.skipReview === true);
  const [typed, setTyped] = useState('');
  const reviewing = !confirmingImpact || props.impactConfirmation === 'none';
  const confirm = () => {
    if (reviewing && props.impactConfirmation !== 'none') {
      setConfirmingImpact(true);
      return;
    }
    props.onConfirm();
  };
  const priceUpdatedBanner = props.priceUpdated ? (
    <PriceUpdatedNotice
      label={labels.priceUpdated}
      acceptLabel={labels.accept}
      onAccept={props.onAcceptPriceUpdate}
    />
  ) : null;
  const estimate = (
    <Text as="p" variant="small" tone="secondary">
      {labels.estimate}
    </Text>
  );
  return (
    <Modal isOpen={props.isOpen} onDismiss={props.onDismiss} aria-labelledby={titleId}>
      <div className={body}>
        <DialogHeader
          titleId={titleId}
          title={labels.title}
          closeLabel={labels.close}
          onClose={props.onDismiss}
        />
        {reviewing ? (
          <>
            <dl className={amounts}>
              <div className={amountRow}>
                <dt>{labels.from}</dt>
                <dd>
                  {props.input.amount} <span className={symbol}>{props.input.symbol}</span>
                </dd>
              </div>
              <div className={amountRow}>
                <dt>{labels.to}</dt>
                <dd>
                  {props.output.amount} <span className={symbol}>{props.output.symbol}</span>
                </dd>
              </div>
            </dl>
            {priceUpdatedBanner}
            {estimate}
            <dl className={details}>
              {props.details.map((detail) => (
                <div key={detail.label} className={detailRow}>
                  <dt>{detail.label}</dt>
                  <dd
                    className={detail.tone ? detailTone[detail.tone] : undefined}
                    data-tone={detail.tone}
                  >
                    {detail.value}
                  </dd>
                </div>
              ))}
              {props.networkCost ? <NetworkCostRow {...props.networkCost} /> : null}
            </dl>
            <Button
              variant="primary"
              size="lg"
              fullWidth
              disabled={props.priceUpdated}
              onClick={confirm}
            >
              {labels.title}
            </Button>
          </>
        ) : (
          <>
            {priceUpdatedBanner}
            <Text as="p" role="alert" tone="danger">
              {labels.impactWarning}
            </Text>
            {estimate}
            {props.impactConfirmation === 'typedConfirm' ? (
              <TypedConfirmation prompt={labels.impactPrompt} value={typed} onChange={setTyped} />
            ) : null}
            <Button
              variant="primary"
              fullWidth
              disabled={
                props.priceUpdated ||
                (props.impactConfirmation === 'typedConfirm' && typed.trim() !== CONFIRM_WORD)
              }
              onClick={confirm}
            >
              {labels.impactContinue}
            </Button>
            <Button variant="text" fullWidth onClick={props.onDismiss}>
              {labels.cancel}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
