import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from '../../CurrencyInputPanel/CurrencyInputPanel';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { FactList, type PriceFact } from '../Shared/FactList';
import { FormPage } from '../Shared/FormPage';
import { PercentSlider } from '../Shared/PercentSlider';
import {
  ActionButton,
  type ActionView,
  ApproveButtons,
  type ApproveButtonView,
} from '../Shared/SubmitButtons';
import { actions, header, page, textLink } from './V2.css';

export interface RemoveV2Labels {
  readonly title: string;
  /** The toggle link: 'Detailed' in simple mode, 'Simple' in detailed mode. */
  readonly toggleMode: string;
  readonly amount: string;
  /** The slider's accessible name. */
  readonly percentLabel: string;
  /** The 100 % button: "Max". */
  readonly max: string;
  readonly youWillReceive: string;
}

/** Approve (on chain) or sign (permit) the LP token for the router. */
export type RemoveApprovalView = ApproveButtonView;

export interface RemoveV2LiquidityProps {
  readonly back: ReactNode;
  readonly labels: RemoveV2Labels;
  readonly mode: 'simple' | 'detailed';
  readonly onToggleMode: () => void;
  /** 0-100, whole (simple mode). */
  readonly percent: number;
  /** Called 100 ms after the slider stops, at once for the quick buttons. */
  readonly onPercentChange: (percent: number) => void;
  /** Detailed mode: the LP amount and the two token amounts, each typed. */
  readonly inputs: readonly CurrencyInputPanelProps[];
  /** What the removal pays out, per token (simple mode). */
  readonly receive: readonly PriceFact[];
  /** 'Receive WETH' / 'Receive ETH' when one side is the native coin or its wrapped token. */
  readonly receiveToggle?: { readonly label: string; readonly onClick: () => void };
  readonly prices: readonly PriceFact[];
  readonly approval?: RemoveApprovalView;
  /** 'Remove', 'Enter an amount' or 'Connect Wallet'. */
  readonly action: ActionView;
}

// @spec 001 §2.22 Simple mode (slider 0-100, step 1
/** Spec 001 §2 "Remove V2": Simple (percent slider) and Detailed (typed amounts), a link apart. */
export function RemoveV2Liquidity(props: RemoveV2LiquidityProps) {
  const { labels, onPercentChange } = props;
  return (
    <FormPage back={props.back} title={labels.title} className={page}>
      <Card padding="lg">
        <Column gap="md">
          <div className={header}>
            <Text variant="label" tone="secondary">
              {labels.amount}
            </Text>
            <Button variant="text" size="sm" className={textLink} onClick={props.onToggleMode}>
              {labels.toggleMode}
            </Button>
          </div>
          {props.mode === 'simple' ? (
            <>
              <PercentSlider
                percent={props.percent}
                onPercentChange={onPercentChange}
                label={labels.percentLabel}
                max={labels.max}
              />
              <section aria-label={labels.youWillReceive}>
                <FactList entries={props.receive} />
              </section>
            </>
          ) : (
            props.inputs.map((input) => <CurrencyInputPanel key={input.label} {...input} />)
          )}
          {props.receiveToggle ? (
            <Button
              variant="text"
              size="sm"
              className={textLink}
              onClick={props.receiveToggle.onClick}
            >
              {props.receiveToggle.label}
            </Button>
          ) : null}
          {props.prices.length > 0 ? <FactList entries={props.prices} /> : null}
          <ApproveButtons approvals={props.approval ? [props.approval] : []} className={actions} />
          <ActionButton action={props.action} />
        </Column>
      </Card>
    </FormPage>
  );
}
