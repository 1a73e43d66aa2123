// What /migrate/v2/{address} shows (spec 001 §2 "Migrate", §4 migration, §5): connect first, the
// pair not found, loading, else the form: the wallet LP's facts, the fee tier, the price warning,
// the range, the V3 outcome, Approve and the Migrate button. Numbers are written for the given
// locale, words by `t`; the shape is any UI kit's migrate page state.
import type { ApprovalState } from '@dex/approvals';
import type { Translator } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import type { FeeAmount } from '@uniswap/v3-sdk';
import { approveButton } from '../approveButtons';
import { FEE_TIERS } from '../feeTiers';
import type { MintAction } from '../mintState';
import type { RangeInfo, RangeTypedValue } from '../range';
import { v2Symbol } from '../v2/currencies';
import { type AddViewMessage, feeTierOptions } from '../view/addView';
import { type RangeSelectorMessage, rangeSelectorView } from '../view/rangeSelectorView';
import { type MigrateStatus, migrateButton } from './migrateButton';
import { MIGRATE_EXCHANGE_NAMES } from './migrateList';
import {
  type MigrateViewMessage,
  outcomeFacts,
  pairLabel,
  positionFacts,
  priceDifferenceView,
} from './migrateView';
import type { MigratePair } from './pairLookup';
import type { MigrationPlan } from './plan';

/** The messages the migrate page is written with. */
export type MigratePairFormMessage =
  | MigrateViewMessage
  | AddViewMessage
  | RangeSelectorMessage
  | 'addLiquidity.feeTier'
  | 'confirm.accept'
  | 'confirm.priceUpdated'
  | 'migratePair.approve'
  | 'migratePair.approveSummary'
  | 'migratePair.approved'
  | 'migratePair.approving'
  | 'migratePair.connectPrompt'
  | 'migratePair.firstProvider'
  | 'migratePair.migrate'
  | 'migratePair.migrating'
  | 'migratePair.notFound'
  | 'migratePair.outcome'
  | 'migratePair.success'
  | 'migratePair.summary'
  | 'migratePair.yourPosition'
  | 'migrateV2.sushi'
  | 'migrateV2.uniswap'
  | 'poolV2.connectWallet'
  | 'poolV2.loading';

const ACTION_LABELS: Readonly<Record<MigrateStatus, MigratePairFormMessage>> = {
  ready: 'migratePair.migrate',
  migrating: 'migratePair.migrating',
  success: 'migratePair.success',
};

export interface MigratePairFormInput<Cost> {
  readonly connected: boolean;
  readonly pair: MigratePair;
  readonly plan: MigrationPlan | undefined;
  /** The pair's tokens as base and quote (prices read "token1 per token0"). */
  readonly tokens: { readonly base: Token; readonly quote: Token } | undefined;
  readonly fee: FeeAmount;
  readonly range: RangeInfo | undefined;
  readonly left: RangeTypedValue;
  readonly right: RangeTypedValue;
  readonly approval: ApprovalState;
  readonly status: MigrateStatus;
  /** The price moved between what the form showed and the Migrate click. */
  readonly priceUpdated: boolean;
  readonly networkCost: Cost | undefined;
  readonly locale: string;
}

/** What the form reads from the app's state, gathered in one value (the cost and locale are the page's). */
export type MigratePairFormReads = Omit<MigratePairFormInput<unknown>, 'networkCost' | 'locale'>;

export interface MigratePairFormHandlers {
  readonly onConnect: () => void;
  /** Approve, with the history text of the approval. */
  readonly onApprove: (summary: string) => void;
  readonly onSelectFee: (fee: FeeAmount) => void;
  readonly onRange: (action: MintAction) => void;
  readonly onAcceptPriceUpdate: () => void;
  /** Migrate, with the history text of the migration. */
  readonly onMigrate: (summary: string) => void;
}

/** The migrate page's state for a pair, its plan and the account's approval. */
export function migratePairForm<Cost>(
  t: Translator<MigratePairFormMessage>,
  input: MigratePairFormInput<Cost>,
  handlers: MigratePairFormHandlers,
) {
  const { pair, plan, tokens, fee, locale, approval, status } = input;
  if (!input.connected) {
    return {
      status: 'disconnected',
      message: t('migratePair.connectPrompt'),
      connect: { label: t('poolV2.connectWallet'), onClick: handlers.onConnect },
    } as const;
  }
  if (pair.status === 'notFound') {
    return { status: 'notFound', message: t('migratePair.notFound') } as const;
  }
  if (pair.status === 'loading' || !plan || !tokens) {
    return { status: 'loading', message: t('poolV2.loading') } as const;
  }
  const exchange = t(MIGRATE_EXCHANGE_NAMES[pair.exchange] ?? 'migrateV2.uniswap');
  const label = pairLabel(pair);
  const balance = pair.balance ?? 0n;
  const done = status !== 'ready';
  const approvalView =
    done || balance === 0n
      ? undefined
      : approveButton(
          approval,
          {
            approve: t('migratePair.approve'),
            approving: t('migratePair.approving'),
            approved: t('migratePair.approved'),
          },
          () => handlers.onApprove(t('migratePair.approveSummary', { pair: label })),
        );
  const action = migrateButton({ connected: true, block: plan.block, approval, status });
  const actionStatus = 'status' in action ? action.status : 'ready';
  const summary = t('migratePair.summary', { pair: label });
  return {
    status: 'ready',
    form: {
      pair: label,
      exchange,
      positionTitle: t('migratePair.yourPosition', { exchange }),
      position: positionFacts(t, { ...pair, balance }, plan, locale),
      feeTier: {
        legend: t('addLiquidity.feeTier'),
        options: feeTierOptions(
          t,
          FEE_TIERS.map((tier) => tier.fee),
          locale,
        ),
        selected: fee,
        onSelect: (next: number) => {
          handlers.onSelectFee(next as FeeAmount);
          handlers.onRange({ type: 'resetRange' });
        },
        disabled: done,
      },
      firstProvider: plan.createPool ? t('migratePair.firstProvider', { exchange }) : undefined,
      priceDifference: priceDifferenceView(t, plan, exchange, locale),
      range: rangeSelectorView(t, {
        pair: tokens,
        fee,
        range: input.range,
        left: input.left,
        right: input.right,
        tickCurrent: plan.pool?.tickCurrent,
        current: plan.v3Price,
        onType: (side, typedValue) =>
          handlers.onRange({
            type: side === 'left' ? 'typeLeftRange' : 'typeRightRange',
            typedValue,
          }),
        onFullRange: () => handlers.onRange({ type: 'fullRange' }),
        baseSymbol: v2Symbol(tokens.base),
        quoteSymbol: v2Symbol(tokens.quote),
        locale,
      }),
      outcomeTitle: t('migratePair.outcome'),
      outcome: outcomeFacts(t, plan, locale),
      networkCost: input.networkCost,
      approval: approvalView,
      priceUpdated: input.priceUpdated
        ? {
            label: t('confirm.priceUpdated'),
            acceptLabel: t('confirm.accept'),
            onAccept: handlers.onAcceptPriceUpdate,
          }
        : undefined,
      action: {
        label: t(ACTION_LABELS[actionStatus]),
        status: actionStatus,
        disabled: 'disabled' in action ? action.disabled : true,
        onClick: () => handlers.onMigrate(summary),
      },
    },
  } as const;
}
