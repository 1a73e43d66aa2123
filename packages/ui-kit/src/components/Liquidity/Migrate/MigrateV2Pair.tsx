import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/Button';
import type { NetworkCostRowProps } from '../../ConfirmSwap/NetworkCostRow';
import {
  PriceUpdatedNotice,
  type PriceUpdatedNoticeProps,
} from '../../ConfirmSwap/PriceUpdatedNotice';
import { Column } from '../../Layout/Layout';
import { Spinner } from '../../Spinner/Spinner';
import { Text } from '../../Text/Text';
import {
  FeeTierSelect,
  type FeeTierSelectProps,
  LiquidityNotice,
  RangeSelector,
  type RangeSelectorProps,
} from '../Add/AddLiquidity';
import { FactList, type PriceFact } from '../Shared/FactList';
import { ApproveButtons, type ApproveButtonView } from '../Shared/SubmitButtons';
import { FormCardPage } from '../V2/pairListParts';
import { page, section, warning, wrapText } from './Migrate.css';

/** Spec §5/§9: the V2 and V3 prices are 2 % or more apart. */
export interface PriceDifferenceView {
  /** The warning text. */
  readonly message: string;
  /** The V2 price, the V3 price and the difference, each a label and a formatted value. */
  readonly facts: readonly PriceFact[];
}

/** Spec §4 migration: Migrate -> migrating -> 'Success!'. */
export interface MigrateActionView {
  readonly label: string;
  readonly status: 'ready' | 'migrating' | 'success';
  readonly disabled: boolean;
  readonly onClick: () => void;
}

export interface MigrateV2PairForm {
  /** e.g. "ETH/USDC" and "Uniswap V2" (or "SushiSwap"). */
  readonly pair: string;
  readonly exchange: string;
  /** The wallet LP's facts: LP tokens, pooled amounts, share of the pool (2 decimals). */
  readonly position: readonly PriceFact[];
  /** e.g. "Your position" */
  readonly positionTitle: string;
  readonly feeTier: FeeTierSelectProps;
  /** Spec §8 first-liquidity-provider warning; the pool is created with the migration. */
  readonly firstProvider?: string | undefined;
  readonly priceDifference?: PriceDifferenceView | undefined;
  readonly range: RangeSelectorProps;
  /** What the V3 position takes and what comes back, once the range is valid. */
  readonly outcomeTitle: string;
  readonly outcome: readonly PriceFact[];
  /** What the migration will cost the network, after the outcome. */
  readonly networkCost?: Omit<NetworkCostRowProps, 'classNames'> | undefined;
  /** Approve (on chain) or sign (permit) the LP token for the migrator; absent when done. */
  readonly approval?: ApproveButtonView | undefined;
  /**
   * The price moved between what the form showed and the Migrate click: nothing was sent, and
   * "Price Updated" with Accept shows until the amounts shown now are accepted.
   */
  readonly priceUpdated?: PriceUpdatedNoticeProps | undefined;
  readonly action: MigrateActionView;
}

export type MigrateV2PairState =
  | { readonly status: 'loading'; readonly message: string }
  | { readonly status: 'notFound'; readonly message: string }
  | {
      readonly status: 'disconnected';
      readonly message: string;
      readonly connect: { readonly label: string; readonly onClick: () => void };
    }
  | { readonly status: 'ready'; readonly form: MigrateV2PairForm };

export interface MigrateV2PairProps {
  /** The link back to /migrate/v2. */
  readonly back: ReactNode;
  /** "Migrate V2 Liquidity" */
  readonly title: string;
  /** Settings beside the title (the slippage the minimums use). */
  readonly headerExtra?: ReactNode;
  readonly state: MigrateV2PairState;
}

function MigrateButton({ action }: { readonly action: MigrateActionView }) {
  return (
    <Button
      fullWidth
      size="lg"
      loading={action.status === 'migrating'}
      disabled={action.disabled || action.status !== 'ready'}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}

function Form({ form }: { readonly form: MigrateV2PairForm }) {
  const positionId = useId();
  const outcomeId = useId();
  return (
    <Column gap="lg">
      <section className={section} aria-labelledby={positionId}>
        <Text as="h2" variant="subtitle" id={positionId} className={wrapText}>
          {form.positionTitle}
        </Text>
        <Text tone="secondary" className={wrapText}>
          {form.pair} · {form.exchange}
        </Text>
        <FactList entries={form.position} />
      </section>
      <FeeTierSelect {...form.feeTier} />
      {form.firstProvider ? <LiquidityNotice>{form.firstProvider}</LiquidityNotice> : null}
      {form.priceDifference ? (
        <div className={warning}>
          <LiquidityNotice>{form.priceDifference.message}</LiquidityNotice>
          <FactList entries={form.priceDifference.facts} />
        </div>
      ) : null}
      <RangeSelector {...form.range} />
      {form.outcome.length > 0 ? (
        <section className={section} aria-labelledby={outcomeId}>
          <Text as="h2" variant="subtitle" id={outcomeId}>
            {form.outcomeTitle}
          </Text>
          <FactList
            entries={form.outcome}
            {...(form.networkCost ? { networkCost: form.networkCost } : {})}
          />
        </section>
      ) : null}
      <ApproveButtons approvals={form.approval ? [form.approval] : []} className={wrapText} />
      {form.priceUpdated ? <PriceUpdatedNotice {...form.priceUpdated} /> : null}
      <div aria-live="polite">
        <MigrateButton
          action={form.priceUpdated ? { ...form.action, disabled: true } : form.action}
        />
      </div>
    </Column>
  );
}

// @spec 001 §2.20 The detail page shows the migration
/** Spec 001 §2 "Migrate" (/migrate/v2/{address}): one pair's migration into a V3 range. */
export function MigrateV2Pair(props: MigrateV2PairProps) {
  const { state } = props;
  return (
    <FormCardPage frame={props} className={page}>
      {state.status === 'ready' ? (
        <Form form={state.form} />
      ) : (
        <Column gap="md" alignItems="center">
          {state.status === 'loading' ? <Spinner size="md" /> : null}
          <Text tone="secondary" role={state.status === 'loading' ? 'status' : undefined}>
            {state.message}
          </Text>
          {state.status === 'disconnected' ? (
            <Button onClick={state.connect.onClick}>{state.connect.label}</Button>
          ) : null}
        </Column>
      )}
    </FormCardPage>
  );
}
