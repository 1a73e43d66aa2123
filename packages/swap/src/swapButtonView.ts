// What the swap's main button area shows for each button state (spec §2 main button): each
// button's text as a name with its values (the app words it), whether it is enabled and which
// action it runs. Keeps the page free of the state table.
import { ApprovalState } from '@dex/approvals';
import type { RecipientRefusal } from '@dex/router';
import type { SwapButtonState } from './swapButton';
import type { SwapInputError, WrapInputError } from './swapInputError';

export type SwapButtonAction = 'connect' | 'wrap' | 'approve' | 'swap' | null;

/** A button's text by name (the app's `swap.{name}` message). */
export type SwapButtonText =
  | 'connectWallet'
  | 'unsupportedAsset'
  | 'wrap'
  | 'unwrap'
  | 'loading'
  | 'insufficientLiquidity'
  | 'approve'
  | 'approving'
  | 'canNowTrade'
  | 'swap'
  | 'swapAnyway'
  | 'highPriceImpact'
  | 'priceImpactTooHigh'
  | 'enterAmount'
  | 'enterSymbolAmount'
  | 'selectToken'
  | 'enterRecipient'
  | 'invalidRecipient'
  | 'insufficientBalance';

export interface SwapButtonView {
  readonly label: readonly [SwapButtonText, { readonly symbol: string }?];
  /** Appended to the label: the multi-hop hint. */
  readonly suffix?: 'tryMultiHop';
  readonly disabled: boolean;
  readonly action: SwapButtonAction;
  readonly pending?: boolean;
  /** With the `invalidRecipient` label: why the recipient is refused (the app words the reason). */
  readonly recipientRefusal?: RecipientRefusal;
}

const inputErrorLabel = (error: SwapInputError | WrapInputError): SwapButtonView['label'] => {
  switch (error.kind) {
    case 'enterAmount':
      // A wrap names its currency: "Enter ETH amount" / "Enter WETH amount" (spec 001 §5).
      return 'symbol' in error ? ['enterSymbolAmount', { symbol: error.symbol }] : ['enterAmount'];
    case 'insufficientBalance':
      return ['insufficientBalance', { symbol: error.symbol }];
    default:
      return [error.kind];
  }
};

/** One button, or the approve/swap pair (first approve, then swap). */
export function swapButtonViews(state: SwapButtonState, inputSymbol: string): SwapButtonView[] {
  switch (state.kind) {
    case 'connectWallet':
      return [{ label: ['connectWallet'], disabled: false, action: 'connect' }];
    case 'unsupportedAsset':
      return [{ label: ['unsupportedAsset'], disabled: true, action: null }];
    case 'wrap':
      return state.error
        ? [{ label: inputErrorLabel(state.error), disabled: true, action: null }]
        : [
            {
              label: [state.wrapType === 'WRAP' ? 'wrap' : 'unwrap'],
              disabled: false,
              action: 'wrap',
            },
          ];
    case 'loadingRoute':
      return [{ label: ['loading'], disabled: true, action: null, pending: true }];
    case 'insufficientLiquidity':
      return [
        {
          label: ['insufficientLiquidity'],
          ...(state.singleHopOnly ? { suffix: 'tryMultiHop' as const } : {}),
          disabled: true,
          action: null,
        },
      ];
    case 'approveAndSwap': {
      const approve: SwapButtonView =
        state.approval === ApprovalState.APPROVED
          ? { label: ['canNowTrade', { symbol: inputSymbol }], disabled: true, action: null }
          : state.approval === ApprovalState.PENDING
            ? { label: ['approving'], disabled: true, action: null, pending: true }
            : { label: ['approve', { symbol: inputSymbol }], disabled: false, action: 'approve' };
      return [approve, { label: [state.swapLabel], disabled: state.swapDisabled, action: 'swap' }];
    }
    case 'swap': {
      const shown = state.label;
      const label = typeof shown === 'string' ? ([shown] as const) : inputErrorLabel(shown);
      const refusal =
        typeof shown !== 'string' && shown.kind === 'invalidRecipient' ? shown.reason : null;
      return [
        {
          label,
          disabled: state.disabled,
          action: state.disabled ? null : 'swap',
          ...(refusal ? { recipientRefusal: refusal } : {}),
        },
      ];
    }
  }
}
