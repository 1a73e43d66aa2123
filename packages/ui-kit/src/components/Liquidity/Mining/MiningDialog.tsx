import type { NetworkCostRowProps } from '../../ConfirmSwap/NetworkCostRow';
import { CurrencyInputPanel } from '../../CurrencyInputPanel/CurrencyInputPanel';
import { Text } from '../../Text/Text';
import type {
  TransactionDialogLabels,
  TransactionDialogState,
} from '../../TransactionDialog/TransactionDialog';
import { FactList, type PriceFact } from '../Shared/FactList';
import {
  ActionButton,
  type ActionView,
  ApproveButtons,
  type ApproveButtonView,
} from '../Shared/SubmitButtons';
import { WriteFormDialog } from '../Shared/WriteFormDialog';
import { dialogButtons } from './Mining.css';

/** form -> waiting (wallet) -> submitted, or back to the form; the last steps are the TransactionDialog's. */
export type MiningDialogState = { readonly status: 'form' } | TransactionDialogState;

/** The deposit form: an LP amount (at most the unstaked balance), approve, deposit. */
export interface MiningDepositForm {
  readonly kind: 'deposit';
  /** The amount field's label, e.g. "Deposit". */
  readonly inputLabel: string;
  readonly value: string;
  readonly onUserInput: (value: string) => void;
  /** e.g. "UNI-V2" */
  readonly symbol: string;
  /** e.g. "Available to deposit: 0.7071"; omitted while unknown. */
  readonly balanceText?: string;
  readonly max: { readonly label: string; readonly onMax: () => void };
  /** e.g. ["Weekly rewards", "120.5 UNI / week"] for the typed amount. */
  readonly facts: readonly PriceFact[];
  /** Shown until the LP is approved or signed for. */
  readonly approval?: ApproveButtonView;
  /** 'Deposit', or the reason it cannot ('Connect Wallet', 'Enter an amount'). */
  readonly action: ActionView;
}

/** Withdraw or claim: what will happen, then the one button. */
export interface MiningConfirmForm {
  readonly kind: 'confirm';
  readonly facts: readonly PriceFact[];
  /** e.g. "When you withdraw, your UNI is claimed and your liquidity is removed from the mining pool." */
  readonly note: string;
  readonly action: ActionView;
}

export interface MiningDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  /** "Deposit", "Withdraw", "Claim" */
  readonly title: string;
  readonly state: MiningDialogState;
  readonly form: MiningDepositForm | MiningConfirmForm;
  readonly labels: TransactionDialogLabels;
  /** What the deposit, withdrawal or claim will cost the network, after the facts. */
  readonly networkCost?: Omit<NetworkCostRowProps, 'classNames'>;
}

/** /uni/{a}/{b}'s Deposit, Withdraw and Claim dialogs: the form, then the wallet and the transaction. */
export function MiningDialog(props: MiningDialogProps) {
  const { state, form } = props;
  return (
    <WriteFormDialog
      isOpen={props.isOpen}
      onDismiss={props.onDismiss}
      transaction={state.status === 'form' ? null : state}
      title={props.title}
      labels={props.labels}
    >
      {form.kind === 'deposit' ? (
        <>
          <CurrencyInputPanel
            label={form.inputLabel}
            value={form.value}
            onUserInput={form.onUserInput}
            currencySymbol={form.symbol}
            selectLabel={form.symbol}
            max={form.max}
            {...(form.balanceText === undefined ? {} : { balanceText: form.balanceText })}
          />
          <FactList
            entries={form.facts}
            {...(props.networkCost ? { networkCost: props.networkCost } : {})}
          />
          <div className={dialogButtons}>
            <ApproveButtons
              approvals={form.approval ? [form.approval] : []}
              className={dialogButtons}
            />
            <ActionButton action={form.action} />
          </div>
        </>
      ) : (
        <>
          <FactList
            entries={form.facts}
            {...(props.networkCost ? { networkCost: props.networkCost } : {})}
          />
          <Text tone="secondary">{form.note}</Text>
          <ActionButton action={form.action} />
        </>
      )}
    </WriteFormDialog>
  );
}
