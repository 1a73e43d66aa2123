// /remove/{tokenId}: take liquidity out of a V3 position (spec 001 §2 "Remove V3", §5).

import { feeText, parseTokenId, positionBadge } from '@dex/liquidity';
import { formatCurrencyAmount } from '@dex/primitives';
import { BackLink, LiquidityReviewDialog, RemoveLiquidity } from '@dex/ui-kit';
import { type Currency, CurrencyAmount } from '@uniswap/sdk-core';
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
import { statusLabels } from './labels';
import { PositionPlaceholder } from './PositionPlaceholder';
import { currencySymbol, pairLabel } from './positionFormat';
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

/** Spec 001 §9: amounts have 6 significant digits, fees 4. */
const AMOUNT_DIGITS = 6;
const FEE_DIGITS = 4;

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
  if (detail.status !== 'ready') return <PositionPlaceholder back={back} status={detail.status} />;

  const { token0, token1 } = detail;
  const amounts = view.amounts;
  const zero = (token: Currency | undefined) =>
    token ? CurrencyAmount.fromRawAmount(token, 0) : undefined;
  const symbolOf = (amount: CurrencyAmount<Currency> | undefined, fallback: Currency | undefined) =>
    currencySymbol(amount?.currency ?? fallback);
  const lines = [
    [amounts?.liquidity0 ?? zero(token0), token0, 'remove.pooled', AMOUNT_DIGITS],
    [amounts?.liquidity1 ?? zero(token1), token1, 'remove.pooled', AMOUNT_DIGITS],
    [amounts?.fee0 ?? zero(token0), token0, 'remove.feesEarned', FEE_DIGITS],
    [amounts?.fee1 ?? zero(token1), token1, 'remove.feesEarned', FEE_DIGITS],
  ] as const;
  const amountLines = lines.map(([amount, token, key, digits]) => ({
    label: t(key, { symbol: symbolOf(amount, token) }),
    amount: formatCurrencyAmount(amount, digits, locale),
  }));
  const summary = amounts
    ? t('remove.summary', {
        amount0: formatCurrencyAmount(amounts.liquidity0.add(amounts.fee0), AMOUNT_DIGITS, locale),
        symbol0: currencySymbol(amounts.liquidity0.currency),
        amount1: formatCurrencyAmount(amounts.liquidity1.add(amounts.fee1), AMOUNT_DIGITS, locale),
        symbol1: currencySymbol(amounts.liquidity1.currency),
      })
    : '';
  const action =
    view.button === 'connect'
      ? {
          label: t('swap.connectWallet'),
          disabled: false,
          onClick: () => openModal(ApplicationModal.WALLET),
        }
      : {
          label:
            view.button === 'inactive'
              ? t('remove.inactive')
              : view.button === 'enter-percent'
                ? t('remove.enterPercent')
                : t('remove.remove'),
          disabled: view.button !== 'remove',
          onClick: () => openReview(tokenId),
        };

  return (
    <>
      <RemoveLiquidity
        back={back}
        pair={pairLabel(token0, token1)}
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
        labels={{
          title: t('remove.title'),
          percentLabel: t('remove.percentLabel'),
          amount: t('remove.amount'),
          max: t('remove.max'),
          status: statusLabels(t),
        }}
      />
      <LiquidityReviewDialog
        isOpen={dialog.open}
        onDismiss={closeDialog}
        state={dialog.write ? transactionDialogState(t, dialog.write) : { status: 'review' }}
        lines={amountLines.map((line) => ({ label: line.label, value: line.amount }))}
        networkCost={networkCost}
        {...(reviewChanged
          ? {
              priceUpdated: {
                label: t('confirm.priceUpdated'),
                acceptLabel: t('confirm.accept'),
                onAccept: () => openReview(tokenId),
              },
            }
          : {})}
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
