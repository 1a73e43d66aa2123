// The Deposit, Withdraw and Claim dialogs of /uni/{a}/{b} (spec 001 §4 "Deposit flow (mining)",
// §5 "Mining deposit"): ui-kit's MiningDialog over miningWrites.ts, its texts translated.

import {
  depositButtons,
  formAction,
  type MiningPool,
  miningPoolItem,
  v2Symbol,
  weeklyRewardsFor,
} from '@dex/liquidity';
import { formatCurrencyAmount, localizeDecimal } from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS as DIGITS } from '@dex/router';
import type { MiningConfirmForm, MiningDepositForm } from '@dex/ui-kit';
import { MiningDialog } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { chainTimestampAtom } from '../../state/chainTime';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  approveStakeAtom,
  depositAmountAtom,
  depositAtom,
  depositErrorAtom,
  depositTypedAtom,
  dismissMiningDialogAtom,
  estimateMiningCostAtom,
  lpPermitInfoAtom,
  miningDialogKindAtom,
  miningWriteDialogAtom,
  stakeActionAtom,
  stakeActionErrorAtom,
  stakeApprovalAtom,
  unstakedAmountAtom,
} from './miningWrites';

export function MiningPoolDialog({ pool }: { readonly pool: MiningPool }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const kind = useAtomValue(miningDialogKindAtom);
  const writeDialog = useAtomValue(miningWriteDialogAtom);
  const dismiss = useSetAtom(dismissMiningDialogAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const [typed, setTyped] = useAtom(depositTypedAtom);
  const amount = useAtomValue(depositAmountAtom);
  const unstaked = useAtomValue(unstakedAmountAtom);
  const depositError = useAtomValue(depositErrorAtom);
  const stakeError = useAtomValue(stakeActionErrorAtom);
  const approval = useAtomValue(stakeApprovalAtom);
  const approve = useSetAtom(approveStakeAtom);
  const deposit = useSetAtom(depositAtom);
  const stakeAction = useSetAtom(stakeActionAtom);
  // Priced again for each opened form, and for each deposit amount and approval it would send.
  const costKey = useMemo(
    () => (kind && !writeDialog ? { kind, amount, approval } : null),
    [kind, writeDialog, amount, approval],
  );
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateMiningCostAtom));
  // Read while the page is open, so Approve knows at once whether the pair can sign.
  useAtomValue(lpPermitInfoAtom);
  const chainId = useAtomValue(activeChainIdAtom);
  useAtomValue(chainTimestampAtom(chainId));

  const { info } = pool;
  const { pair } = miningPoolItem(pool, undefined, t);
  const lpSymbol = t('mining.lpSymbol');
  const rewardSymbol = v2Symbol(info.earnedAmount.currency);
  const connect = () => {
    dismiss();
    openModal(ApplicationModal.WALLET);
  };
  const unclaimed = localizeDecimal(info.earnedAmount.toFixed(4), locale);
  const deposited = `${formatCurrencyAmount(info.stakedAmount, DIGITS, locale)} ${lpSymbol}`;

  let title: string;
  let form: MiningDepositForm | MiningConfirmForm;
  if (kind === 'withdraw' || kind === 'claim') {
    const withdraw = kind === 'withdraw';
    title = t(withdraw ? 'mining.withdraw' : 'mining.claim');
    const summary = withdraw
      ? t('mining.withdrawSummary', { pair })
      : t('mining.claimSummary', { amount: unclaimed, symbol: rewardSymbol });
    form = {
      kind: 'confirm',
      facts: [
        ...(withdraw ? [{ label: t('mining.depositedLiquidity'), value: deposited }] : []),
        { label: t('mining.unclaimedRewards'), value: `${unclaimed} ${rewardSymbol}` },
      ],
      note: t(withdraw ? 'mining.withdrawNote' : 'mining.claimNote'),
      action: formAction(
        stakeError,
        t(withdraw ? 'mining.withdrawAction' : 'mining.claimAction'),
        t,
        { onAction: () => void stakeAction({ kind, summary }), onConnect: connect },
      ),
    };
  } else {
    title = t('mining.deposit');
    const shownAmount = amount ? formatCurrencyAmount(amount, DIGITS, locale) : '';
    // What the typed amount would earn once staked (spec §3 hypothetical reward rate).
    const weekly = amount && depositError === null ? weeklyRewardsFor(amount, info) : undefined;
    form = {
      kind: 'deposit',
      inputLabel: t('mining.depositAmount'),
      value: typed,
      onUserInput: setTyped,
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
        onMax: () => setTyped(unstaked?.toExact() ?? ''),
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
      ...depositButtons(depositError, approval, t, {
        onApprove: () => void approve(t('removeV2.approveSummary', { pair })),
        onDeposit: () =>
          void deposit(t('mining.depositSummary', { amount: shownAmount, symbol: lpSymbol, pair })),
        onConnect: connect,
      }),
    };
  }

  return (
    <MiningDialog
      isOpen={kind !== null}
      onDismiss={() => dismiss()}
      networkCost={networkCost}
      title={title}
      state={
        writeDialog
          ? {
              ...transactionDialogState(t, writeDialog),
              // §4: the submitted deposit shows its hash beside the explorer link.
              ...(writeDialog.status === 'submitted'
                ? { hashText: t('popup.transactionHash', { hash: writeDialog.hash }) }
                : {}),
            }
          : { status: 'form' }
      }
      form={form}
      labels={transactionDialogLabels(t)}
    />
  );
}
