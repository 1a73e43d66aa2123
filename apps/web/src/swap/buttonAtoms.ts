// The swap page's main button as one derived state (spec §2): what @dex/swap's
// swapFormButtonState needs, read from the page's atoms.
import { type SwapButtonState, swapFormButtonState } from '@dex/swap';
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
  const { trade, state } = get(selectedTradeAtom);
  const priceImpact = get(priceImpactAtom);
  // A price impact comes from a trade, so the engine is there; without one neither flag is set.
  const engine = priceImpact ? get(tradeEngineAtom) : null;
  return swapFormButtonState({
    account: get(connectedAccountAtom),
    input: get(inputCurrencyAtom),
    output: get(outputCurrencyAtom),
    amount: get(parsedAmountAtom),
    wrapType: get(wrapTypeAtom),
    inputBalance: get(inputBalanceAtom),
    tradeState: state,
    hasTrade: trade !== null,
    maximumAmountIn: get(slippageAmountsAtom)?.maximumAmountIn,
    recipientAddress: get(recipientAddressAtom),
    recipientRefusal: get(recipientRefusalAtom),
    isUnsupported: (chainId, address) => get(unsupportedTokensAtom).isUnsupported(chainId, address),
    singleHopOnly: get(userSingleHopOnlyAtom),
    approval: get(approvalStateAtom),
    approvalSubmitted: get(approvalSubmittedAtom),
    priceImpactWarning: engine?.isPriceImpactWarning(priceImpact) ?? false,
    priceImpactHigh: engine?.isPriceImpactBlocked(priceImpact, false) ?? false,
    expertMode: get(userExpertModeAtom),
  });
});
