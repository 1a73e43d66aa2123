// From the swap form's state to what is priced, shown and sent (spec §2–§4): the trade request,
// what each side shows, the wrap to send, the live swap as the review would hold it and the token
// a swap leaves to add to the wallet.
import { type AnyTrade, amountText, parseTypedAmount, type TradeRequest } from '@dex/router';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { SwapReview } from './swapReview';
import { SwapField, type SwapState } from './swapState';
import { WrapType } from './wrapType';

/** What the form holds: its currencies, the typed amount and how they pair. */
export interface SwapFormInput {
  readonly chainId: number;
  readonly independentField: SwapField;
  readonly input: Currency | null | undefined;
  readonly output: Currency | null | undefined;
  /** The typed amount, in the independent field's currency. */
  readonly amount: CurrencyAmount<Currency> | undefined;
  readonly wrapType: WrapType;
}

/**
 * The trade to price: null without both currencies and an amount, for a wrap (no trade), and for
 * a currency against itself or its wrapped token.
 */
export function swapTradeRequest(form: SwapFormInput): TradeRequest | null {
  const { chainId, input, output, amount } = form;
  if (!input || !output || !amount || form.wrapType !== WrapType.NOT_APPLICABLE) return null;
  if (input.wrapped.equals(output.wrapped)) return null;
  return { chainId, input, output, amount, exactInput: form.independentField === SwapField.INPUT };
}

/**
 * What a side of the form shows: the typed amount on the typed side (both sides of a wrap), the
 * selected trade's amount on the other. `trade` is asked for only on that other side, so a caller
 * whose trade is costly to get (it loads the trade code) gets it only when it is shown.
 */
export function fieldAmount(
  field: SwapField,
  state: Pick<SwapState, 'independentField' | 'typedValue'>,
  wrapType: WrapType,
  currency: Currency | null | undefined,
  trade: () => AnyTrade | null | undefined,
): CurrencyAmount<Currency> | undefined {
  if (field === state.independentField || wrapType !== WrapType.NOT_APPLICABLE) {
    return parseTypedAmount(state.typedValue, currency);
  }
  const shown = trade();
  return field === SwapField.INPUT ? shown?.inputAmount : shown?.outputAmount;
}

/**
 * The texts of the two amount fields and whether the input side was typed: the typed amount on
 * the typed side (both sides of a wrap), the trade's amount on the other.
 */
export function swapFieldTexts(
  state: Pick<SwapState, 'independentField' | 'typedValue'>,
  wrapType: WrapType,
  trade: AnyTrade | null | undefined,
): { readonly exactInput: boolean; readonly input: string; readonly output: string } {
  const exactInput = state.independentField === SwapField.INPUT;
  const dependent =
    wrapType !== WrapType.NOT_APPLICABLE
      ? state.typedValue
      : amountText(exactInput ? trade?.outputAmount : trade?.inputAmount);
  return {
    exactInput,
    input: exactInput ? state.typedValue : dependent,
    output: exactInput ? dependent : state.typedValue,
  };
}

/** The wrap or unwrap to send for the typed amount ('none' where no wrap applies). */
export function wrapRequest(
  wrapType: WrapType,
  input: Currency | null | undefined,
  amount: CurrencyAmount<Currency> | undefined,
): {
  readonly kind: 'wrap' | 'unwrap' | 'none';
  readonly wrappedNative: string | undefined;
  readonly amount: bigint | undefined;
} {
  return {
    kind: wrapType === WrapType.WRAP ? 'wrap' : wrapType === WrapType.UNWRAP ? 'unwrap' : 'none',
    wrappedNative: input?.wrapped.address,
    amount: amount ? BigInt(amount.quotient.toString()) : undefined,
  };
}

/**
 * The swap as it would be reviewed now; null without an account or a trade, or while a typed
 * recipient (`typedRecipient`, null for none) is unresolved (`recipient` null).
 */
export function liveSwapReview(live: {
  readonly chainId: number;
  readonly account: string | null | undefined;
  readonly trade: AnyTrade | null | undefined;
  readonly typedRecipient: string | null;
  readonly recipient: string | null;
  readonly allowedSlippageBips: number;
}): SwapReview | null {
  const { chainId, account, trade, allowedSlippageBips } = live;
  if (!trade || !account) return null;
  const recipient = live.typedRecipient === null ? null : live.recipient;
  if (live.typedRecipient !== null && !recipient) return null;
  return { chainId, account, trade, allowedSlippageBips, recipient };
}

/** The token a swap leaves to add to the wallet: its output, unless that is the native coin. */
export function swappedToken(trade: AnyTrade): Token | null {
  const output = trade.outputAmount.currency;
  return output.isToken ? output : null;
}
