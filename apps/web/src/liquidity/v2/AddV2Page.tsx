// /add/v2/{a?}/{b?}: the ui-kit AddV2Liquidity over the atoms of addV2Atoms.ts (spec 001 §2 "Add V2
// liquidity page"). No liquidity rules here: they are in @dex/liquidity.

import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  addV2Buttons,
  addV2Path,
  addV2View,
  depositPanel,
  V2AddField,
  v2AddFieldValue,
} from '@dex/liquidity';
import {
  AddV2Liquidity,
  BackLink,
  type CurrencyInputPanelProps,
  LiquidityReviewDialog,
  type LiquidityReviewDialogState,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import { useDepositGasPrice } from '../depositReads';
import {
  acceptAddV2PriceUpdateAtom,
  addAmountsAtom,
  addApprovalAAtom,
  addApprovalBAtom,
  addBalanceAAtom,
  addBalanceBAtom,
  addCurrencyAAtom,
  addCurrencyBAtom,
  addNoLiquidityAtom,
  addPairAtom,
  addShareAtom,
  addV2CanSupplyAtom,
  addV2ConfirmOpenAtom,
  addV2DecisionAtom,
  addV2ErrorAtom,
  addV2ReviewAtom,
  addV2RouteAtom,
  addV2WriteDialogAtom,
  approveRouterAtom,
  confirmAddV2Atom,
  dismissAddV2DialogAtom,
  dispatchV2AddAtom,
  estimateAddV2CostAtom,
  startAddV2Atom,
  v2AddStateAtom,
} from './addV2Atoms';

const useAddError = () => useAtomValue(addV2ErrorAtom);

// @spec 001 §2.10 Messages for first liquidity providers are
export function AddV2Page() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const params = useParams();
  const navigate = useNavigate();
  const setRoute = useSetAtom(addV2RouteAtom);
  const dispatch = useSetAtom(dispatchV2AddAtom);
  const { currencyIdA, currencyIdB } = params;
  useEffect(() => {
    setRoute({ currencyIdA, currencyIdB });
  }, [currencyIdA, currencyIdB, setRoute]);

  const state = useAtomValue(v2AddStateAtom);
  const currencyA = useAtomValue(addCurrencyAAtom);
  const currencyB = useAtomValue(addCurrencyBAtom);
  const gasPriceWei = useDepositGasPrice(currencyA, currencyB);
  const pairInfo = useAtomValue(addPairAtom);
  const noLiquidity = useAtomValue(addNoLiquidityAtom);
  const { amountA, amountB } = useAtomValue(addAmountsAtom);
  const share = useAtomValue(addShareAtom);
  const balanceA = useAtomValue(addBalanceAAtom);
  const balanceB = useAtomValue(addBalanceBAtom);
  const error = useAddError();
  const approvalA = useAtomValue(addApprovalAAtom);
  const approvalB = useAtomValue(addApprovalBAtom);
  const canSupply = useAtomValue(addV2CanSupplyAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const approve = useSetAtom(approveRouterAtom);
  const startAdd = useSetAtom(startAddV2Atom);
  const confirmAdd = useSetAtom(confirmAddV2Atom);
  const acceptPriceUpdate = useSetAtom(acceptAddV2PriceUpdateAtom);
  const review = useAtomValue(addV2ReviewAtom);
  const networkCost = useNetworkCost(review, useSetAtom(estimateAddV2CostAtom));
  const decision = useAtomValue(addV2DecisionAtom);
  const confirmOpen = useAtomValue(addV2ConfirmOpenAtom);
  const writeDialog = useAtomValue(addV2WriteDialogAtom);
  const dismissDialog = useSetAtom(dismissAddV2DialogAtom);
  const [selecting, setSelecting] = useState<'A' | 'B' | null>(null);

  const view = addV2View(t, {
    firstDeposit: noLiquidity,
    pairState: pairInfo.state,
    pair: pairInfo.pair,
    currencyA,
    currencyB,
    amountA,
    amountB,
    share,
    review,
    locale,
  });
  const { title, summary } = view;
  useEffect(() => {
    document.title = t('app.pageTitle', { page: title });
  }, [t, title]);

  const input = (
    field: V2AddField,
    currency: Currency | null | undefined,
    amount: CurrencyAmount<Currency> | undefined,
    balance: CurrencyAmount<Currency> | undefined,
  ): CurrencyInputPanelProps => {
    return {
      ...depositPanel(t, {
        fallbackLabel: t('addV2.input'),
        currency,
        value: v2AddFieldValue(state, field, noLiquidity, amount),
        balance,
        gasPriceWei,
        onType: (typedValue) => dispatch({ type: 'typeInput', field, typedValue, noLiquidity }),
        locale,
      }),
      onCurrencyClick: () => setSelecting(field === V2AddField.CURRENCY_A ? 'A' : 'B'),
    };
  };

  const { approvals, action } = addV2Buttons(
    t,
    {
      deposits: [
        { amount: amountA, approval: approvalA },
        { amount: amountB, approval: approvalB },
      ],
      error,
      canSupply,
    },
    {
      onApprove: (amount, summary) =>
        void approve({ amount, summary, dialog: addV2WriteDialogAtom }),
      onConnect: () => openModal(ApplicationModal.WALLET),
      onSupply: () => startAdd(summary),
    },
  );

  const dialogState: LiquidityReviewDialogState | null = writeDialog
    ? transactionDialogState(t, writeDialog)
    : confirmOpen
      ? { status: 'review' }
      : null;

  return (
    <>
      <AddV2Liquidity
        back={
          <BackLink to="/pool/v2" linkComponent={Link}>
            {t('addV2.back')}
          </BackLink>
        }
        title={title}
        {...(view.firstProvider ? { firstProvider: view.firstProvider } : {})}
        inputA={input(V2AddField.CURRENCY_A, currencyA, amountA, balanceA)}
        inputB={input(V2AddField.CURRENCY_B, currencyB, amountB, balanceB)}
        {...(view.prices ? { prices: view.prices } : {})}
        approvals={approvals}
        action={action}
      />
      <TokenSelectModal
        isOpen={selecting !== null}
        onDismiss={() => setSelecting(null)}
        selectedIds={[currencyIdA, currencyIdB].filter((id): id is string => id !== undefined)}
        onSelect={(id) => {
          if (selecting) navigate(addV2Path(selecting, id, currencyIdA, currencyIdB));
          setSelecting(null);
        }}
      />
      <LiquidityReviewDialog
        isOpen={dialogState !== null}
        onDismiss={() => {
          if (dismissDialog()) navigate('/pool/v2');
        }}
        state={dialogState ?? { status: 'review' }}
        headline={view.headline}
        networkCost={networkCost}
        lines={view.reviewLines}
        {...(decision?.kind === 'priceUpdated'
          ? {
              priceUpdated: {
                label: t('confirm.priceUpdated'),
                acceptLabel: t('confirm.accept'),
                onAccept: acceptPriceUpdate,
              },
            }
          : {})}
        onConfirm={() => void confirmAdd(summary)}
        labels={{
          ...view.reviewLabels,
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
