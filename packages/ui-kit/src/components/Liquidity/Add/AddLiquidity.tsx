import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import {
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
} from '../../CurrencyInputPanel/CurrencyInputPanel';
import { Column, Row } from '../../Layout/Layout';
import { NumericalInput } from '../../NumericalInput/NumericalInput';
import { Text } from '../../Text/Text';
import { Acknowledgement, type AcknowledgementProps } from '../Shared/Acknowledgement';
import { type DepositFormFrame, FormPage } from '../Shared/FormPage';
import { ActionButton, ApproveButtons } from '../Shared/SubmitButtons';
import {
  line,
  locked,
  notice,
  page,
  pair,
  priceInput,
  rangeEnd,
  stepper,
  tier,
  tierRadio,
  tiers,
  wrapText,
} from './Add.css';

/** One fee tier card: "0.3%" with "Best for most pairs." */
export interface FeeTierOption {
  readonly fee: number;
  readonly label: string;
  readonly description: string;
}

export interface FeeTierSelectProps {
  /** "Select fee tier" (the group's name). */
  readonly legend: string;
  readonly options: readonly FeeTierOption[];
  readonly selected: number | undefined;
  readonly onSelect: (fee: number) => void;
  /** Fixed on the increase page, and before both tokens are chosen. */
  readonly disabled?: boolean;
}

/** Spec §2: the fee tier select, a radio group (arrow keys move between tiers). */
export function FeeTierSelect({
  legend,
  options,
  selected,
  onSelect,
  disabled,
}: FeeTierSelectProps) {
  const name = useId();
  return (
    <fieldset className={tiers} disabled={disabled}>
      <legend>
        <Text variant="label" tone="secondary">
          {legend}
        </Text>
      </legend>
      {options.map((option) => (
        <label key={option.fee} className={tier}>
          <input
            className={tierRadio}
            type="radio"
            name={name}
            value={option.fee}
            checked={selected === option.fee}
            onChange={() => onSelect(option.fee)}
          />
          <Text variant="subtitle">{option.label}</Text>
          <Text variant="small" tone="secondary">
            {option.description}
          </Text>
        </label>
      ))}
    </fieldset>
  );
}

/** One end of the price range: its typed price with the −/+ step buttons. */
export interface RangeEndProps {
  /** "Min Price" / "Max Price"; also the input's accessible name. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Blur: the app snaps the typed price to the nearest usable tick. */
  readonly onCommit?: () => void;
  readonly onDecrement: () => void;
  readonly onIncrement: () => void;
  /** Accessible names of the step buttons, e.g. "Decrease Min Price by 0.6%". */
  readonly decrementLabel: string;
  readonly incrementLabel: string;
  /** e.g. "USDC per WETH". */
  readonly unit: string;
  /** Spec §2: what one step moves, twice the fee ("0.6%"), shown between the step buttons. */
  readonly step?: string | undefined;
  /** How far from the current price, e.g. "-9.5%"; only for a valid range. */
  readonly percent?: string | undefined;
  readonly disabled?: boolean;
}

export function RangeEnd(props: RangeEndProps) {
  const labelId = useId();
  return (
    <fieldset className={rangeEnd} aria-labelledby={labelId}>
      <Text variant="label" tone="secondary" id={labelId}>
        {props.label}
      </Text>
      <div className={stepper}>
        <Button
          variant="outlined"
          size="sm"
          aria-label={props.decrementLabel}
          title={props.decrementLabel}
          onClick={props.onDecrement}
          disabled={props.disabled}
        >
          −
        </Button>
        <NumericalInput
          className={priceInput}
          value={props.value}
          onUserInput={props.onChange}
          onBlur={props.onCommit}
          aria-labelledby={labelId}
          disabled={props.disabled}
        />
        <Button
          variant="outlined"
          size="sm"
          aria-label={props.incrementLabel}
          title={props.incrementLabel}
          onClick={props.onIncrement}
          disabled={props.disabled}
        >
          +
        </Button>
      </div>
      <Text variant="small" tone="secondary" className={wrapText}>
        {props.unit}
      </Text>
      {props.step ? (
        // The step buttons' names say it too; this is the visible form.
        <Text variant="small" tone="secondary" aria-hidden="true">
          ± {props.step}
        </Text>
      ) : null}
      {props.percent ? <Text variant="small">{props.percent}</Text> : null}
    </fieldset>
  );
}

/** A warning box: polite, so screen readers hear it when it appears. */
export function LiquidityNotice({ children }: { readonly children: ReactNode }) {
  return (
    <div className={notice} role="status" aria-live="polite">
      <Text variant="small">{children}</Text>
    </div>
  );
}

export interface RangeSelectorProps {
  /** "Set Price Range" */
  readonly title: string;
  /** "Current Price: 2000 USDC per WETH", when known. */
  readonly currentPrice?: string | undefined;
  readonly min: RangeEndProps;
  readonly max: RangeEndProps;
  /** "Full Range" */
  readonly fullRange: { readonly label: string; readonly onClick: () => void };
  /** The invalid-range or out-of-range warning, if any. */
  readonly warning?: string | undefined;
  /** The depth chart whose brush moves the same ends (issue #42). */
  readonly chart?: ReactNode;
}

export function RangeSelector(props: RangeSelectorProps) {
  return (
    <Column gap="sm">
      <div className={line}>
        <Text variant="label" tone="secondary">
          {props.title}
        </Text>
        <Button variant="text" size="sm" onClick={props.fullRange.onClick}>
          {props.fullRange.label}
        </Button>
      </div>
      {props.currentPrice ? (
        <Text variant="small" tone="secondary" className={wrapText}>
          {props.currentPrice}
        </Text>
      ) : null}
      {props.chart}
      <div className={pair}>
        <RangeEnd {...props.min} />
        <RangeEnd {...props.max} />
      </div>
      {props.warning ? <LiquidityNotice>{props.warning}</LiquidityNotice> : null}
    </Column>
  );
}

export interface StartingPriceProps {
  /** "Set Starting Price" */
  readonly label: string;
  /** The first-provider warning (spec §8). */
  readonly warning: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** e.g. "USDC per WETH" */
  readonly unit: string;
}

/** Spec §4 pool NOT_EXISTS: the user creates the pool and sets its starting price. */
export function StartingPrice(props: StartingPriceProps) {
  const labelId = useId();
  return (
    <Column gap="sm">
      <LiquidityNotice>{props.warning}</LiquidityNotice>
      <Text variant="label" tone="secondary" id={labelId}>
        {props.label}
      </Text>
      <Row gap="sm" alignItems="center">
        <NumericalInput
          value={props.value}
          onUserInput={props.onChange}
          aria-labelledby={labelId}
        />
        <Text variant="small" tone="secondary" className={wrapText}>
          {props.unit}
        </Text>
      </Row>
    </Column>
  );
}

/** One deposit: the amount panel, or the locked notice when the price is outside the range. */
export type DepositView =
  | { readonly kind: 'input'; readonly panel: CurrencyInputPanelProps }
  | { readonly kind: 'locked'; readonly message: string };

function Deposit({ view }: { readonly view: DepositView }) {
  if (view.kind === 'input') return <CurrencyInputPanel {...view.panel} />;
  return (
    <div className={locked} role="note">
      <Text variant="small" tone="secondary">
        {view.message}
      </Text>
    </div>
  );
}

/** `back` links to /pool or /pool/{tokenId}. */
export interface AddLiquidityProps extends DepositFormFrame {
  /** Spec §2 pair select: the two currencies (no handler: fixed, as on the increase page). */
  readonly pair?: {
    readonly label: string;
    readonly selectLabel: string;
    readonly a: { readonly symbol: string | null; readonly onSelect?: () => void };
    readonly b: { readonly symbol: string | null; readonly onSelect?: () => void };
  };
  readonly feeTier?: FeeTierSelectProps;
  /** Only for a pool that does not exist yet. */
  readonly startingPrice?: StartingPriceProps;
  /** Absent on the increase page (the position's range is fixed) and before a pair is chosen. */
  readonly range?: RangeSelectorProps;
  /** The fixed range of the position being increased, e.g. "1,500 – 2,500 USDC per WETH". */
  readonly rangeSummary?: string;
  /** On the increase page: the depth chart with the position's range drawn over it. */
  readonly rangeChart?: ReactNode;
  /** "Deposit Amounts" */
  readonly depositLabel: string;
  readonly depositA: DepositView;
  readonly depositB: DepositView;
  /** Spec §2 unsupported-asset notice; the add button is disabled with it. */
  readonly unsupported?: string;
  /**
   * Increasing a position the account neither owns nor operates: what that means, and the box to
   * tick before the add can go ahead (the app keeps the add button disabled until it is ticked).
   */
  readonly acknowledgement?: AcknowledgementProps;
}

// @spec 001 §2.2 Pair select, fee tier select, starting
/** Spec 001 §2 "Add V3 liquidity page" (also increase), every text from the app. */
export function AddLiquidity(props: AddLiquidityProps) {
  return (
    <FormPage
      back={props.back}
      title={props.title}
      headerExtra={props.headerExtra}
      className={page}
    >
      <Card padding="lg">
        <Column gap="lg">
          {props.pair ? (
            <Column gap="sm">
              <Text variant="label" tone="secondary">
                {props.pair.label}
              </Text>
              <div className={pair}>
                {[props.pair.a, props.pair.b].map((side, index) => (
                  <Button
                    // biome-ignore lint/suspicious/noArrayIndexKey: the two fixed sides
                    key={index}
                    variant={side.symbol === null ? 'primary' : 'outlined'}
                    onClick={side.onSelect}
                    disabled={!side.onSelect}
                    className={wrapText}
                  >
                    {side.symbol ?? props.pair?.selectLabel}
                  </Button>
                ))}
              </div>
            </Column>
          ) : null}
          {props.feeTier ? <FeeTierSelect {...props.feeTier} /> : null}
          {props.startingPrice ? <StartingPrice {...props.startingPrice} /> : null}
          {props.range ? <RangeSelector {...props.range} /> : null}
          {props.rangeSummary ? (
            <Text variant="small" tone="secondary" className={wrapText}>
              {props.rangeSummary}
            </Text>
          ) : null}
          {props.rangeChart}
          <Column gap="sm">
            <Text variant="label" tone="secondary">
              {props.depositLabel}
            </Text>
            <Deposit view={props.depositA} />
            <Deposit view={props.depositB} />
          </Column>
          {props.unsupported ? <LiquidityNotice>{props.unsupported}</LiquidityNotice> : null}
          {props.acknowledgement ? <Acknowledgement {...props.acknowledgement} /> : null}
          <ApproveButtons approvals={props.approvals} className={pair} />
          <ActionButton action={props.action} />
        </Column>
      </Card>
    </FormPage>
  );
}
