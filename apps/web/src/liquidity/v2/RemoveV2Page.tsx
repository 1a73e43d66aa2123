// /remove/v2/{a}/{b}: the ui-kit RemoveV2Liquidity over removeV2Atoms.ts (spec 001 §2 "Remove
// V2"): Simple (percent) and Detailed (typed amounts), approve or sign, Remove, native or wrapped.

import { removeV2PageView } from '@dex/liquidity';
import { BackLink, LiquidityReviewDialog, RemoveV2Liquidity, useDocumentTitle } from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  approveOrSignAtom,
  burnStateAtom,
  dismissRemoveV2DialogAtom,
  estimateRemoveV2CostAtom,
  receiveWrappedAtom,
  removeV2PageReadsAtom,
  removeV2ReviewOpenAtom,
  removeV2RouteAtom,
  removeV2WriteDialogAtom,
  sendRemoveV2Atom,
} from './removeV2Atoms';

export function RemoveV2Page() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { currencyIdA, currencyIdB } = useParams();
  const setRoute = useSetAtom(removeV2RouteAtom);
  useEffect(() => {
    setRoute({ currencyIdA, currencyIdB });
  }, [currencyIdA, currencyIdB, setRoute]);
  useDocumentTitle(t('app.pageTitle', { page: t('removeV2.title') }));

  const [mode, setMode] = useState<'simple' | 'detailed'>('simple');
  const reads = useAtomValue(removeV2PageReadsAtom);
  const { burn, receiveWrapped } = reads;
  const setBurn = useSetAtom(burnStateAtom);
  const setReceiveWrapped = useSetAtom(receiveWrappedAtom);
  const approveOrSign = useSetAtom(approveOrSignAtom);
  const send = useSetAtom(sendRemoveV2Atom);
  const openModal = useSetAtom(openModalWriteAtom);
  const [reviewOpen, setReviewOpen] = useAtom(removeV2ReviewOpenAtom);
  const writeDialog = useAtomValue(removeV2WriteDialogAtom);
  const dismiss = useSetAtom(dismissRemoveV2DialogAtom);
  // Estimated again for each opened review and each amount or unwrap choice it shows.
  const costKey = useMemo(
    () => (reviewOpen && !writeDialog ? { burn, receiveWrapped } : null),
    [reviewOpen, writeDialog, burn, receiveWrapped],
  );
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateRemoveV2CostAtom));

  const view = removeV2PageView(t, reads, {
    mode,
    locale,
    setBurn,
    setReceiveWrapped,
    onApprove: (summary) => void approveOrSign(summary),
    onConnect: () => openModal(ApplicationModal.WALLET),
    onRemove: () => setReviewOpen(true),
  });

  return (
    <>
      <RemoveV2Liquidity
        back={
          <BackLink to="/pool/v2" linkComponent={Link}>
            {t('addV2.back')}
          </BackLink>
        }
        labels={view.labels}
        mode={mode}
        onToggleMode={() => setMode(mode === 'simple' ? 'detailed' : 'simple')}
        percent={view.percent}
        onPercentChange={view.onPercentChange}
        inputs={view.inputs}
        receive={view.receive}
        {...(view.receiveToggle ? { receiveToggle: view.receiveToggle } : {})}
        prices={view.prices}
        {...(view.approval ? { approval: view.approval } : {})}
        action={view.action}
      />
      <LiquidityReviewDialog
        isOpen={Boolean(writeDialog) || reviewOpen}
        onDismiss={() => dismiss()}
        state={writeDialog ? transactionDialogState(t, writeDialog) : { status: 'review' }}
        headline={view.headline}
        networkCost={networkCost}
        lines={view.reviewLines}
        onConfirm={() => void send(view.summary)}
        labels={{ ...view.reviewLabels, ...transactionDialogLabels(t) }}
      />
    </>
  );
}
