import { Button } from '../Button/Button';
import { InfoIcon } from '../Icons/Icons';
import { Column, Row } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { Tooltip } from '../Tooltip/Tooltip';
import { TradeRoute, type TradeRouteProps } from '../TradeRoute/TradeRoute';

/** One line of the trade details: "Minimum received  1,997.2 USDC". */
export interface TradeDetailLine {
  readonly label: string;
  readonly value: string;
  /** The value's colour, e.g. the price impact's tier. */
  readonly tone?: 'success' | 'primary' | 'warning' | 'danger';
}

export interface TradePriceProps {
  /** "Price" */
  readonly label: string;
  /** The price as shown, e.g. "2,000 USDC per ETH". */
  readonly price: string;
  /** The invert button's title, e.g. "Invert price". */
  readonly invertLabel: string;
  readonly onInvert: () => void;
  /** The trade details behind an info button (a tooltip on hover or keyboard focus). */
  readonly details?: {
    /** The info button's accessible name, e.g. "Trade details". */
    readonly label: string;
    readonly rows: readonly TradeDetailLine[];
    /** A split trade's route diagram under the rows. */
    readonly route?: TradeRouteProps;
  };
}

/** The swap form's price line: the price (press to invert) and the trade details in a tooltip. */
export function TradePrice({ label, price, invertLabel, onInvert, details }: TradePriceProps) {
  return (
    <Row justifyContent="space-between" alignItems="center">
      <Row gap="xs" alignItems="center">
        <Text variant="label" tone="secondary">
          {label}
        </Text>
        {details ? (
          <Tooltip
            placement="bottom"
            content={
              <Column gap="xs" padding="sm">
                {details.rows.map((row) => (
                  <Row key={row.label} justifyContent="space-between" gap="sm">
                    <Text variant="label" tone="secondary">
                      {row.label}
                    </Text>
                    <Text variant="label" tone={row.tone ?? 'primary'} data-tone={row.tone}>
                      {row.value}
                    </Text>
                  </Row>
                ))}
                {details.route ? <TradeRoute {...details.route} /> : null}
              </Column>
            }
          >
            <Button variant="text" size="sm" aria-label={details.label}>
              <InfoIcon />
            </Button>
          </Tooltip>
        ) : null}
      </Row>
      <Button variant="text" size="sm" onClick={onInvert} title={invertLabel}>
        {price}
      </Button>
    </Row>
  );
}
