// /migrate/v2/{address}: the ui-kit MigrateV2Pair over migratePairAtoms.ts (spec 001 §2 "Migrate",
// §4 migration). No migration rules here: they are in @dex/liquidity.

import { migrateCostKey, migratePairForm } from '@dex/liquidity';
import { BackLink, MigrateV2Pair, TransactionDialog, useDocumentTitle } from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  acceptMigratePriceUpdateAtom,
  approveMigrateAtom,
  dispatchMigrateRangeAtom,
  estimateMigrateCostAtom,
  liveMigrateReviewAtom,
  migrateFeeAtom,
  migratePairAddressAtom,
  migratePairPageReadsAtom,
  migrateWriteDialogAtom,
  resetMigrateAtom,
  sendMigrateAtom,
} from './migratePairAtoms';

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
  useDocumentTitle(t('app.pageTitle', { page: t('migrateV2.title') }));

  const reads = useAtomValue(migratePairPageReadsAtom);
  const setFee = useSetAtom(migrateFeeAtom);
  const dispatchRange = useSetAtom(dispatchMigrateRangeAtom);
  const approve = useSetAtom(approveMigrateAtom);
  const send = useSetAtom(sendMigrateAtom);
  // What the form shows now: what Migrate sends (a different live one at the click: Price Updated).
  const shown = useAtomValue(liveMigrateReviewAtom);
  const acceptPriceUpdate = useSetAtom(acceptMigratePriceUpdateAtom);
  const writeDialog = useAtomValue(migrateWriteDialogAtom);
  const setWriteDialog = useSetAtom(migrateWriteDialogAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  // Estimated once per migration shown (pair, amount, range, tier, approval), not per block.
  const costId = shown && !writeDialog ? migrateCostKey(shown, reads.approval) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id names the migration shown
  const costKey = useMemo(() => (costId && shown ? { review: shown } : null), [costId]);
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateMigrateCostAtom));

  const back = (
    <BackLink to="/migrate/v2" linkComponent={Link}>
      {t('migratePair.back')}
    </BackLink>
  );
  const state = migratePairForm(
    t,
    { ...reads, networkCost, locale },
    {
      onConnect: () => openModal(ApplicationModal.WALLET),
      onApprove: (summary) => void approve(summary),
      onSelectFee: setFee,
      onRange: dispatchRange,
      onAcceptPriceUpdate: acceptPriceUpdate,
      onMigrate: (summary) => void send({ summary, shown }),
    },
  );

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
