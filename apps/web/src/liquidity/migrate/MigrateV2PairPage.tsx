// /migrate/v2/{address}: the ui-kit MigrateV2Pair over migratePairAtoms.ts (spec 001 §2 "Migrate",
// §4 migration). No migration rules here: they are in @dex/liquidity.
import {
  approveButton,
  FEE_TIERS,
  type FeeAmount,
  feeTier,
  formatFee,
  migrateButton,
  outcomeFacts,
  pairLabel,
  positionFacts,
  priceDifferenceView,
  rangeSelectorView,
  v2Symbol,
} from '@dex/liquidity';
import { localizeNumberText } from '@dex/primitives';
import {
  type ApproveButtonView,
  BackLink,
  MigrateV2Pair,
  type MigrateV2PairState,
  TransactionDialog,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { type MessageKey, useTranslation } from '../../i18n';
import { chainTimestampAtom } from '../../state/chainTime';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  acceptMigratePriceUpdateAtom,
  approveMigrateAtom,
  dispatchMigrateRangeAtom,
  estimateMigrateCostAtom,
  liveMigrateReviewAtom,
  lpPermitInfoAtom,
  migrateApprovalAtom,
  migrateBaseQuoteAtom,
  migrateFeeAtom,
  migratePairAddressAtom,
  migratePairAtom,
  migratePlanAtom,
  migratePriceUpdatedAtom,
  migrateRangeAtom,
  migrateRangeStateAtom,
  migrateStatusAtom,
  migrateWriteDialogAtom,
  resetMigrateAtom,
  sendMigrateAtom,
} from './migratePairAtoms';

const EXCHANGE_NAMES = { uniswapV2: 'migrateV2.uniswap', sushiswap: 'migrateV2.sushi' } as const;

const feeDescription = (fee: number) => `addLiquidity.feeDescription${fee}` as MessageKey;

// @spec 001 §2.20 The detail page shows the migration
export function MigrateV2PairPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { address } = useParams();
  const setAddress = useSetAtom(migratePairAddressAtom);
  const reset = useSetAtom(resetMigrateAtom);
  useEffect(() => {
    setAddress(address);
    reset();
  }, [address, setAddress, reset]);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('migrateV2.title') });
  }, [t]);

  const chainId = useAtomValue(activeChainIdAtom);
  // Watched early: the deadline needs the chain's clock, Approve the pair's permit support.
  useAtomValue(chainTimestampAtom(chainId));
  useAtomValue(lpPermitInfoAtom);
  const account = useAtomValue(connectedAccountAtom);
  const pair = useAtomValue(migratePairAtom);
  const fee = useAtomValue(migrateFeeAtom);
  const setFee = useSetAtom(migrateFeeAtom);
  const tokens = useAtomValue(migrateBaseQuoteAtom);
  const rangeState = useAtomValue(migrateRangeStateAtom);
  const dispatchRange = useSetAtom(dispatchMigrateRangeAtom);
  const range = useAtomValue(migrateRangeAtom);
  const plan = useAtomValue(migratePlanAtom);
  const approval = useAtomValue(migrateApprovalAtom);
  const status = useAtomValue(migrateStatusAtom);
  const approve = useSetAtom(approveMigrateAtom);
  const send = useSetAtom(sendMigrateAtom);
  // What the form shows now: what Migrate sends (a different live one at the click: Price Updated).
  const shown = useAtomValue(liveMigrateReviewAtom);
  const priceUpdated = useAtomValue(migratePriceUpdatedAtom);
  const acceptPriceUpdate = useSetAtom(acceptMigratePriceUpdateAtom);
  const writeDialog = useAtomValue(migrateWriteDialogAtom);
  const setWriteDialog = useSetAtom(migrateWriteDialogAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  // Estimated once per migration shown (pair, amount, range, tier, approval), not per block.
  const { position } = shown ?? {};
  const costId =
    shown && position && !writeDialog
      ? `${shown.pair}|${shown.liquidity}|${position.tickLower}|${position.tickUpper}|${position.pool.fee}|${shown.createPool}|${shown.slippageBips}|${approval}`
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id names the migration shown
  const costKey = useMemo(() => (costId && shown ? { review: shown } : null), [costId]);
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateMigrateCostAtom));

  const back = (
    <BackLink to="/migrate/v2" linkComponent={Link}>
      {t('migratePair.back')}
    </BackLink>
  );
  const connect = {
    label: t('poolV2.connectWallet'),
    onClick: () => openModal(ApplicationModal.WALLET),
  };

  let state: MigrateV2PairState;
  if (!account) {
    state = { status: 'disconnected', message: t('migratePair.connectPrompt'), connect };
  } else if (pair.status === 'notFound') {
    state = { status: 'notFound', message: t('migratePair.notFound') };
  } else if (pair.status === 'loading' || !plan || !tokens) {
    state = { status: 'loading', message: t('poolV2.loading') };
  } else {
    const exchange = t(EXCHANGE_NAMES[pair.exchange]);
    const label = pairLabel(pair);
    const balance = pair.balance ?? 0n;
    const done = status !== 'ready';
    const approvalView: ApproveButtonView | undefined =
      done || balance === 0n
        ? undefined
        : approveButton(
            approval,
            {
              approve: t('migratePair.approve'),
              approving: t('migratePair.approving'),
              approved: t('migratePair.approved'),
            },
            () => void approve(t('migratePair.approveSummary', { pair: label })),
          );
    const action = migrateButton({ connected: true, block: plan.block, approval, status });
    const actionStatus = 'status' in action ? action.status : 'ready';
    const summary = t('migratePair.summary', { pair: label });
    state = {
      status: 'ready',
      form: {
        pair: label,
        exchange,
        positionTitle: t('migratePair.yourPosition', { exchange }),
        position: positionFacts(t, { ...pair, balance }, plan, locale),
        feeTier: {
          legend: t('addLiquidity.feeTier'),
          options: FEE_TIERS.map((tier) => ({
            fee: tier.fee,
            label: localizeNumberText(feeTier(tier.fee)?.label ?? formatFee(tier.fee), locale),
            description: t(feeDescription(tier.fee)),
          })),
          selected: fee,
          onSelect: (next) => {
            setFee(next as FeeAmount);
            dispatchRange({ type: 'resetRange' });
          },
          disabled: done,
        },
        firstProvider: plan.createPool ? t('migratePair.firstProvider', { exchange }) : undefined,
        priceDifference: priceDifferenceView(t, plan, exchange, locale),
        range: rangeSelectorView(t, {
          pair: tokens,
          fee,
          range,
          left: rangeState.leftRangeTypedValue,
          right: rangeState.rightRangeTypedValue,
          tickCurrent: plan.pool?.tickCurrent,
          current: plan.v3Price,
          onType: (side, typedValue) =>
            dispatchRange({
              type: side === 'left' ? 'typeLeftRange' : 'typeRightRange',
              typedValue,
            }),
          onFullRange: () => dispatchRange({ type: 'fullRange' }),
          baseSymbol: v2Symbol(tokens.base),
          quoteSymbol: v2Symbol(tokens.quote),
          locale,
        }),
        outcomeTitle: t('migratePair.outcome'),
        outcome: outcomeFacts(t, plan, locale),
        networkCost,
        approval: approvalView,
        priceUpdated: priceUpdated
          ? {
              label: t('confirm.priceUpdated'),
              acceptLabel: t('confirm.accept'),
              onAccept: acceptPriceUpdate,
            }
          : undefined,
        action: {
          label: t(
            actionStatus === 'migrating'
              ? 'migratePair.migrating'
              : actionStatus === 'success'
                ? 'migratePair.success'
                : 'migratePair.migrate',
          ),
          status: actionStatus,
          disabled: 'disabled' in action ? action.disabled : true,
          onClick: () => void send({ summary, shown }),
        },
      },
    };
  }

  // The wallet steps (waiting, submitted, an error) in the transaction dialog; the form stays.
  return (
    <>
      <MigrateV2Pair back={back} title={t('migrateV2.title')} state={state} />
      <TransactionDialog
        isOpen={writeDialog !== null}
        onDismiss={() => setWriteDialog(null)}
        state={
          writeDialog ? transactionDialogState(t, writeDialog) : { status: 'error', message: '' }
        }
        labels={transactionDialogLabels(t)}
      />
    </>
  );
}
