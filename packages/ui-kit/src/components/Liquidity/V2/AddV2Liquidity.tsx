import {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from '../../CurrencyInputPanel/CurrencyInputPanel';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { LiquidityNotice } from '../Add/AddLiquidity';
import { FactList, type PriceFact } from '../Shared/FactList';
import type { DepositFormFrame } from '../Shared/FormPage';
import { ActionButton, ApproveButtons } from '../Shared/SubmitButtons';
import { FormCardPage } from './pairListParts';
import { actions, blockLine, page } from './V2.css';

/** `back` links to /pool/v2; `title` is 'Add Liquidity' or 'Create a pair'. */
export interface AddV2LiquidityProps extends DepositFormFrame {
  /** The first-provider messages (spec §2), shown for a new or empty pair. */
  readonly firstProvider?: readonly string[];
  readonly inputA: CurrencyInputPanelProps;
  readonly inputB: CurrencyInputPanelProps;
  /** 'Initial prices' (a new pool) or 'Prices and pool share', with its figures. */
  readonly prices?: { readonly title: string; readonly facts: readonly PriceFact[] };
}

// @spec 001 §2.8 Two token inputs with max buttons
/** Spec 001 §2 "Add V2 liquidity page": every text comes from the app. */
export function AddV2Liquidity(props: AddV2LiquidityProps) {
  return (
    <FormCardPage frame={props} className={page}>
      <Column gap="md">
        {props.firstProvider && props.firstProvider.length > 0 ? (
          <LiquidityNotice>
            {props.firstProvider.map((message) => (
              <span key={message} className={blockLine}>
                {message}
              </span>
            ))}
          </LiquidityNotice>
        ) : null}
        <CurrencyInputPanel {...props.inputA} />
        <Text align="center" aria-hidden="true">
          +
        </Text>
        <CurrencyInputPanel {...props.inputB} />
        {props.prices ? (
          <section aria-label={props.prices.title}>
            <Text as="h2" variant="label" tone="secondary">
              {props.prices.title}
            </Text>
            <FactList entries={props.prices.facts} />
          </section>
        ) : null}
        <ApproveButtons approvals={props.approvals} className={actions} />
        <ActionButton action={props.action} />
      </Column>
    </FormCardPage>
  );
}
