// The swap page's main button (spec 000 §2 "Main button states"): one state, chosen in the spec's
// order from what the page knows.
import { ApprovalState } from '@dex/approvals';
import type { SwapInputError, WrapInputError } from './swapInputError';
import { WrapType } from './wrapType';

export type SwapLabel = 'swap' | 'swapAnyway';

/** The approval states that show the approve button beside Swap. */
type ShownApproval =
  | typeof ApprovalState.NOT_APPROVED
  | typeof ApprovalState.PENDING
  | typeof ApprovalState.APPROVED;

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
      readonly approval: ShownApproval;
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

const showsApproval = (approval: ApprovalState, submitted: boolean): approval is ShownApproval =>
  approval === ApprovalState.NOT_APPROVED ||
  approval === ApprovalState.PENDING ||
  (submitted && approval === ApprovalState.APPROVED);

// @spec 000 §2.15 Main button states
// @spec 000 §6.1 There are no roles. A visitor
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
  const { approval } = input;
  if (input.inputError === null && showsApproval(approval, input.approvalSubmitted)) {
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
    disabled: approval === ApprovalState.UNKNOWN,
  };
}
