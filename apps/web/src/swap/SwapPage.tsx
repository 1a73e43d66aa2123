// /swap: composes the ui-kit swap pieces over the atoms of this folder. No swap rules here.

import type { Currency } from '@dex/currency';
import { formatUnitsPlain, localizeDecimal, localizedSignificant } from '@dex/primitives';
import { priceParts, symbolText } from '@dex/router';
import {
  addTokenOffer,
  formatUsd,
  SwapField,
  swapButtonViews,
  swapFieldTexts,
  swapSearchSeed,
  swapSeedToApply,
  swapStateFromSearch,
  WrapType,
} from '@dex/swap';
import { SwapForm, TransactionDialog, type TransactionDialogState } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { recipientRefusalMessage, translateMessage } from '../errors/messages';
import { useNumberLocale } from '../format/locale';
import { type Translate, useTranslation } from '../i18n';
import { CHAIN_PARAM } from '../network/chainParam';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { userSlippageBipsAtom } from '../state/tradeSettings';
import { TokenSelectModal } from '../tokens/TokenSelectModal';
import { transactionDialogLabels, transactionDialogState } from '../transactions';
import { swapButtonStateAtom } from './buttonAtoms';
import { ConfirmSwapModal } from './ConfirmSwapModal';
import { RecipientField } from './RecipientField';
import { SwapSettingsMenu } from './SwapSettingsMenu';
import { addSwappedTokenAtom, type SubmittedSwap, submittedSwapAtom } from './submittedSwap';
import {
  approveActionAtom,
  closeSwapDialogAtom,
  confirmingSwapAtom,
  startSwapAtom,
  swapDialogAtom,
  wrapActionAtom,
} from './swapActions';
import {
  dispatchSwapAtom,
  inputBalanceAtom,
  inputCurrencyAtom,
  inputUsdValueAtom,
  maxInputAmountAtom,
  otherVersionTradeAtom,
  outputBalanceAtom,
  outputCurrencyAtom,
  outputUsdValueAtom,
  selectedTradeAtom,
  slippageAmountsAtom,
  splitRouteAtom,
  swapErrorAtom,
  swapStateAtom,
  swapVersionAtom,
  tradeEngineForTradeAtom,
  tradingOnAtom,
  wrapTypeAtom,
} from './swapAtoms';
import { preloadTradeEngine } from './tradeEngineAtoms';

// @spec 000 §2.14 Inputs
export function SwapPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { search } = useLocation();
  const setSwapState = useSetAtom(swapStateAtom);
  // The URL seeds the page once per visit (spec §2 query parameters), and again only when what it
  // says about the swap or its chain changes: a rewritten ?lng= keeps what was typed and picked.
  // Never under an open review or its write (@dex/swap's swapSeedToApply).
  const seed = swapSearchSeed(search, [CHAIN_PARAM]);
  const confirming = useAtomValue(confirmingSwapAtom);
  const writeDialog = useAtomValue(swapDialogAtom);
  const reviewOpen = confirming !== null || writeDialog !== null;
  const appliedSeed = useRef<string | null>(null);
  useEffect(() => {
    const next = swapSeedToApply(seed, appliedSeed.current, reviewOpen);
    if (next === null) return;
    appliedSeed.current = next;
    setSwapState(swapStateFromSearch(next));
  }, [seed, reviewOpen, setSwapState]);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('swap.title') });
  }, [t]);

  const state = useAtomValue(swapStateAtom);
  const dispatch = useSetAtom(dispatchSwapAtom);
  const input = useAtomValue(inputCurrencyAtom);
  const output = useAtomValue(outputCurrencyAtom);
  const wrapType = useAtomValue(wrapTypeAtom);
  const { trade } = useAtomValue(selectedTradeAtom);
  // The trade's detail rows and summary come with the engine, which every trade comes with.
  const engine = useAtomValue(tradeEngineForTradeAtom);
  const [version, setVersion] = useAtom(swapVersionAtom);
  const otherTrade = useAtomValue(otherVersionTradeAtom);
  const tradingOn = useAtomValue(tradingOnAtom);
  const splitRoute = useAtomValue(splitRouteAtom);
  const inputBalance = useAtomValue(inputBalanceAtom);
  const maxInputAmount = useAtomValue(maxInputAmountAtom);
  const outputBalance = useAtomValue(outputBalanceAtom);
  // Dollar values under the inputs: nothing until priced, and never in the swap's way.
  const inputUsd = formatUsd(useAtomValue(inputUsdValueAtom), locale);
  const outputUsd = formatUsd(useAtomValue(outputUsdValueAtom), locale);
  const slippage = useAtomValue(slippageAmountsAtom);
  const buttonState = useAtomValue(swapButtonStateAtom);
  const dialog = useAtomValue(swapDialogAtom);
  const closeDialog = useSetAtom(closeSwapDialogAtom);
  const submitted = useAtomValue(submittedSwapAtom);
  const addSwappedToken = useSetAtom(addSwappedTokenAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const wrap = useSetAtom(wrapActionAtom);
  const approve = useSetAtom(approveActionAtom);
  const startSwap = useSetAtom(startSwapAtom);
  const swapError = useAtomValue(swapErrorAtom);
  const slippageBips = useAtomValue(userSlippageBipsAtom);
  const [inverted, setInverted] = useState(false);
  // Which side the token select dialog is choosing for; null while it is closed.
  const [selecting, setSelecting] = useState<SwapField | null>(null);

  const isWrap = wrapType !== WrapType.NOT_APPLICABLE;
  const fields = swapFieldTexts(state, wrapType, trade);
  const exactInput = fields.exactInput;
  const balanceText = (balance: bigint | undefined, currency: Currency | null | undefined) =>
    balance !== undefined && currency
      ? t('swap.balance', { balance: localizedSignificant(balance, currency.decimals, locale) })
      : undefined;
  const inputBalanceText = balanceText(inputBalance, input);
  const outputBalanceText = balanceText(outputBalance, output);

  const inputSymbol = symbolText(input);
  const outputSymbol = symbolText(output);

  const runAction = (action: string | null) => {
    if (action === 'connect') openModal(ApplicationModal.WALLET);
    if (action === 'wrap') {
      void wrap(
        t(wrapType === WrapType.WRAP ? 'swap.wrapSummary' : 'swap.unwrapSummary', {
          amount: localizeDecimal(state.typedValue, locale),
          symbol: inputSymbol,
          wrapped: outputSymbol,
          native: outputSymbol,
        }),
      );
    }
    if (action === 'approve' && slippage) {
      void approve({
        summary: t('swap.approveSummary', { symbol: inputSymbol }),
        amount: BigInt(slippage.maximumAmountIn.quotient.toString()),
      });
    }
    if (action === 'swap' && trade && engine)
      startSwap(t('swap.summary', engine.swapSummaryValues(trade, locale)));
  };

  const price = trade ? (inverted ? trade.executionPrice.invert() : trade.executionPrice) : null;

  return (
    <SwapForm
      title={t('swap.title')}
      badge={t('swap.versionBadge', { version: tradingOn })}
      settings={<SwapSettingsMenu />}
      // A focused amount field: start loading the trade engine before the first keystroke.
      onAmountFocus={preloadTradeEngine}
      input={{
        label: !exactInput && trade ? t('swap.fromAtMost') : t('swap.from'),
        value: fields.input,
        onUserInput: (typedValue) =>
          dispatch({ type: 'typeInput', field: SwapField.INPUT, typedValue }),
        currencySymbol: input ? inputSymbol : null,
        selectLabel: t('swap.selectToken'),
        onCurrencyClick: () => setSelecting(SwapField.INPUT),
        ...(inputBalanceText ? { balanceText: inputBalanceText } : {}),
        fiatValue: inputUsd,
        fiatValueLabel: t('swap.usdValue'),
        ...(input && maxInputAmount !== undefined && maxInputAmount > 0n
          ? {
              max: {
                label: t('swap.max'),
                onMax: () =>
                  dispatch({
                    type: 'typeInput',
                    field: SwapField.INPUT,
                    typedValue: formatUnitsPlain(maxInputAmount, input.decimals),
                  }),
              },
            }
          : {}),
      }}
      switchLabel={t('swap.switchSides')}
      onSwitch={() => dispatch({ type: 'switchCurrencies' })}
      output={{
        label: exactInput && trade ? t('swap.toAtLeast') : t('swap.to'),
        value: fields.output,
        onUserInput: (typedValue) =>
          dispatch({ type: 'typeInput', field: SwapField.OUTPUT, typedValue }),
        currencySymbol: output ? outputSymbol : null,
        selectLabel: t('swap.selectToken'),
        onCurrencyClick: () => setSelecting(SwapField.OUTPUT),
        ...(outputBalanceText ? { balanceText: outputBalanceText } : {}),
        fiatValue: outputUsd,
        fiatValueLabel: t('swap.usdValue'),
      }}
      recipient={isWrap ? null : <RecipientField />}
      price={
        price
          ? {
              label: t('swap.price'),
              price: t('swap.pricePer', priceParts(price, locale)),
              invertLabel: t('swap.invertPrice'),
              onInvert: () => setInverted((v) => !v),
              // Spec §2: the trade details live in a tooltip (hover or keyboard focus).
              ...(trade && engine
                ? {
                    details: {
                      label: t('swap.tradeDetails'),
                      rows: engine.tradeDetailRows(
                        (name) => t(`swap.${name}`),
                        trade,
                        slippageBips,
                        locale,
                        Boolean(splitRoute),
                      ),
                      ...(splitRoute
                        ? {
                            route: {
                              label: t('swap.route'),
                              summary: t(`swap.routeSummary.${splitRoute.routing.limitedBy}`, {
                                count: splitRoute.routing.routes,
                              }),
                              splits: engine.routeLegs(splitRoute.trade, locale),
                              ...(splitRoute.networkCostUsd
                                ? {
                                    networkCost: {
                                      label: t('review.networkCost'),
                                      value: formatUsd(splitRoute.networkCostUsd, locale),
                                    },
                                  }
                                : {}),
                            },
                          }
                        : {}),
                    },
                  }
                : {}),
            }
          : null
      }
      versionSwitch={
        otherTrade
          ? {
              label: t('swap.useVersion', { version: version === 'v2' ? 'v3' : 'v2' }),
              onClick: () => setVersion(version === 'v2' ? 'v3' : 'v2'),
            }
          : null
      }
      buttons={swapButtonViews(buttonState, inputSymbol).map((view) => ({
        key: view.label[0],
        label:
          (view.recipientRefusal
            ? translateMessage(t, recipientRefusalMessage(view.recipientRefusal))
            : t(`swap.${view.label[0]}`, view.label[1])) +
          (view.suffix ? t(`swap.${view.suffix}`) : ''),
        disabled: view.disabled,
        pending: view.pending === true,
        onClick: () => runAction(view.action),
      }))}
      error={swapError ? t('swap.errorBox', { message: translateMessage(t, swapError) }) : null}
    >
      <TokenSelectModal
        isOpen={selecting !== null}
        onDismiss={() => setSelecting(null)}
        // This side's currency is shown but not selectable; picking the other side's switches them.
        selectedIds={[
          selecting === SwapField.OUTPUT ? state.outputCurrencyId : state.inputCurrencyId,
        ].filter((id) => id !== '')}
        onSelect={(currencyId) => {
          if (selecting) dispatch({ type: 'selectCurrency', field: selecting, currencyId });
        }}
      />
      <ConfirmSwapModal />
      <TransactionDialog
        isOpen={dialog !== null}
        onDismiss={closeDialog}
        state={
          dialog
            ? withAddToken(transactionDialogState(t, dialog), submitted, () => addSwappedToken(), t)
            : { status: 'error', message: '' }
        }
        labels={transactionDialogLabels(t)}
      />
    </SwapForm>
  );
}

/** A submitted swap to a token offers "Add {symbol} to wallet" (spec §4, §7 wallet_watchAsset). */
function withAddToken(
  state: TransactionDialogState,
  submitted: SubmittedSwap | null,
  onAdd: () => void,
  t: Translate,
): TransactionDialogState {
  const offer = addTokenOffer(state.status, submitted);
  if (!offer || state.status !== 'submitted') return state;
  const symbol = symbolText(offer.token);
  return {
    ...state,
    addToken: {
      label: t('swap.addToWallet', { symbol }),
      addedLabel: t('swap.addedToWallet', { symbol }),
      failedNote: t('swap.addToWalletFailed', { symbol }),
      status: offer.status,
      onAdd,
    },
  };
}
