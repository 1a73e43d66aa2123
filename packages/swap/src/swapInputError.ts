// Spec 000 §5 "Swap input errors", in priority order, and the wrap's own errors (001 §5 "Wrap
// errors"): what the main button says instead of Swap or Wrap.
import type { RecipientRefusal } from '@dex/router';

export type SwapInputError =
  | { readonly kind: 'connectWallet' }
  | { readonly kind: 'enterAmount' }
  | { readonly kind: 'selectToken' }
  | { readonly kind: 'enterRecipient' }
  | { readonly kind: 'invalidRecipient'; readonly reason: RecipientRefusal }
  | { readonly kind: 'insufficientBalance'; readonly symbol: string };

export interface SwapInputErrorInput {
  readonly account: string | null;
  /** The typed amount parsed to a positive amount. */
  readonly hasAmount: boolean;
  readonly hasInputCurrency: boolean;
  readonly hasOutputCurrency: boolean;
  /** Where the output goes: the resolved recipient, the account when none is set; null if unresolved. */
  readonly recipientAddress: string | null;
  /** Why `recipientAddress` must not receive the output (`recipientRefusal`); null when it may. */
  readonly recipientRefusal: RecipientRefusal | null;
  readonly inputSymbol: string;
  /** The input balance and the most the trade may take (raw units); undefined while unknown. */
  readonly inputBalance: bigint | undefined;
  readonly maximumAmountIn: bigint | undefined;
}

// @spec 000 §5.10 Swap input errors, in priority order
export function computeSwapInputError(input: SwapInputErrorInput): SwapInputError | null {
  if (!input.account) return { kind: 'connectWallet' };
  if (!input.hasAmount) return { kind: 'enterAmount' };
  if (!input.hasInputCurrency || !input.hasOutputCurrency) return { kind: 'selectToken' };
  if (!input.recipientAddress) return { kind: 'enterRecipient' };
  if (input.recipientRefusal) return { kind: 'invalidRecipient', reason: input.recipientRefusal };
  if (
    input.inputBalance !== undefined &&
    input.maximumAmountIn !== undefined &&
    input.inputBalance < input.maximumAmountIn
  ) {
    return { kind: 'insufficientBalance', symbol: input.inputSymbol };
  }
  return null;
}

/** Wrap and unwrap name their currency: "Enter ETH amount", "Insufficient WETH balance". */
export type WrapInputError =
  | { readonly kind: 'enterAmount'; readonly symbol: string }
  | { readonly kind: 'insufficientBalance'; readonly symbol: string };

// @spec 001 §5.10 Wrap errors
export function computeWrapInputError(input: {
  readonly amount: bigint | undefined;
  readonly balance: bigint | undefined;
  readonly inputSymbol: string;
}): WrapInputError | null {
  if (input.amount === undefined || input.amount === 0n) {
    return { kind: 'enterAmount', symbol: input.inputSymbol };
  }
  if (input.balance === undefined || input.balance < input.amount) {
    return { kind: 'insufficientBalance', symbol: input.inputSymbol };
  }
  return null;
}
