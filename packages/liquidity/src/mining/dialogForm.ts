// The Deposit, Withdraw and Claim dialogs of /uni/{a}/{b} (spec 001 §4 "Deposit flow (mining)",
// §5 "Mining deposit"): each dialog's title and form (facts, note, field, buttons) from the pool,
// the typed deposit and the account's unstaked LP. Numbers are written for the given locale, words
// by `t`; the shape is any UI kit's mining dialog form.
import type { ApprovalState } from '@dex/approvals';
import {
  formatCurrencyAmount,
  localizeDecimal,
  type Translator,
  type WriteDialogState,
} from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS as DIGITS } from '@dex/router';
import type { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { v2Symbol } from '../v2/currencies';
import { depositButtons, formAction, type MiningDialogMessage } from './dialogButtons';
import type { MiningFormError } from './formErrors';
import { miningPoolSummary } from './poolSummary';
import type { MiningPool } from './pools';
import { weeklyRewardsFor } from './staking';

/** The messages the mining dialogs are written with. */
export type MiningDialogFormMessage =
  | MiningDialogMessage
  | 'mining.available'
  | 'mining.claim'
  | 'mining.claimAction'
  | 'mining.claimNote'
  | 'mining.claimSummary'
  | 'mining.depositAmount'
  | 'mining.depositSummary'
  | 'mining.depositedLiquidity'
  | 'mining.lpSymbol'
  | 'mining.perWeek'
  | 'mining.unclaimedRewards'
  | 'mining.weeklyRewards'
  | 'mining.withdraw'
  | 'mining.withdrawAction'
  | 'mining.withdrawNote'
  | 'mining.withdrawSummary'
  | 'removeV2.approveSummary'
  | 'removeV2.max';

export interface MiningDialogFormInput {
  /** Which dialog: Deposit, or the Withdraw (`exit`) or Claim (`getReward`) confirmation. */
  readonly kind: 'deposit' | 'withdraw' | 'claim' | null;
  readonly pool: MiningPool;
  /** The deposit field's text, its amount, and the account's unstaked LP. */
  readonly typed: string;
  readonly amount: CurrencyAmount<Token> | undefined;
  readonly unstaked: CurrencyAmount<Token> | undefined;
  readonly depositError: MiningFormError;
  readonly stakeError: MiningFormError;
  readonly approval: ApprovalState;
  readonly locale: string;
}

/** What the dialog reads from the app's state, gathered in one value (the pool and locale are the page's). */
export type MiningDialogReads = Omit<MiningDialogFormInput, 'pool' | 'locale'>;

export interface MiningDialogFormHandlers {
  readonly onType: (typed: string) => void;
  readonly onConnect: () => void;
  /** Each write with its history text. */
  readonly onApprove: (summary: string) => void;
  readonly onDeposit: (summary: string) => void;
  readonly onStakeAction: (kind: 'withdraw' | 'claim', summary: string) => void;
}

/** The open dialog's title and form. */
export function miningDialogForm(
  t: Translator<MiningDialogFormMessage>,
  input: MiningDialogFormInput,
  handlers: MiningDialogFormHandlers,
) {
  const { kind, pool, amount, unstaked, locale } = input;
  const { info } = pool;
  const { pair } = miningPoolSummary(pool, undefined);
  const lpSymbol = t('mining.lpSymbol');
  const rewardSymbol = v2Symbol(info.earnedAmount.currency);
  const unclaimed = localizeDecimal(info.earnedAmount.toFixed(4), locale);
  const deposited = `${formatCurrencyAmount(info.stakedAmount, DIGITS, locale)} ${lpSymbol}`;
  if (kind === 'withdraw' || kind === 'claim') {
    const withdraw = kind === 'withdraw';
    const summary = withdraw
      ? t('mining.withdrawSummary', { pair })
      : t('mining.claimSummary', { amount: unclaimed, symbol: rewardSymbol });
    return {
      title: t(withdraw ? 'mining.withdraw' : 'mining.claim'),
      form: {
        kind: 'confirm',
        facts: [
          ...(withdraw ? [{ label: t('mining.depositedLiquidity'), value: deposited }] : []),
          { label: t('mining.unclaimedRewards'), value: `${unclaimed} ${rewardSymbol}` },
        ],
        note: t(withdraw ? 'mining.withdrawNote' : 'mining.claimNote'),
        action: formAction(
          input.stakeError,
          t(withdraw ? 'mining.withdrawAction' : 'mining.claimAction'),
          t,
          { onAction: () => handlers.onStakeAction(kind, summary), onConnect: handlers.onConnect },
        ),
      },
    } as const;
  }
  const shownAmount = amount ? formatCurrencyAmount(amount, DIGITS, locale) : '';
  // What the typed amount would earn once staked (spec §3 hypothetical reward rate).
  const weekly = amount && input.depositError === null ? weeklyRewardsFor(amount, info) : undefined;
  return {
    title: t('mining.deposit'),
    form: {
      kind: 'deposit',
      inputLabel: t('mining.depositAmount'),
      value: input.typed,
      onUserInput: handlers.onType,
      symbol: lpSymbol,
      ...(unstaked
        ? {
            balanceText: t('mining.available', {
              amount: formatCurrencyAmount(unstaked, DIGITS, locale),
              symbol: lpSymbol,
            }),
          }
        : {}),
      max: {
        label: t('removeV2.max'),
        onMax: () => handlers.onType(unstaked?.toExact() ?? ''),
      },
      facts: weekly
        ? [
            {
              label: t('mining.weeklyRewards'),
              value: t('mining.perWeek', {
                amount: formatCurrencyAmount(weekly, DIGITS, locale),
                symbol: rewardSymbol,
              }),
            },
          ]
        : [],
      ...depositButtons(input.depositError, input.approval, t, {
        onApprove: () => handlers.onApprove(t('removeV2.approveSummary', { pair })),
        onDeposit: () =>
          handlers.onDeposit(
            t('mining.depositSummary', { amount: shownAmount, symbol: lpSymbol, pair }),
          ),
        onConnect: handlers.onConnect,
      }),
    },
  } as const;
}

/**
 * Where the open dialog is: its form, else its write as the app words a write's dialog
 * (`writeState`), a submitted one with its hash beside the explorer link (spec 001 §4).
 */
export function miningDialogState<Message, State extends object>(
  t: Translator<'popup.transactionHash'>,
  write: WriteDialogState<Message> | null,
  writeState: (write: WriteDialogState<Message>) => State,
) {
  if (!write) return { status: 'form' as const };
  return {
    ...writeState(write),
    ...(write.status === 'submitted'
      ? { hashText: t('popup.transactionHash', { hash: write.hash }) }
      : {}),
  };
}
