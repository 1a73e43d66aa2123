// /add/v2/{a?}/{b?}: the ui-kit AddV2Liquidity over the atoms of addV2Atoms.ts (spec 001 §2 "Add V2
// liquidity page"). No liquidity rules here: they are in @dex/liquidity.

import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  addV2Path,
  depositApproveButtons,
  depositErrorLabel,
  depositPanel,
  PoolState,
  V2AddField,
  v2DepositPrice,
  v2DepositShareText,
} from '@dex/liquidity';
import {
  formatCurrencyAmount,
  formatPrice,
  formatSignificantText,
  localizeNumberText,
} from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS as DIGITS } from '@dex/router';
import { shortenSymbol } from '@dex/token-lists';
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
import { chainTimestampAtom } from '../../state/chainTime';
import { gasPriceForAtom } from '../../state/gasPrice';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { TokenSelectModal } from '../../tokens/TokenSelectModal';
import { transactionDialogLabels, transactionDialogState } from '../../transactions';
import { useNetworkCost } from '../../transactions/networkCost';
import {
  type AddV2Review,
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

/** Plain without a locale (what a field shows), else written for the locale. */
const amountText = (amount: CurrencyAmount<Currency> | undefined, locale?: string) =>
  formatSignificantText(amount, DIGITS, locale);

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

  const chainId = useAtomValue(activeChainIdAtom);
  // Read so the chain's clock is watched before Supply needs it for the deadline.
  useAtomValue(chainTimestampAtom(chainId));
  const state = useAtomValue(v2AddStateAtom);
  const currencyA = useAtomValue(addCurrencyAAtom);
  const currencyB = useAtomValue(addCurrencyBAtom);
  // Max keeps a gas reserve of the native coin sized to the chain's gas price (asked only then).
  const gasPriceWei = useAtomValue(
    gasPriceForAtom(Boolean(currencyA?.isNative || currencyB?.isNative)),
  );
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

  const title = t(noLiquidity ? 'addV2.createTitle' : 'addV2.title');
  useEffect(() => {
    document.title = t('app.pageTitle', { page: title });
  }, [t, title]);

  const symbolA = shortenSymbol(currencyA?.symbol ?? '');
  const symbolB = shortenSymbol(currencyB?.symbol ?? '');
  const shownValue = (field: V2AddField, amount: CurrencyAmount<Currency> | undefined) => {
    if (state.independentField === field) return state.typedValue;
    return noLiquidity ? state.otherTypedValue : amountText(amount);
  };

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
        value: shownValue(field, amount),
        balance,
        gasPriceWei,
        onType: (typedValue) => dispatch({ type: 'typeInput', field, typedValue, noLiquidity }),
        locale,
      }),
      onCurrencyClick: () => setSelecting(field === V2AddField.CURRENCY_A ? 'A' : 'B'),
    };
  };

  // The price the deposit adds at and its share of the pool (@dex/liquidity's V2 add rules).
  const price = v2DepositPrice({
    firstDeposit: noLiquidity,
    pairState: pairInfo.state,
    pair: pairInfo.pair,
    currencyA,
    currencyB,
    amountA,
    amountB,
  });
  const shareText = localizeNumberText(
    v2DepositShareText(share, noLiquidity, price !== undefined),
    locale,
  );
  const prices =
    currencyA && currencyB && pairInfo.state !== PoolState.INVALID && (price || !noLiquidity)
      ? {
          title: t(noLiquidity ? 'addV2.initialPrices' : 'addV2.prices'),
          facts: [
            {
              label: t('addV2.per', { quote: symbolB, base: symbolA }),
              value: formatPrice(price, DIGITS, locale),
            },
            {
              label: t('addV2.per', { quote: symbolA, base: symbolB }),
              value: formatPrice(price?.invert(), DIGITS, locale),
            },
            { label: t('addV2.shareOfPool'), value: `${shareText}%` },
          ],
        }
      : undefined;

  const approvals = depositApproveButtons(
    [
      { amount: amountA, approval: approvalA },
      { amount: amountB, approval: approvalB },
    ],
    (pending, symbol) => t(pending ? 'addV2.approving' : 'addV2.approve', { symbol }),
    (amount, symbol) =>
      void approve({
        amount,
        summary: t('addV2.approve', { symbol }),
        dialog: addV2WriteDialogAtom,
      }),
  );

  // The history text of the deposit that is sent (the reviewed amounts).
  const summary = (sent: AddV2Review) =>
    t('addV2.summary', {
      amountA: amountText(sent.amountA, locale),
      symbolA,
      amountB: amountText(sent.amountB, locale),
      symbolB,
    });
  const action = error
    ? {
        label: depositErrorLabel(t, error),
        disabled: error.kind !== 'connectWallet',
        onClick: () => openModal(ApplicationModal.WALLET),
      }
    : {
        label: t('addV2.supply'),
        disabled: !canSupply,
        onClick: () => startAdd(summary),
      };

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
        {...(noLiquidity && pairInfo.state !== PoolState.INVALID
          ? {
              firstProvider: [
                t('addV2.firstProvider1'),
                t('addV2.firstProvider2'),
                t('addV2.firstProvider3'),
              ],
            }
          : {})}
        inputA={input(V2AddField.CURRENCY_A, currencyA, amountA, balanceA)}
        inputB={input(V2AddField.CURRENCY_B, currencyB, amountB, balanceB)}
        {...(prices ? { prices } : {})}
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
        headline={
          noLiquidity
            ? `${symbolA}/${symbolB}`
            : t('addV2.poolTokens', {
                amount: formatCurrencyAmount(share?.liquidityMinted, DIGITS, locale),
                pair: `${symbolA}/${symbolB}`,
              })
        }
        networkCost={networkCost}
        lines={[
          // The accepted amounts: what Supply sends.
          {
            label: t('addV2.deposited', { symbol: symbolA }),
            value: amountText(review?.amountA, locale),
          },
          {
            label: t('addV2.deposited', { symbol: symbolB }),
            value: amountText(review?.amountB, locale),
          },
          {
            label: t('addV2.rates'),
            value: t('addV2.rate', {
              base: symbolA,
              quote: symbolB,
              price: formatPrice(price, DIGITS, locale),
            }),
          },
          { label: t('addV2.shareOfPool'), value: `${shareText}%` },
        ]}
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
          title: t(noLiquidity ? 'addV2.creatingPool' : 'addV2.youWillReceive'),
          confirm: t(noLiquidity ? 'addV2.createAndSupply' : 'addV2.confirmSupply'),
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
