// /add/{a?}/{b?}/{fee?} and /increase/{a}/{b}/{fee}/{tokenId}: the ui-kit AddLiquidity over the
// atoms of this folder. No liquidity rules here (they are in @dex/liquidity).
import {
  addFormView,
  addPriceUnit,
  addReviewLines,
  addRoutePath,
  addSummaryText,
  addTitle,
  foreignPositionText,
  increaseNeedsAcknowledgement,
  priceUpdatedProps,
  routeWithCurrency,
} from '@dex/liquidity';
import {
  type AcknowledgementProps,
  AddLiquidity,
  BackLink,
  LiquidityReviewDialog,
  type LiquidityReviewDialogState,
} from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { formatUsd } from '../../prices';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { useDepositGasPrice } from '../depositReads';
import {
  type AddReview,
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
  addErrorAtom,
  addRouteAtom,
  approvalAAtom,
  approvalBAtom,
  balanceAAtom,
  balanceBAtom,
  baseQuoteAtom,
  currencyAAtom,
  currencyBAtom,
  currentPriceAtom,
  depositAtom,
  dispatchMintAtom,
  feeAtom,
  feeOptionsAtom,
  foreignPositionAcknowledgedAtom,
  increaseAuthorityAtom,
  increaseGateAtom,
  isIncreaseAtom,
  mintStateAtom,
  noLiquidityAtom,
  poolForPositionAtom,
  rangeAtom,
  unsupportedAssetAtom,
} from './addAtoms';

// @spec 001 §2.2 Pair select, fee tier select, starting
// @spec 001 §2.3 A back link goes to /pool
// @spec 001 §2.7 Unsupported-asset notice
export function AddLiquidityPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const params = useParams();
  const navigate = useNavigate();
  const setRoute = useSetAtom(addRouteAtom);
  const dispatch = useSetAtom(dispatchMintAtom);
  const route = {
    currencyIdA: params.currencyIdA,
    currencyIdB: params.currencyIdB,
    feeAmount: params.feeAmount,
    tokenId: params.tokenId,
  };
  // The route seeds the page; a new pair or tier starts a new range.
  useEffect(() => {
    setRoute({
      currencyIdA: params.currencyIdA,
      currencyIdB: params.currencyIdB,
      feeAmount: params.feeAmount,
      tokenId: params.tokenId,
    });
    dispatch({ type: 'resetRange' });
  }, [
    params.currencyIdA,
    params.currencyIdB,
    params.feeAmount,
    params.tokenId,
    setRoute,
    dispatch,
  ]);

  const isIncrease = useAtomValue(isIncreaseAtom);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: addTitle(t, isIncrease) });
  }, [t, isIncrease]);

  const state = useAtomValue(mintStateAtom);
  const currencyA = useAtomValue(currencyAAtom);
  const currencyB = useAtomValue(currencyBAtom);
  const gasPriceWei = useDepositGasPrice(currencyA, currencyB);
  const fee = useAtomValue(feeAtom);
  const feeOptions = useAtomValue(feeOptionsAtom);
  const pair = useAtomValue(baseQuoteAtom);
  const noLiquidity = useAtomValue(noLiquidityAtom);
  const pool = useAtomValue(poolForPositionAtom);
  const current = useAtomValue(currentPriceAtom);
  const range = useAtomValue(rangeAtom);
  const deposit = useAtomValue(depositAtom);
  const balanceA = useAtomValue(balanceAAtom);
  const balanceB = useAtomValue(balanceBAtom);
  const error = useAtomValue(addErrorAtom);
  const unsupported = useAtomValue(unsupportedAssetAtom);
  const approvalA = useAtomValue(approvalAAtom);
  const approvalB = useAtomValue(approvalBAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const approve = useSetAtom(approveDepositAtom);
  const startAdd = useSetAtom(startAddAtom);
  const confirmAdd = useSetAtom(confirmAddAtom);
  const acceptPriceUpdate = useSetAtom(acceptAddPriceUpdateAtom);
  const review = useAtomValue(addReviewAtom);
  const reviewDetails = useAtomValue(addReviewDetailsAtom);
  const networkCost = useNetworkCost(review, useSetAtom(estimateAddCostAtom));
  const decision = useAtomValue(addDecisionAtom);
  const confirmOpen = useAtomValue(addConfirmOpenAtom);
  const writeDialog = useAtomValue(addWriteDialogAtom);
  const dismissDialog = useSetAtom(dismissAddDialogAtom);
  const [selecting, setSelecting] = useState<'A' | 'B' | null>(null);
  const increaseAuthority = useAtomValue(increaseAuthorityAtom);
  const gate = useAtomValue(increaseGateAtom);
  const [acknowledged, setAcknowledged] = useAtom(foreignPositionAcknowledgedAtom);
  // Someone else's position (an operator's too): said plainly on the form and in the review, with
  // the owner named and the box to tick.
  const acknowledgement: AcknowledgementProps | undefined =
    increaseAuthority && increaseNeedsAcknowledgement(increaseAuthority.authority)
      ? {
          message: foreignPositionText(t, increaseAuthority.authority, increaseAuthority.owner),
          label: t('addLiquidity.foreignPositionAcknowledge'),
          checked: acknowledged,
          onChange: setAcknowledged,
        }
      : undefined;

  const unit = addPriceUnit(t, currencyA, currencyB);

  // The history text of the add that is sent (the reviewed amounts).
  const addSummary = ({ amountA, amountB }: AddReview) =>
    addSummaryText(t, [amountA, amountB], locale);

  const selectCurrency = (side: 'A' | 'B', id: string) =>
    navigate(addRoutePath(routeWithCurrency(route, side, id)));

  const dialogState: LiquidityReviewDialogState | null = writeDialog
    ? transactionDialogState(t, writeDialog)
    : confirmOpen
      ? { status: 'review' }
      : null;

  const back = (
    <BackLink
      to={isIncrease && route.tokenId ? `/pool/${route.tokenId}` : '/pool'}
      linkComponent={Link}
    >
      {t(isIncrease ? 'addLiquidity.backToPosition' : 'addLiquidity.backToPools')}
    </BackLink>
  );

  return (
    <>
      <AddLiquidity
        back={back}
        {...addFormView(t, {
          isIncrease,
          currencyA,
          currencyB,
          fee,
          feeOptions,
          pair,
          noLiquidity,
          state,
          tickCurrent: pool?.tickCurrent,
          current,
          range,
          deposit,
          balances: [balanceA, balanceB],
          approvals: [approvalA, approvalB],
          gasPriceWei,
          error,
          unsupported,
          gate,
          locale,
          dispatch,
          onSelectCurrency: setSelecting,
          onSelectFee: (next) => navigate(addRoutePath({ ...route, feeAmount: String(next) })),
          onApprove: (amount, summary) => void approve({ amount, summary }),
          onConnect: () => openModal(ApplicationModal.WALLET),
          onAdd: () => startAdd(addSummary),
        })}
        {...(acknowledgement ? { acknowledgement } : {})}
      />
      <TokenSelectModal
        isOpen={selecting !== null}
        onDismiss={() => setSelecting(null)}
        selectedIds={[route.currencyIdA, route.currencyIdB].filter(
          (id): id is string => id !== undefined,
        )}
        onSelect={(id) => {
          if (selecting) selectCurrency(selecting, id);
          setSelecting(null);
        }}
      />
      <LiquidityReviewDialog
        isOpen={dialogState !== null}
        onDismiss={() => {
          if (dismissDialog()) navigate('/pool');
        }}
        state={dialogState ?? { status: 'review' }}
        // The amounts under review are the accepted ones: what Add sends.
        lines={addReviewLines(t, {
          details: reviewDetails,
          min: range?.leftPrice,
          max: range?.rightPrice,
          unit,
          locale,
          usdText: (usd) => formatUsd(usd, locale),
        })}
        {...(acknowledgement ? { acknowledgement } : {})}
        networkCost={networkCost}
        {...priceUpdatedProps(t, decision?.kind === 'priceUpdated', acceptPriceUpdate)}
        onConfirm={() => void confirmAdd(addSummary)}
        labels={{
          title: addTitle(t, isIncrease),
          confirm: t('addLiquidity.add'),
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
