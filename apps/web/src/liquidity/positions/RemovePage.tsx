// /remove/{tokenId}: take liquidity out of a V3 position (spec 001 §2 "Remove V3", §5).
import {
  feeText,
  parseTokenId,
  positionBadge,
  positionPairLabel,
  positionPlaceholderLabels,
  priceUpdatedProps,
  removalLines,
  removalLineTexts,
  removalSummaryText,
  removeLabels,
  removePositionAction,
} from '@dex/liquidity';
import { BackLink, LiquidityReviewDialog, PositionPlaceholder, RemoveLiquidity } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { chainTimestampAtom } from '../../state/chainTime';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { positionDetailAtom } from '../positionAtoms';
import {
  closeRemoveDialogAtom,
  estimateRemoveCostAtom,
  openRemoveReviewAtom,
  receiveNativeAtom,
  removeDialogAtom,
  removeLiquidityActionAtom,
  removePercentAtom,
  removeReviewChangedAtom,
  removeViewAtom,
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
  const detail = useAtomValue(positionDetailAtom(tokenId));
  const view = useAtomValue(removeViewAtom(tokenId));
  const [percent, setPercent] = useAtom(removePercentAtom);
  const [receiveNative, setReceiveNative] = useAtom(receiveNativeAtom);
  const dialog = useAtomValue(removeDialogAtom);
  const openReview = useSetAtom(openRemoveReviewAtom);
  const closeDialog = useSetAtom(closeRemoveDialogAtom);
  const remove = useSetAtom(removeLiquidityActionAtom);
  // Another chain, account or position than the open review was shown for: Price Updated.
  const reviewChanged = useAtomValue(removeReviewChangedAtom(tokenId));
  // Estimated again for each opened review and each percent or native choice it shows.
  const costKey = useMemo(
    () => (dialog.open && !dialog.write ? { tokenId, percent, receiveNative } : null),
    [dialog.open, dialog.write, tokenId, percent, receiveNative],
  );
  const networkCost = useNetworkCost(costKey, useSetAtom(estimateRemoveCostAtom));
  const openModal = useSetAtom(openModalWriteAtom);
  // The removal's deadline counts from the latest block's time: keep it read while here.
  useAtomValue(chainTimestampAtom(useAtomValue(activeChainIdAtom)));
  // A new visit starts at 0 %.
  useEffect(() => setPercent(0), [setPercent]);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('remove.title') });
  }, [t]);

  const back = (
    <BackLink to={`/pool/${tokenId}`} linkComponent={Link}>
      {t('remove.back')}
    </BackLink>
  );
  if (detail.status !== 'ready') {
    const labels = positionPlaceholderLabels(t);
    return <PositionPlaceholder back={back} status={detail.status} labels={labels} />;
  }

  const { token0, token1 } = detail;
  const amounts = view.amounts;
  const amountLines = removalLineTexts(t, removalLines(amounts, token0, token1), locale);
  const summary = removalSummaryText(t, amounts, locale);
  const action = removePositionAction(t, view.button, {
    connect: () => openModal(ApplicationModal.WALLET),
    review: () => openReview(tokenId),
  });

  return (
    <>
      <RemoveLiquidity
        back={back}
        pair={positionPairLabel(token0, token1)}
        feeLabel={feeText(detail.position.fee, locale)}
        status={positionBadge(view.status)}
        percent={percent}
        onPercentChange={setPercent}
        amounts={amountLines}
        {...(view.nativeSymbols
          ? {
              receive: {
                label: t('remove.collectAs'),
                symbols: view.nativeSymbols,
                receiveNative,
                onToggle: () => setReceiveNative(!receiveNative),
              },
            }
          : {})}
        action={action}
        {...(view.button === 'not-manager' ? { notice: t('remove.notManager') } : {})}
        labels={removeLabels(t)}
      />
      <LiquidityReviewDialog
        isOpen={dialog.open}
        onDismiss={closeDialog}
        state={dialog.write ? transactionDialogState(t, dialog.write) : { status: 'review' }}
        lines={amountLines.map((line) => ({ label: line.label, value: line.amount }))}
        networkCost={networkCost}
        {...priceUpdatedProps(t, reviewChanged, () => openReview(tokenId))}
        onConfirm={() => void remove({ tokenId, summary })}
        labels={{
          title: t('remove.title'),
          confirm: t('remove.remove'),
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
