// The main button's state from what the swap form holds (spec 000 §2): its currencies, typed amount,
// balances, trade, recipient and approval, reduced to computeSwapButtonState's input.
import type { ApprovalState } from '@dex/approvals';
import { type RecipientRefusal, symbolText, type TradeState } from '@dex/router';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { computeSwapButtonState, type SwapButtonState } from './swapButton';
import { computeSwapInputError, computeWrapInputError } from './swapInputError';
import type { WrapType } from './wrapType';

export interface SwapFormButtonInput {
  readonly account: string | null;
  readonly input: Currency | null | undefined;
  readonly output: Currency | null | undefined;
  /** The typed amount, parsed. */
  readonly amount: CurrencyAmount<Currency> | undefined;
  readonly wrapType: WrapType;
  /** The input balance (raw units); undefined while unknown. */
  readonly inputBalance: bigint | undefined;
  /** The selected trade's state and whether it has a trade. */
  readonly tradeState: TradeState;
  readonly hasTrade: boolean;
  /** The most the trade may take with the user's slippage. */
  readonly maximumAmountIn: CurrencyAmount<Currency> | undefined;
  readonly recipientAddress: string | null;
  readonly recipientRefusal: RecipientRefusal | null;
  /** Whether a token is on the unsupported-assets list. */
  readonly isUnsupported: (chainId: number, address: string) => boolean;
  readonly singleHopOnly: boolean;
  readonly approval: ApprovalState;
  readonly approvalSubmitted: boolean;
  readonly priceImpactWarning: boolean;
  readonly priceImpactHigh: boolean;
  readonly expertMode: boolean;
}

const rawAmount = (amount: CurrencyAmount<Currency> | undefined): bigint | undefined =>
  amount ? BigInt(amount.quotient.toString()) : undefined;

/** The main button's state for the form as it is (see computeSwapButtonState). */
export function swapFormButtonState(form: SwapFormButtonInput): SwapButtonState {
  const { account, input, output, amount, inputBalance } = form;
  const inputSymbol = symbolText(input);
  return computeSwapButtonState({
    account,
    unsupportedAsset: [input, output].some(
      (currency) =>
        currency?.isToken === true && form.isUnsupported(currency.chainId, currency.address),
    ),
    wrapType: form.wrapType,
    wrapError: computeWrapInputError({
      amount: rawAmount(amount),
      balance: inputBalance,
      inputSymbol,
    }),
    hasInputOutput: Boolean(input && output && amount),
    hasTrade: form.hasTrade,
    tradeLoading: form.tradeState === ('LOADING' satisfies TradeState),
    singleHopOnly: form.singleHopOnly,
    inputError: computeSwapInputError({
      account,
      hasAmount: amount !== undefined,
      hasInputCurrency: Boolean(input),
      hasOutputCurrency: Boolean(output),
      recipientAddress: form.recipientAddress,
      recipientRefusal: form.recipientRefusal,
      inputSymbol,
      inputBalance,
      maximumAmountIn: rawAmount(form.maximumAmountIn),
    }),
    approval: form.approval,
    approvalSubmitted: form.approvalSubmitted,
    priceImpactWarning: form.priceImpactWarning,
    priceImpactHigh: form.priceImpactHigh,
    expertMode: form.expertMode,
  });
}
