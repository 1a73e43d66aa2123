// /add/{a?}/{b?}/{fee?} and /increase/{a}/{b}/{fee}/{tokenId}: the ui-kit AddLiquidity over the
// atoms of this folder. No liquidity rules here (they are in @dex/liquidity).

import {
  addChartSubject,
  addPageView,
  addRoutePath,
  priceUpdatedProps,
  routeWithCurrency,
} from '@dex/liquidity';
import { AddLiquidity, BackLink, LiquidityReviewDialog, useDocumentTitle } from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { formatUsd } from '../../prices';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { useDepositGasPrice } from '../depositReads';
import { LazyPoolCharts } from '../LazyPoolCharts';
import {
  acceptAddPriceUpdateAtom,
  addConfirmOpenAtom,
  addDecisionAtom,
  addReviewAtom,
  addReviewDetailsAtom,
  addWriteDialogAtom,
  approveDepositAtom,
  confirmAddAtom,
  dismissAddDialogAtom,
  estimateAddCostAtom,
  startAddAtom,
} from './addActions';
import {
  addPageReadsAtom,
  addRouteAtom,
  dispatchMintAtom,
  foreignPositionAcknowledgedAtom,
  poolResultAtom,
} from './addAtoms';

// @spec 001 §2.2 Pair select, fee tier select, starting
// @spec 001 §2.7 Unsupported-asset notice
export function AddLiquidityPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const params = useParams();
  const navigate = useNavigate();
  const setRoute = useSetAtom(addRouteAtom);
  const dispatch = useSetAtom(dispatchMintAtom);
  const { currencyIdA, currencyIdB, feeAmount, tokenId } = params;
  const route = { currencyIdA, currencyIdB, feeAmount, tokenId };
  // The route seeds the page; a new pair or tier starts a new range.
  useEffect(() => {
    setRoute({ currencyIdA, currencyIdB, feeAmount, tokenId });
    dispatch({ type: 'resetRange' });
  }, [currencyIdA, currencyIdB, feeAmount, tokenId, setRoute, dispatch]);

  const reads = useAtomValue(addPageReadsAtom);
  const gasPriceWei = useDepositGasPrice(reads.currencyA, reads.currencyB);
  const openModal = useSetAtom(openModalWriteAtom);
  const approve = useSetAtom(approveDepositAtom);
  const startAdd = useSetAtom(startAddAtom);
  const confirmAdd = useSetAtom(confirmAddAtom);
  const acceptPriceUpdate = useSetAtom(acceptAddPriceUpdateAtom);
  const review = useAtomValue(addReviewAtom);
  const networkCost = useNetworkCost(review, useSetAtom(estimateAddCostAtom));
  const decision = useAtomValue(addDecisionAtom);
  const confirmOpen = useAtomValue(addConfirmOpenAtom);
  const writeDialog = useAtomValue(addWriteDialogAtom);
  const dismissDialog = useSetAtom(dismissAddDialogAtom);
  const [selecting, setSelecting] = useState<'A' | 'B' | null>(null);
  const view = addPageView(t, reads, {
    gasPriceWei,
    locale,
    dispatch,
    reviewDetails: useAtomValue(addReviewDetailsAtom),
    usdText: (usd) => formatUsd(usd, locale),
    onAcknowledge: useSetAtom(foreignPositionAcknowledgedAtom),
    onSelectCurrency: setSelecting,
    onSelectFee: (next) => navigate(addRoutePath({ ...route, feeAmount: String(next) })),
    onApprove: (amount, summary) => void approve({ amount, summary }),
    onConnect: () => openModal(ApplicationModal.WALLET),
    onAdd: startAdd,
  });
  const { acknowledgement } = view;
  useDocumentTitle(t('app.pageTitle', { page: view.title }));
  const chartSubject = addChartSubject({ ...reads, poolResult: useAtomValue(poolResultAtom) });
  const chainId = useAtomValue(activeChainIdAtom);
  // The brush on /add types the range ends; /increase draws the position's fixed range.
  const charts = chartSubject && (
    <LazyPoolCharts
      chainId={chainId}
      subject={chartSubject}
      mode={reads.isIncrease ? 'position' : 'brush'}
      onRange={({ left, right }) => {
        dispatch({ type: 'typeLeftRange', typedValue: left });
        dispatch({ type: 'typeRightRange', typedValue: right });
      }}
    />
  );
  const { range } = view.form;

  return (
    <>
      <AddLiquidity
        back={
          <BackLink to={view.back.to} linkComponent={Link}>
            {view.back.label}
          </BackLink>
        }
        {...view.form}
        {...(range ? { range: { ...range, chart: charts } } : { rangeChart: charts })}
        {...(acknowledgement ? { acknowledgement } : {})}
      />
      <TokenSelectModal
        isOpen={selecting !== null}
        onDismiss={() => setSelecting(null)}
        selectedIds={[currencyIdA, currencyIdB].filter((id): id is string => id !== undefined)}
        onSelect={(id) => {
          if (selecting) navigate(addRoutePath(routeWithCurrency(route, selecting, id)));
          setSelecting(null);
        }}
      />
      <LiquidityReviewDialog
        isOpen={Boolean(writeDialog) || confirmOpen}
        onDismiss={() => {
          if (dismissDialog()) navigate('/pool');
        }}
        state={writeDialog ? transactionDialogState(t, writeDialog) : { status: 'review' }}
        lines={view.reviewLines}
        {...(acknowledgement ? { acknowledgement } : {})}
        networkCost={networkCost}
        {...priceUpdatedProps(t, decision?.kind === 'priceUpdated', acceptPriceUpdate)}
        onConfirm={() => void confirmAdd(view.summary)}
        labels={{ ...view.reviewLabels, ...transactionDialogLabels(t) }}
      />
    </>
  );
}
