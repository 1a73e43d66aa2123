import type { FocusEvent, ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from '../CurrencyInputPanel/CurrencyInputPanel';
import { Column, Row } from '../Layout/Layout';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { TradePrice, type TradePriceProps } from '../TradePrice/TradePrice';

/** One of the form's main buttons ("Approve USDC", "Swap", ...). */
export interface SwapFormButton {
  /** Unique among the buttons (React key). */
  readonly key: string;
  readonly label: string;
  readonly disabled: boolean;
  /** Shows a spinner before the label (e.g. "Approving"). */
  readonly pending?: boolean;
  readonly onClick: () => void;
}

export interface SwapFormProps {
  /** "Swap" (the card's heading). */
  readonly title: string;
  /** What the swap trades on, e.g. "V3". */
  readonly badge: string;
  /** The settings gear beside the badge. */
  readonly settings?: ReactNode;
  readonly input: CurrencyInputPanelProps;
  /** The switch button's accessible name, e.g. "Switch input and output". */
  readonly switchLabel: string;
  readonly onSwitch: () => void;
  readonly output: CurrencyInputPanelProps;
  /** The recipient field under the amounts (omitted when wrapping). */
  readonly recipient?: ReactNode;
  /** The price line, once a trade is priced. */
  readonly price?: TradePriceProps | null;
  /** "Use V2" when the other protocol also has a trade. */
  readonly versionSwitch?: { readonly label: string; readonly onClick: () => void } | null;
  readonly buttons: readonly SwapFormButton[];
  /** The last swap's error under the buttons (an alert). */
  readonly error?: string | null;
  /** An amount field got focus (e.g. to start loading what prices a trade). */
  readonly onAmountFocus?: () => void;
  /** Dialogs the form opens (token select, review, transaction). */
  readonly children?: ReactNode;
}

/** The swap card: two amount fields, the recipient, the price, the main buttons and the error. */
export function SwapForm({
  title,
  badge,
  settings,
  input,
  switchLabel,
  onSwitch,
  output,
  recipient,
  price,
  versionSwitch,
  buttons,
  error,
  onAmountFocus,
  children,
}: SwapFormProps) {
  return (
    <Card
      padding="lg"
      style={{ maxWidth: '30rem', width: '100%', margin: '0 auto' }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        if (event.target instanceof HTMLInputElement && event.target.inputMode === 'decimal') {
          onAmountFocus?.();
        }
      }}
    >
      <Column gap="md">
        <Row justifyContent="space-between" alignItems="center">
          <Text as="h1" variant="title">
            {title}
          </Text>
          <Row gap="sm" alignItems="center">
            <Badge tone="info">{badge}</Badge>
            {settings}
          </Row>
        </Row>
        <CurrencyInputPanel {...input} />
        <Row justifyContent="center">
          <Button variant="outlined" size="sm" aria-label={switchLabel} onClick={onSwitch}>
            ↓
          </Button>
        </Row>
        <CurrencyInputPanel {...output} />
        {recipient ?? null}
        {price ? <TradePrice {...price} /> : null}
        {versionSwitch ? (
          <Button variant="text" size="sm" onClick={versionSwitch.onClick}>
            {versionSwitch.label}
          </Button>
        ) : null}
        <Row gap="sm">
          {buttons.map((button) => (
            <Button
              key={button.key}
              fullWidth
              size="lg"
              disabled={button.disabled}
              onClick={button.onClick}
            >
              {button.pending ? <Spinner size="sm" /> : null}
              {button.label}
            </Button>
          ))}
        </Row>
        {error ? (
          <Text as="p" role="alert" tone="danger" variant="small">
            {error}
          </Text>
        ) : null}
      </Column>
      {children}
    </Card>
  );
}
