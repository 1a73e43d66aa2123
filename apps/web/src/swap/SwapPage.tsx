// /swap: composes the ui-kit swap pieces over the atoms of this folder. No swap rules here.

import { CHAIN_PARAM } from '@dex/chains';
import {
  addTokenOfferView,
  SwapField,
  swapFormView,
  swapSearchSeed,
  swapSeedToApply,
  swapStateFromSearch,
  WrapType,
} from '@dex/swap';
import { SwapForm, TransactionDialog } from '@dex/ui-kit';
import { transactionDialogLabels } from '@dex/write';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { recipientRefusalMessage, translateMessage } from '../errors/messages';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { userSlippageBipsAtom } from '../state/tradeSettings';
import { TokenSelectModal } from '../tokens/TokenSelectModal';
import { transactionDialogState } from '../transactions';
import { swapButtonStateAtom } from './buttonAtoms';
import { ConfirmSwapModal } from './ConfirmSwapModal';
import { RecipientField } from './RecipientField';
import { SwapSettingsMenu } from './SwapSettingsMenu';
import { addSwappedTokenAtom, submittedSwapAtom } from './submittedSwap';
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
  const inputUsd = useAtomValue(inputUsdValueAtom);
  const outputUsd = useAtomValue(outputUsdValueAtom);
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

  const view = swapFormView(
    t,
    {
      state,
      wrapType,
      trade,
      tradingOn,
      input,
      output,
      inputBalance,
      outputBalance,
      maxInputAmount,
      inputUsd,
      outputUsd,
      inverted,
      version,
      otherVersionHasTrade: otherTrade !== null,
      buttonState,
      refusalText: (refusal) => translateMessage(t, recipientRefusalMessage(refusal)),
      errorMessage: swapError ? translateMessage(t, swapError) : null,
    },
    locale,
  );
  const { max, versionSwitch } = view;

  const runAction = (action: string | null) => {
    if (action === 'connect') openModal(ApplicationModal.WALLET);
    if (action === 'wrap') void wrap(view.wrapSummary);
    if (action === 'approve' && slippage) {
      void approve({
        summary: view.approveSummary,
        amount: BigInt(slippage.maximumAmountIn.quotient.toString()),
      });
    }
    if (action === 'swap' && trade && engine)
      startSwap(t('swap.summary', engine.swapSummaryValues(trade, locale)));
  };
  const dialogState = dialog ? transactionDialogState(t, dialog) : null;
  const addToken = dialogState ? addTokenOfferView(t, dialogState.status, submitted) : null;

  return (
    <SwapForm
      title={view.title}
      badge={view.badge}
      settings={<SwapSettingsMenu />}
      // A focused amount field: start loading the trade engine before the first keystroke.
      onAmountFocus={preloadTradeEngine}
      input={{
        ...view.input,
        onUserInput: (typedValue) =>
          dispatch({ type: 'typeInput', field: SwapField.INPUT, typedValue }),
        onCurrencyClick: () => setSelecting(SwapField.INPUT),
        ...(max
          ? {
              max: {
                label: max.label,
                onMax: () =>
                  dispatch({ type: 'typeInput', field: SwapField.INPUT, typedValue: max.value }),
              },
            }
          : {}),
      }}
      switchLabel={view.switchLabel}
      onSwitch={() => dispatch({ type: 'switchCurrencies' })}
      output={{
        ...view.output,
        onUserInput: (typedValue) =>
          dispatch({ type: 'typeInput', field: SwapField.OUTPUT, typedValue }),
        onCurrencyClick: () => setSelecting(SwapField.OUTPUT),
      }}
      recipient={wrapType !== WrapType.NOT_APPLICABLE ? null : <RecipientField />}
      price={
        view.price
          ? {
              ...view.price,
              onInvert: () => setInverted((v) => !v),
              // Spec §2: the trade details live in a tooltip (hover or keyboard focus).
              ...(trade && engine
                ? {
                    details: engine.tradeDetailsView(t, trade, {
                      slippageBips,
                      splitRoute,
                      locale,
                    }),
                  }
                : {}),
            }
          : null
      }
      versionSwitch={
        versionSwitch
          ? { label: versionSwitch.label, onClick: () => setVersion(versionSwitch.version) }
          : null
      }
      buttons={view.buttons.map(({ action, ...button }) => ({
        ...button,
        onClick: () => runAction(action),
      }))}
      error={view.error}
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
          dialogState?.status === 'submitted' && addToken
            ? { ...dialogState, addToken: { ...addToken, onAdd: () => addSwappedToken() } }
            : (dialogState ?? { status: 'error', message: '' })
        }
        labels={transactionDialogLabels(t)}
      />
    </SwapForm>
  );
}
