// /add/{a?}/{b?}/{fee?} and /increase/{a}/{b}/{fee}/{tokenId}: the ui-kit AddLiquidity over the
// atoms of this folder. No liquidity rules here (they are in @dex/liquidity).
import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  addPageText,
  addReviewLines,
  addRoutePath,
  addSummaryText,
  depositApproveButtons,
  depositErrorLabel,
  depositPanel,
  depositsApproved,
  feeTierOptions,
  foreignPositionText,
  increaseNeedsAcknowledgement,
  MintField,
  rangeSelectorView,
  routeWithCurrency,
} from '@dex/liquidity';
import { shortenSymbol } from '@dex/token-lists';
import {
  type AcknowledgementProps,
  AddLiquidity,
  type ApproveButtonView,
  BackLink,
  type DepositView,
  LiquidityReviewDialog,
  type LiquidityReviewDialogState,
} from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { formatUsd } from '../../prices';
import { chainTimestampAtom } from '../../state/chainTime';
import { gasPriceForAtom } from '../../state/gasPrice';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
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
    const title = t(isIncrease ? 'addLiquidity.increaseTitle' : 'addLiquidity.title');
    document.title = t('app.pageTitle', { page: title });
  }, [t, isIncrease]);

  const chainId = useAtomValue(activeChainIdAtom);
  // Read so the chain's clock is watched before Add needs it for the deadline.
  useAtomValue(chainTimestampAtom(chainId));
  const state = useAtomValue(mintStateAtom);
  const currencyA = useAtomValue(currencyAAtom);
  const currencyB = useAtomValue(currencyBAtom);
  // Max keeps a gas reserve of the native coin sized to the chain's gas price (asked only then).
  const gasPriceWei = useAtomValue(
    gasPriceForAtom(Boolean(currencyA?.isNative || currencyB?.isNative)),
  );
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

  const symbolA = shortenSymbol(currencyA?.symbol ?? '');
  const symbolB = shortenSymbol(currencyB?.symbol ?? '');
  const unit = t('addLiquidity.pricePer', { quote: symbolB, base: symbolA });

  // Which side shows what: the typed side as typed, the other computed.
  const typedA = state.independentField === MintField.CURRENCY_A;
  const valueA = typedA ? state.typedValue : addPageText(deposit.amountA);
  const valueB = typedA ? addPageText(deposit.amountB) : state.typedValue;

  const depositView = (
    field: MintField,
    currency: Currency | null | undefined,
    value: string,
    balance: CurrencyAmount<Currency> | undefined,
    locked: boolean,
  ): DepositView => {
    if (locked) return { kind: 'locked', message: t('addLiquidity.singleAsset') };
    return {
      kind: 'input',
      panel: depositPanel(t, {
        fallbackLabel: t('addLiquidity.amount'),
        currency,
        value,
        balance,
        gasPriceWei,
        onType: (typedValue) => dispatch({ type: 'typeInput', field, typedValue }),
        locale,
      }),
    };
  };

  const deposits = [
    { amount: deposit.amountA, approval: approvalA, locked: deposit.depositADisabled },
    { amount: deposit.amountB, approval: approvalB, locked: deposit.depositBDisabled },
  ];
  // With an error the button says what is missing; approvals come after.
  const approvals: ApproveButtonView[] = error
    ? []
    : depositApproveButtons(
        deposits,
        (pending, symbol) =>
          t(pending ? 'addLiquidity.approving' : 'addLiquidity.approve', { symbol }),
        (amount, symbol) =>
          void approve({ amount, summary: t('addLiquidity.approve', { symbol }) }),
      );

  // The history text of the add that is sent (the reviewed amounts).
  const addSummary = ({ amountA, amountB }: AddReview) =>
    addSummaryText(t, [amountA, amountB], locale);

  const action = error
    ? {
        label: depositErrorLabel(t, error),
        disabled: error.kind !== 'connectWallet',
        onClick: () => openModal(ApplicationModal.WALLET),
      }
    : {
        label: t('addLiquidity.add'),
        disabled:
          Boolean(range?.invalidRange) ||
          unsupported ||
          gate !== 'allowed' ||
          !depositsApproved(deposits) ||
          !deposit.position,
        onClick: () => startAdd(addSummary),
      };

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
        title={t(isIncrease ? 'addLiquidity.increaseTitle' : 'addLiquidity.title')}
        pair={{
          label: t('addLiquidity.selectPair'),
          selectLabel: t('swap.selectToken'),
          a: {
            symbol: currencyA ? symbolA : null,
            ...(isIncrease ? {} : { onSelect: () => setSelecting('A') }),
          },
          b: {
            symbol: currencyB ? symbolB : null,
            ...(isIncrease ? {} : { onSelect: () => setSelecting('B') }),
          },
        }}
        feeTier={{
          legend: t('addLiquidity.feeTier'),
          options: feeTierOptions(t, feeOptions, locale),
          selected: fee,
          onSelect: (next) => navigate(addRoutePath({ ...route, feeAmount: String(next) })),
          disabled: isIncrease || !pair,
        }}
        {...(noLiquidity && !isIncrease
          ? {
              startingPrice: {
                label: t('addLiquidity.startingPrice'),
                warning: t('addLiquidity.firstProvider'),
                value: state.startPriceTypedValue,
                onChange: (typedValue: string) => dispatch({ type: 'typeStartPrice', typedValue }),
                unit,
              },
            }
          : {})}
        {...(pair && !isIncrease
          ? {
              range: rangeSelectorView(t, {
                pair,
                fee,
                range,
                left: state.leftRangeTypedValue,
                right: state.rightRangeTypedValue,
                tickCurrent: pool?.tickCurrent,
                current,
                onType: (side, typedValue) =>
                  dispatch({
                    type: side === 'left' ? 'typeLeftRange' : 'typeRightRange',
                    typedValue,
                  }),
                onFullRange: () => dispatch({ type: 'fullRange' }),
                baseSymbol: symbolA,
                quoteSymbol: symbolB,
                locale,
              }),
            }
          : {})}
        {...(isIncrease && range?.leftPrice && range.rightPrice
          ? {
              rangeSummary: t('addLiquidity.rangeSummary', {
                min: addPageText(range.leftPrice, locale),
                max: addPageText(range.rightPrice, locale),
                unit,
              }),
            }
          : {})}
        depositLabel={t('addLiquidity.depositAmounts')}
        depositA={depositView(
          MintField.CURRENCY_A,
          currencyA,
          valueA,
          balanceA,
          deposit.depositADisabled && !range?.invalidRange,
        )}
        depositB={depositView(
          MintField.CURRENCY_B,
          currencyB,
          valueB,
          balanceB,
          deposit.depositBDisabled && !range?.invalidRange,
        )}
        {...(unsupported ? { unsupported: t('addLiquidity.unsupported') } : {})}
        {...(acknowledgement ? { acknowledgement } : {})}
        approvals={approvals}
        action={action}
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
        {...(decision?.kind === 'priceUpdated'
          ? {
              priceUpdated: {
                label: t('confirm.priceUpdated'),
                acceptLabel: t('confirm.accept'),
                onAccept: acceptPriceUpdate,
              },
            }
          : {})}
        onConfirm={() => void confirmAdd(addSummary)}
        labels={{
          title: t(isIncrease ? 'addLiquidity.increaseTitle' : 'addLiquidity.title'),
          confirm: t('addLiquidity.add'),
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
