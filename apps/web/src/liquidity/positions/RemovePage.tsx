// /remove/{tokenId}: take liquidity out of a V3 position (spec 001 §2 "Remove V3", §5).

import {
  parseTokenId,
  positionPlaceholderLabels,
  priceUpdatedProps,
  removePageView,
} from '@dex/liquidity';
import {
  BackLink,
  LiquidityReviewDialog,
  PositionPlaceholder,
  RemoveLiquidity,
  useDocumentTitle,
} from '@dex/ui-kit';
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
  closeRemoveDialogAtom,
  estimateRemoveCostAtom,
  openRemoveReviewAtom,
  receiveNativeAtom,
  removeLiquidityActionAtom,
  removePageReadsAtom,
  removePercentAtom,
} from './removeAtoms';

/** The route only renders this for a valid, non-zero id (the redirect rule sends others to /pool). */
export function RemovePage() {
  const { tokenId } = useParams();
  const id = parseTokenId(tokenId);
  return id ? <RemovePosition tokenId={id} /> : null;
}

function RemovePosition({ tokenId }: { readonly tokenId: bigint }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  // Another chain, account or position than the open review was shown for: Price Updated.
  const { detail, view, percent, receiveNative, dialog, reviewChanged } = useAtomValue(
    removePageReadsAtom(tokenId),
  );
  const setPercent = useSetAtom(removePercentAtom);
  const setReceiveNative = useSetAtom(receiveNativeAtom);
  const openReview = useSetAtom(openRemoveReviewAtom);
  const closeDialog = useSetAtom(closeRemoveDialogAtom);
  const remove = useSetAtom(removeLiquidityActionAtom);
  // Estimated again for each opened review and each percent or native choice it shows.
  const costKey = useMemo(
    () => (dialog.open && !dialog.write ? { tokenId, percent, receiveNative } : null),
    [dialog.open, dialog.write, tokenId, percent, receiveNative],
  );
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateRemoveCostAtom));
  const openModal = useSetAtom(openModalWriteAtom);
  // A new visit starts at 0 %.
  useEffect(() => setPercent(0), [setPercent]);
  useDocumentTitle(t('app.pageTitle', { page: t('remove.title') }));

  const back = (
    <BackLink to={`/pool/${tokenId}`} linkComponent={Link}>
      {t('remove.back')}
    </BackLink>
  );
  if (detail.status !== 'ready') {
    const labels = positionPlaceholderLabels(t);
    return <PositionPlaceholder back={back} status={detail.status} labels={labels} />;
  }

  const page = removePageView(
    t,
    { detail, view, receiveNative, locale },
    {
      connect: () => openModal(ApplicationModal.WALLET),
      review: () => openReview(tokenId),
      toggleNative: () => setReceiveNative(!receiveNative),
    },
  );

  return (
    <>
      <RemoveLiquidity back={back} percent={percent} onPercentChange={setPercent} {...page.form} />
      <LiquidityReviewDialog
        isOpen={dialog.open}
        onDismiss={closeDialog}
        state={dialog.write ? transactionDialogState(t, dialog.write) : { status: 'review' }}
        lines={page.reviewLines}
        networkCost={networkCost}
        {...priceUpdatedProps(t, reviewChanged, () => openReview(tokenId))}
        onConfirm={() => void remove({ tokenId, summary: page.summary })}
        labels={{ ...page.reviewLabels, ...transactionDialogLabels(t) }}
      />
    </>
  );
}
