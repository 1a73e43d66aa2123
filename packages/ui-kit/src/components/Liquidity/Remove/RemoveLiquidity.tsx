import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import { Column, Row } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { Toggle } from '../../Toggle/Toggle';
import { LiquidityNotice } from '../Add/AddLiquidity';
import {
  PositionStatusBadge,
  type PositionStatusLabels,
  type PositionStatusView,
} from '../Positions/PositionStatusBadge';
import { FormPage } from '../Shared/FormPage';
import { PercentSlider } from '../Shared/PercentSlider';
import { line, page, wrapText } from './Remove.css';

export interface AmountLine {
  /** e.g. "Pooled WETH:" or "WETH Fees Earned:" (symbols from chain data: rendered as text). */
  readonly label: string;
  /** 6 significant digits, or the spec's "<0.000001" / "0". */
  readonly amount: string;
}

export interface RemoveLiquidityLabels {
  readonly title: string;
  /** The slider's accessible name, e.g. "Amount to remove (percent)". */
  readonly percentLabel: string;
  readonly amount: string;
  /** The 100 % button: "Max". */
  readonly max: string;
  readonly status: PositionStatusLabels;
}

export interface RemoveLiquidityProps {
  readonly back: ReactNode;
  readonly pair: string;
  readonly feeLabel: string;
  readonly status: PositionStatusView;
  /** The percent applied (0-100, whole). */
  readonly percent: number;
  /** Called 100 ms after the slider stops moving, and at once for the quick buttons. */
  readonly onPercentChange: (percent: number) => void;
  readonly amounts: readonly AmountLine[];
  /** Offered when one side is the wrapped native token. */
  readonly receive?: {
    /** e.g. "Collect as" */
    readonly label: string;
    /** [native symbol, wrapped symbol], e.g. ["ETH", "WETH"]. */
    readonly symbols: readonly [string, string];
    readonly receiveNative: boolean;
    readonly onToggle: () => void;
  };
  /** Why the account cannot remove (neither owner nor approved operator); Remove is disabled. */
  readonly notice?: string;
  /** 'Remove', 'Enter a percent', 'Inactive' or 'Connect Wallet'. */
  readonly action: {
    readonly label: string;
    readonly disabled: boolean;
    readonly onClick: () => void;
  };
  readonly labels: RemoveLiquidityLabels;
}

// @spec 001 §2.23 A percent slider with the same
/** Spec 001 §2 "Remove V3": percent slider with quick buttons, amounts out and the Remove button. */
export function RemoveLiquidity(props: RemoveLiquidityProps) {
  const { labels, onPercentChange } = props;
  return (
    <FormPage back={props.back} title={labels.title} className={page}>
      <div className={line}>
        <Row gap="sm" alignItems="center" flexWrap="wrap">
          <Text variant="subtitle" className={wrapText}>
            {props.pair}
          </Text>
          <Text tone="secondary">{props.feeLabel}</Text>
        </Row>
        <PositionStatusBadge status={props.status} labels={labels.status} />
      </div>
      <Card padding="lg">
        <Column gap="md">
          <Text variant="label" tone="secondary">
            {labels.amount}
          </Text>
          <PercentSlider
            percent={props.percent}
            onPercentChange={onPercentChange}
            label={labels.percentLabel}
            max={labels.max}
          />
        </Column>
      </Card>
      <Card padding="lg">
        <Column gap="sm">
          {props.amounts.map((entry) => (
            <div key={entry.label} className={line}>
              <Text tone="secondary" className={wrapText}>
                {entry.label}
              </Text>
              <Text>{entry.amount}</Text>
            </div>
          ))}
          {props.receive ? (
            <div className={line}>
              <Text tone="secondary">{props.receive.label}</Text>
              <Toggle
                aria-label={props.receive.label}
                isActive={props.receive.receiveNative}
                onToggle={props.receive.onToggle}
                activeText={props.receive.symbols[0]}
                inactiveText={props.receive.symbols[1]}
              />
            </div>
          ) : null}
        </Column>
      </Card>
      {props.notice ? <LiquidityNotice>{props.notice}</LiquidityNotice> : null}
      <Button
        variant="primary"
        fullWidth
        disabled={props.action.disabled}
        onClick={props.action.onClick}
      >
        {props.action.label}
      </Button>
    </FormPage>
  );
}
