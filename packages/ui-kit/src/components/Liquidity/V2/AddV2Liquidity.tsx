import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from '../../CurrencyInputPanel/CurrencyInputPanel';
import { Column } from '../../Layout/Layout';
import { Spinner } from '../../Spinner/Spinner';
import { Text } from '../../Text/Text';
import { type ApproveButtonView, LiquidityNotice } from '../Add/AddLiquidity';
import { actions, blockLine, factLabel, factRow, facts, factValue, header, page } from './V2.css';

/** One figure of the prices box, e.g. ["USDC per ETH", "2000"] or ["Share of Pool", "0.12%"]. */
export interface PriceFact {
  readonly label: string;
  readonly value: string;
}

export interface AddV2LiquidityProps {
  /** The link back to /pool/v2. */
  readonly back: ReactNode;
  /** 'Add Liquidity' or 'Create a pair' */
  readonly title: string;
  /** Settings menu or similar beside the title. */
  readonly headerExtra?: ReactNode;
  /** The first-provider messages (spec §2), shown for a new or empty pair. */
  readonly firstProvider?: readonly string[];
  readonly inputA: CurrencyInputPanelProps;
  readonly inputB: CurrencyInputPanelProps;
  /** 'Initial prices and pool share' or 'Prices and pool share', with its figures. */
  readonly prices?: { readonly title: string; readonly facts: readonly PriceFact[] };
  readonly approvals: readonly ApproveButtonView[];
  /** 'Supply' or the error text in the spec's priority. */
  readonly action: {
    readonly label: string;
    readonly disabled: boolean;
    readonly onClick: () => void;
  };
}

/** Spec 001 §2 "Add V2 liquidity page": every text comes from the app. */
export function AddV2Liquidity(props: AddV2LiquidityProps) {
  return (
    <Column gap="lg" className={page}>
      {props.back}
      <div className={header}>
        <Text as="h1" variant="title">
          {props.title}
        </Text>
        {props.headerExtra}
      </div>
      <Card padding="lg">
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
              <dl className={facts}>
                {props.prices.facts.map((fact) => (
                  <div key={fact.label} className={factRow}>
                    <dt className={factLabel}>{fact.label}</dt>
                    <dd className={factValue}>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {props.approvals.length > 0 ? (
            <div className={actions}>
              {props.approvals.map((approval) => (
                <Button
                  key={approval.label}
                  fullWidth
                  onClick={approval.onClick}
                  disabled={approval.status !== 'approve'}
                  aria-busy={approval.status === 'approving' || undefined}
                >
                  {approval.status === 'approving' ? <Spinner size="sm" /> : null}
                  {approval.label}
                </Button>
              ))}
            </div>
          ) : null}
          <Button
            fullWidth
            size="lg"
            disabled={props.action.disabled}
            onClick={props.action.onClick}
          >
            {props.action.label}
          </Button>
        </Column>
      </Card>
    </Column>
  );
}
