// /remove/v2/{a}/{b}: the ui-kit RemoveV2Liquidity over removeV2Atoms.ts (spec 001 §2 "Remove
// V2"): Simple (percent) and Detailed (typed amounts), approve or sign, Remove, native or wrapped.
import { getChainInfo } from '@dex/chains';
import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  approveButton,
  BurnField,
  burnFieldValue,
  burnSliderPercent,
  lpApproveLabels,
  removalPriceFacts,
  removeAction,
} from '@dex/liquidity';
import { formatSignificantText } from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS as DIGITS } from '@dex/router';
import { shortenSymbol } from '@dex/token-lists';
import {
  BackLink,
  type CurrencyInputPanelProps,
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

/** Plain without a locale (what a field shows), else written for the locale. */
const text = (amount: CurrencyAmount<Currency> | undefined, locale?: string) =>
  formatSignificantText(amount, DIGITS, locale);

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

  const symbolA = shortenSymbol(currencyA?.symbol ?? '');
  const symbolB = shortenSymbol(currencyB?.symbol ?? '');
  const pairLabel = `${symbolA}/${symbolB}`;
  const percent = burnSliderPercent(burn, derived);
  const type = (independentField: BurnField) => (typedValue: string) =>
    setBurn({ independentField, typedValue });
  const input = (
    field: BurnField,
    label: string,
    symbol: string,
    amount: CurrencyAmount<Currency> | undefined,
  ): CurrencyInputPanelProps => ({
    label,
    value: burnFieldValue(burn, field, amount),
    onUserInput: type(field),
    currencySymbol: symbol,
    selectLabel: t('swap.selectToken'),
  });

  const approvalView: RemoveApprovalView | undefined =
    derived.error === null
      ? approveButton(
          approval,
          lpApproveLabels(t),
          () => void approveOrSign(t('removeV2.approveSummary', { pair: pairLabel })),
        )
      : undefined;
  const approved = approvalView?.status === 'approved';
  const summary = t('removeV2.summary', {
    amountA: text(derived.amountA, locale),
    symbolA,
    amountB: text(derived.amountB, locale),
    symbolB,
  });
  const action = removeAction(t, derived.error, approved, {
    onConnect: () => openModal(ApplicationModal.WALLET),
    onRemove: () => setReviewOpen(true),
  });
  const prices = removalPriceFacts(t, pair, currencyA, { symbolA, symbolB }, locale);
  // The native side's other form: 'Receive WETH' while paying out ETH, and back.
  const chain = getChainInfo(chainId);
  const receiveToggle =
    hasNative && chain
      ? {
          label: t('removeV2.receive', {
            symbol: receiveWrapped ? chain.nativeCurrency.symbol : chain.wrappedNativeToken.symbol,
          }),
          onClick: () => setReceiveWrapped(!receiveWrapped),
        }
      : undefined;

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
        labels={{
          title: t('removeV2.title'),
          toggleMode: t(mode === 'simple' ? 'removeV2.detailed' : 'removeV2.simple'),
          amount: t('removeV2.amount'),
          percentLabel: t('removeV2.percentLabel'),
          max: t('removeV2.max'),
          youWillReceive: t('removeV2.youWillReceive'),
        }}
        mode={mode}
        onToggleMode={() => setMode(mode === 'simple' ? 'detailed' : 'simple')}
        percent={percent}
        onPercentChange={(value: number) => type(BurnField.LIQUIDITY_PERCENT)(String(value))}
        inputs={[
          input(
            BurnField.LIQUIDITY,
            t('removeV2.poolTokens', { pair: pairLabel }),
            pairLabel,
            derived.liquidity,
          ),
          input(BurnField.CURRENCY_A, symbolA, symbolA, derived.amountA),
          input(BurnField.CURRENCY_B, symbolB, symbolB, derived.amountB),
        ]}
        receive={[
          { label: symbolA, value: text(derived.amountA, locale) || '-' },
          { label: symbolB, value: text(derived.amountB, locale) || '-' },
        ]}
        {...(receiveToggle ? { receiveToggle } : {})}
        prices={prices}
        {...(approvalView ? { approval: approvalView } : {})}
        action={action}
      />
      <LiquidityReviewDialog
        isOpen={dialogState !== null}
        onDismiss={() => dismiss()}
        state={dialogState ?? { status: 'review' }}
        headline={`${text(derived.amountA, locale)} ${symbolA} + ${text(derived.amountB, locale)} ${symbolB}`}
        networkCost={networkCost}
        lines={[
          {
            label: t('removeV2.burned', { pair: pairLabel }),
            value: text(derived.liquidity, locale),
          },
          ...prices,
        ]}
        onConfirm={() => void send(summary)}
        labels={{
          title: t('removeV2.youWillReceive'),
          confirm: t('removeV2.confirm'),
          ...transactionDialogLabels(t),
        }}
      />
    </>
  );
}
