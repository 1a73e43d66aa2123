// The swap page's main button: every state of spec §2 and the input errors of spec §5, in order.
import { ApprovalState } from '@dex/approvals';

export const WrapType = {
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  WRAP: 'WRAP',
  UNWRAP: 'UNWRAP',
} as const;
export type WrapType = (typeof WrapType)[keyof typeof WrapType];

/** Spec §5 "Swap input errors", in priority order. */
export type SwapInputError =
  | { readonly kind: 'connectWallet' }
  | { readonly kind: 'enterAmount' }
  | { readonly kind: 'selectToken' }
  | { readonly kind: 'enterRecipient' }
  | { readonly kind: 'invalidRecipient' }
  | { readonly kind: 'insufficientBalance'; readonly symbol: string };

export interface SwapInputErrorInput {
  readonly account: string | null;
  /** The typed amount parsed to a positive amount. */
  readonly hasAmount: boolean;
  readonly hasInputCurrency: boolean;
  readonly hasOutputCurrency: boolean;
  /** Where the output goes: the resolved recipient, the account when none is set; null if unresolved. */
  readonly recipientAddress: string | null;
  /**
   * Addresses (lowercase) that must never receive the output: `@dex/router`'s
   * `forbiddenRecipients` for the active chain and trade.
   */
  readonly forbiddenRecipients: ReadonlySet<string>;
  readonly inputSymbol: string;
  /** The input balance and the most the trade may take (raw units); undefined while unknown. */
  readonly inputBalance: bigint | undefined;
  readonly maximumAmountIn: bigint | undefined;
}

export function computeSwapInputError(input: SwapInputErrorInput): SwapInputError | null {
  if (!input.account) return { kind: 'connectWallet' };
  if (!input.hasAmount) return { kind: 'enterAmount' };
  if (!input.hasInputCurrency || !input.hasOutputCurrency) return { kind: 'selectToken' };
  if (!input.recipientAddress) return { kind: 'enterRecipient' };
  if (input.forbiddenRecipients.has(input.recipientAddress.toLowerCase())) {
    return { kind: 'invalidRecipient' };
  }
  if (
    input.inputBalance !== undefined &&
    input.maximumAmountIn !== undefined &&
    input.inputBalance < input.maximumAmountIn
  ) {
    return { kind: 'insufficientBalance', symbol: input.inputSymbol };
  }
  return null;
}

/** Wrap and unwrap have their own errors (spec §2 "Wrap" or "Unwrap"). */
export type WrapInputError =
  | { readonly kind: 'enterAmount'; readonly symbol: string }
  | { readonly kind: 'insufficientBalance'; readonly symbol: string };

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

export type SwapLabel = 'swap' | 'swapAnyway';

export type SwapButtonState =
  | { readonly kind: 'connectWallet' }
  | { readonly kind: 'unsupportedAsset' }
  | {
      readonly kind: 'wrap';
      readonly wrapType: typeof WrapType.WRAP | typeof WrapType.UNWRAP;
      readonly error: WrapInputError | null;
    }
  | { readonly kind: 'loadingRoute' }
  | { readonly kind: 'insufficientLiquidity'; readonly singleHopOnly: boolean }
  | {
      readonly kind: 'approveAndSwap';
      readonly approval:
        | typeof ApprovalState.NOT_APPROVED
        | typeof ApprovalState.PENDING
        | typeof ApprovalState.APPROVED;
      readonly swapLabel: SwapLabel | 'highPriceImpact';
      readonly swapDisabled: boolean;
    }
  | {
      readonly kind: 'swap';
      readonly label: SwapLabel | 'priceImpactTooHigh' | SwapInputError;
      readonly disabled: boolean;
    };

export interface SwapButtonInput {
  readonly account: string | null;
  /** Either currency is on the unsupported-assets list. */
  readonly unsupportedAsset: boolean;
  readonly wrapType: WrapType;
  readonly wrapError: WrapInputError | null;
  /** Both currencies chosen and a positive amount typed. */
  readonly hasInputOutput: boolean;
  /** A trade of the selected version exists. */
  readonly hasTrade: boolean;
  /** The selected version's trade is still loading (no answer yet). */
  readonly tradeLoading: boolean;
  readonly singleHopOnly: boolean;
  readonly inputError: SwapInputError | null;
  readonly approval: ApprovalState;
  /** The user sent an approval from this page, so the pair stays to show its outcome. */
  readonly approvalSubmitted: boolean;
  /** Price impact above 2% ("Swap Anyway"). */
  readonly priceImpactWarning: boolean;
  /** Price impact above 3% (blocked unless expert mode). */
  readonly priceImpactHigh: boolean;
  readonly expertMode: boolean;
}

export function computeSwapButtonState(input: SwapButtonInput): SwapButtonState {
  if (!input.account) return { kind: 'connectWallet' };
  if (input.unsupportedAsset) return { kind: 'unsupportedAsset' };
  if (input.wrapType !== WrapType.NOT_APPLICABLE) {
    return { kind: 'wrap', wrapType: input.wrapType, error: input.wrapError };
  }
  if (input.hasInputOutput && !input.hasTrade) {
    return input.tradeLoading
      ? { kind: 'loadingRoute' }
      : { kind: 'insufficientLiquidity', singleHopOnly: input.singleHopOnly };
  }
  const blocked = input.priceImpactHigh && !input.expertMode;
  const showApproveFlow =
    input.inputError === null &&
    (input.approval === ApprovalState.NOT_APPROVED ||
      input.approval === ApprovalState.PENDING ||
      (input.approvalSubmitted && input.approval === ApprovalState.APPROVED));
  if (showApproveFlow) {
    const approval = input.approval as
      | typeof ApprovalState.NOT_APPROVED
      | typeof ApprovalState.PENDING
      | typeof ApprovalState.APPROVED;
    return {
      kind: 'approveAndSwap',
      approval,
      swapLabel: blocked ? 'highPriceImpact' : input.priceImpactWarning ? 'swapAnyway' : 'swap',
      swapDisabled: approval !== ApprovalState.APPROVED || blocked,
    };
  }
  if (input.inputError) return { kind: 'swap', label: input.inputError, disabled: true };
  if (blocked) return { kind: 'swap', label: 'priceImpactTooHigh', disabled: true };
  return {
    kind: 'swap',
    label: input.priceImpactWarning ? 'swapAnyway' : 'swap',
    // Unknown allowance: wait rather than send a swap that would fail its estimate.
    disabled: input.approval === ApprovalState.UNKNOWN,
  };
}
