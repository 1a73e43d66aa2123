import { useId } from 'react';
import { Button } from '../Button/Button';
import { NumericalInput } from '../NumericalInput/NumericalInput';
import { Text } from '../Text/Text';
import { amount, currencyButton, fiat, inputRow, panel, topRow } from './CurrencyInputPanel.css';

export interface CurrencyInputPanelProps {
  /** e.g. "From", "To (at least)". Also the amount field's accessible name. */
  readonly label: string;
  readonly value: string;
  readonly onUserInput: (value: string) => void;
  /** The selected currency's symbol (untrusted: shown as text); null shows `selectLabel`. */
  readonly currencySymbol: string | null;
  /** "Select a token" */
  readonly selectLabel: string;
  /** Opens the token select dialog; without it the currency is shown but cannot be changed. */
  readonly onCurrencyClick?: () => void;
  /** e.g. "Balance: 1.2345"; omitted while unknown. */
  readonly balanceText?: string;
  /** "MAX" with its handler; shown only when given. */
  readonly max?: { readonly label: string; readonly onMax: () => void };
  /**
   * The amount's value in dollars, already formatted (e.g. "$1,234.56", "$-"), shown under the
   * field; omitted or empty while unknown: no guess is shown, and with `fiatValueLabel` given
   * (a form that shows dollar values) the blank line keeps its place.
   */
  readonly fiatValue?: string;
  /** What `fiatValue` is, e.g. "Value in US dollars"; its tooltip. */
  readonly fiatValueLabel?: string;
}

/**
 * An amount field with its currency, the account's balance, a max button and the amount's dollar
 * value (swap, liquidity).
 */
export function CurrencyInputPanel({
  label,
  value,
  onUserInput,
  currencySymbol,
  selectLabel,
  onCurrencyClick,
  balanceText,
  max,
  fiatValue,
  fiatValueLabel,
}: CurrencyInputPanelProps) {
  const labelId = useId();
  return (
    <section className={panel} aria-labelledby={labelId}>
      <div className={topRow}>
        <Text variant="label" tone="secondary" id={labelId}>
          {label}
        </Text>
        {balanceText !== undefined ? (
          <Text variant="label" tone="secondary">
            {balanceText}
          </Text>
        ) : null}
      </div>
      <div className={inputRow}>
        <NumericalInput
          className={amount}
          value={value}
          onUserInput={onUserInput}
          aria-labelledby={labelId}
        />
        {max ? (
          <Button variant="secondary" size="sm" onClick={max.onMax}>
            {max.label}
          </Button>
        ) : null}
        <Button
          className={currencyButton}
          variant={currencySymbol === null ? 'primary' : 'outlined'}
          size="sm"
          onClick={onCurrencyClick}
          disabled={onCurrencyClick === undefined}
          title={currencySymbol ?? undefined}
        >
          {currencySymbol ?? selectLabel}
        </Button>
      </div>
      {/* On a form that shows dollar values the line keeps its place while the value is unknown,
          so what is below (the price and its details, under a pointer) does not move when it
          arrives. */}
      {fiatValue ? (
        <Text variant="label" tone="secondary" className={fiat} title={fiatValueLabel}>
          {fiatValue}
        </Text>
      ) : fiatValueLabel ? (
        <Text variant="label" tone="secondary" className={fiat} aria-hidden>
          {'\u00a0'}
        </Text>
      ) : null}
    </section>
  );
}
