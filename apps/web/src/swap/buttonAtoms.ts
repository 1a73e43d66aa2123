// The swap page's main button as one derived state (spec §2): every input @dex/swap's
// computeSwapButtonState needs, read from the page's atoms.
import { symbolText, type TradeState } from '@dex/router';
import {
  computeSwapButtonState,
  computeSwapInputError,
  computeWrapInputError,
  type SwapButtonState,
} from '@dex/swap';
import { atom } from 'jotai';
import { userExpertModeAtom, userSingleHopOnlyAtom } from '../state/tradeSettings';
import { connectedAccountAtom } from '../state/wallet';
import { unsupportedTokensAtom } from '../tokens/atoms';
import { approvalStateAtom, approvalSubmittedAtom } from './approvalAtoms';
import {
  inputBalanceAtom,
  inputCurrencyAtom,
  outputCurrencyAtom,
  parsedAmountAtom,
  priceImpactAtom,
  recipientAddressAtom,
  recipientRefusalAtom,
  selectedTradeAtom,
  slippageAmountsAtom,
  wrapTypeAtom,
} from './swapAtoms';
import { tradeEngineAtom } from './tradeEngineAtoms';

export const swapButtonStateAtom = atom((get): SwapButtonState => {
  const account = get(connectedAccountAtom);
  const input = get(inputCurrencyAtom);
  const output = get(outputCurrencyAtom);
  const amount = get(parsedAmountAtom);
  const wrapType = get(wrapTypeAtom);
  const inputBalance = get(inputBalanceAtom);
  const { trade, state } = get(selectedTradeAtom);
  const slippage = get(slippageAmountsAtom);
  const expertMode = get(userExpertModeAtom);
  const priceImpact = get(priceImpactAtom);
  // A price impact comes from a trade, so the engine is there; without one neither flag is set.
  const engine = priceImpact ? get(tradeEngineAtom) : null;
  const inputSymbol = symbolText(input);
  return computeSwapButtonState({
    account,
    unsupportedAsset: [input, output].some(
      (currency) =>
        currency?.isToken === true &&
        get(unsupportedTokensAtom).isUnsupported(currency.chainId, currency.address),
    ),
    wrapType,
    wrapError: computeWrapInputError({
      amount: amount ? BigInt(amount.quotient.toString()) : undefined,
      balance: inputBalance,
      inputSymbol,
    }),
    hasInputOutput: Boolean(input && output && amount),
    hasTrade: trade !== null,
    tradeLoading: state === ('LOADING' satisfies TradeState),
    singleHopOnly: get(userSingleHopOnlyAtom),
    inputError: computeSwapInputError({
      account,
      hasAmount: amount !== undefined,
      hasInputCurrency: Boolean(input),
      hasOutputCurrency: Boolean(output),
      recipientAddress: get(recipientAddressAtom),
      recipientRefusal: get(recipientRefusalAtom),
      inputSymbol,
      inputBalance,
      maximumAmountIn: slippage ? BigInt(slippage.maximumAmountIn.quotient.toString()) : undefined,
    }),
    approval: get(approvalStateAtom),
    approvalSubmitted: get(approvalSubmittedAtom),
    priceImpactWarning: engine?.isPriceImpactWarning(priceImpact) ?? false,
    priceImpactHigh: engine?.isPriceImpactBlocked(priceImpact, false) ?? false,
    expertMode,
  });
});
