import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from '../../CurrencyInputPanel/CurrencyInputPanel';
import { Column } from '../../Layout/Layout';
import { Spinner } from '../../Spinner/Spinner';
import { Text } from '../../Text/Text';
import { quickButtons, slider } from '../Remove/Remove.css';
import { PERCENT_DEBOUNCE_MS, QUICK_PERCENTS } from '../Remove/RemoveLiquidity';
import type { PriceFact } from './AddV2Liquidity';
import { actions, factLabel, factRow, facts, factValue, header, page, textLink } from './V2.css';

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
export interface RemoveApprovalView {
  readonly label: string;
  readonly status: 'approve' | 'approving' | 'approved';
  readonly onClick: () => void;
}

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
  readonly action: {
    readonly label: string;
    readonly disabled: boolean;
    readonly onClick: () => void;
  };
}

function FactList({ entries }: { readonly entries: readonly PriceFact[] }) {
  return (
    <dl className={facts}>
      {entries.map((entry) => (
        <div key={entry.label} className={factRow}>
          <dt className={factLabel}>{entry.label}</dt>
          <dd className={factValue}>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec 001 §2 "Remove V2": Simple (percent slider) and Detailed (typed amounts), a link apart. */
export function RemoveV2Liquidity(props: RemoveV2LiquidityProps) {
  const { labels, onPercentChange } = props;
  const [shown, setShown] = useState(props.percent);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setShown(props.percent), [props.percent]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const slide = (value: number) => {
    setShown(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onPercentChange(value), PERCENT_DEBOUNCE_MS);
  };
  const jump = (value: number) => {
    clearTimeout(timer.current);
    setShown(value);
    onPercentChange(value);
  };
  return (
    <Column gap="lg" className={page}>
      {props.back}
      <Text as="h1" variant="title">
        {labels.title}
      </Text>
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
              <Text variant="display" aria-hidden="true">
                {shown}%
              </Text>
              <input
                className={slider}
                type="range"
                min={0}
                max={100}
                step={1}
                value={shown}
                aria-label={labels.percentLabel}
                aria-valuetext={`${shown}%`}
                onChange={(event) => slide(Number(event.currentTarget.value))}
              />
              <div className={quickButtons}>
                {QUICK_PERCENTS.map((value) => (
                  <Button
                    key={value}
                    variant={shown === value ? 'secondary' : 'outlined'}
                    size="sm"
                    aria-pressed={shown === value}
                    onClick={() => jump(value)}
                  >
                    {value === 100 ? labels.max : `${value}%`}
                  </Button>
                ))}
              </div>
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
          <div className={actions}>
            {props.approval ? (
              <Button
                fullWidth
                onClick={props.approval.onClick}
                disabled={props.approval.status !== 'approve'}
                aria-busy={props.approval.status === 'approving' || undefined}
              >
                {props.approval.status === 'approving' ? <Spinner size="sm" /> : null}
                {props.approval.label}
              </Button>
            ) : null}
            <Button fullWidth disabled={props.action.disabled} onClick={props.action.onClick}>
              {props.action.label}
            </Button>
          </div>
        </Column>
      </Card>
    </Column>
  );
}
