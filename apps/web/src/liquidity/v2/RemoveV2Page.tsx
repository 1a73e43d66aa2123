// /remove/v2/{a}/{b}: the ui-kit RemoveV2Liquidity over removeV2Atoms.ts (spec 001 §2 "Remove
// V2"): Simple (percent) and Detailed (typed amounts), approve or sign, Remove, native or wrapped.
import { getChainInfo } from '@dex/chains';
import {
  approveButton,
  BurnField,
  lpApproveLabels,
  removeAction,
  removeV2View,
} from '@dex/liquidity';
import {
  BackLink,
  LiquidityReviewDialog,
  type LiquidityReviewDialogState,
  type RemoveApprovalView,
  RemoveV2Liquidity,
} from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { chainTimestampAtom } from '../../state/chainTime';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  approveOrSignAtom,
  burnStateAtom,
  derivedBurnAtom,
  dismissRemoveV2DialogAtom,
  estimateRemoveV2CostAtom,
  hasNativeSideAtom,
  lpApprovalAtom,
  pairPermitInfoAtom,
  receiveWrappedAtom,
  removeCurrencyAAtom,
  removeCurrencyBAtom,
  removePairAtom,
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
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('removeV2.title') });
  }, [t]);
  const chainId = useAtomValue(activeChainIdAtom);
  useAtomValue(chainTimestampAtom(chainId));
  // Read early so the pair's permit support is known before Approve is pressed.
  useAtomValue(pairPermitInfoAtom);

  const [mode, setMode] = useState<'simple' | 'detailed'>('simple');
  const [burn, setBurn] = useAtom(burnStateAtom);
  const [receiveWrapped, setReceiveWrapped] = useAtom(receiveWrappedAtom);
  const currencyA = useAtomValue(removeCurrencyAAtom);
  const currencyB = useAtomValue(removeCurrencyBAtom);
  const { pair } = useAtomValue(removePairAtom);
  const derived = useAtomValue(derivedBurnAtom);
  const approval = useAtomValue(lpApprovalAtom);
  const hasNative = useAtomValue(hasNativeSideAtom);
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

  // The native side's other form: 'Receive WETH' while paying out ETH, and back.
  const chain = getChainInfo(chainId);
  const receiveOther =
    hasNative && chain
      ? receiveWrapped
        ? chain.nativeCurrency.symbol
        : chain.wrappedNativeToken.symbol
      : undefined;
  const view = removeV2View(
    t,
    { mode, burn, derived, pair, currencyA, currencyB, receiveOther, locale },
    (independentField, typedValue) => setBurn({ independentField, typedValue }),
  );
  const approvalView: RemoveApprovalView | undefined =
    derived.error === null
      ? approveButton(approval, lpApproveLabels(t), () => void approveOrSign(view.approveSummary))
      : undefined;
  const action = removeAction(t, derived.error, approvalView?.status === 'approved', {
    onConnect: () => openModal(ApplicationModal.WALLET),
    onRemove: () => setReviewOpen(true),
  });

  const dialogState: LiquidityReviewDialogState | null = writeDialog
    ? transactionDialogState(t, writeDialog)
    : reviewOpen
      ? { status: 'review' }
      : null;

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
        onPercentChange={(value: number) =>
          setBurn({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: String(value) })
        }
        inputs={view.inputs}
        receive={view.receive}
        {...(view.receiveLabel
          ? {
              receiveToggle: {
                label: view.receiveLabel,
                onClick: () => setReceiveWrapped(!receiveWrapped),
              },
            }
          : {})}
        prices={view.prices}
        {...(approvalView ? { approval: approvalView } : {})}
        action={action}
      />
      <LiquidityReviewDialog
        isOpen={dialogState !== null}
        onDismiss={() => dismiss()}
        state={dialogState ?? { status: 'review' }}
        headline={view.headline}
        networkCost={networkCost}
        lines={view.reviewLines}
        onConfirm={() => void send(view.summary)}
        labels={{
          ...view.reviewLabels,
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
