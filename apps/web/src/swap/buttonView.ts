// What the main button area shows for each button state: the label (as a message key with values),
// whether it is enabled, and which action it runs. Keeps the page free of the state table.

import { ApprovalState } from '@dex/approvals';
import type { SwapButtonState, SwapInputError, WrapInputError } from '@dex/router';
import type { MessageKey, TranslationValues } from '../i18n';

export type ButtonAction = 'connect' | 'wrap' | 'approve' | 'swap' | null;

export interface ButtonView {
  readonly label: readonly [MessageKey, TranslationValues?];
  /** Appended to the label (the multi-hop hint). */
  readonly suffix?: MessageKey;
  readonly disabled: boolean;
  readonly action: ButtonAction;
  readonly pending?: boolean;
}

const inputErrorLabel = (error: SwapInputError | WrapInputError): ButtonView['label'] => {
  switch (error.kind) {
    case 'connectWallet':
      return ['swap.connectWallet'];
    case 'enterAmount':
      // A wrap names its currency: "Enter ETH amount" / "Enter WETH amount" (spec 001 §5).
      return 'symbol' in error
        ? ['swap.enterSymbolAmount', { symbol: error.symbol }]
        : ['swap.enterAmount'];
    case 'selectToken':
      return ['swap.selectToken'];
    case 'enterRecipient':
      return ['swap.enterRecipient'];
    case 'invalidRecipient':
      return ['swap.invalidRecipient'];
    case 'insufficientBalance':
      return ['swap.insufficientBalance', { symbol: error.symbol }];
  }
};

const SWAP_LABELS = {
  swap: 'swap.swap',
  swapAnyway: 'swap.swapAnyway',
  highPriceImpact: 'swap.highPriceImpact',
  priceImpactTooHigh: 'swap.priceImpactTooHigh',
} as const satisfies Record<string, MessageKey>;

/** One button, or the approve/swap pair (first approve, then swap). */
export function buttonViews(state: SwapButtonState, inputSymbol: string): ButtonView[] {
  switch (state.kind) {
    case 'connectWallet':
      return [{ label: ['swap.connectWallet'], disabled: false, action: 'connect' }];
    case 'unsupportedAsset':
      return [{ label: ['swap.unsupportedAsset'], disabled: true, action: null }];
    case 'wrap':
      return state.error
        ? [{ label: inputErrorLabel(state.error), disabled: true, action: null }]
        : [
            {
              label: [state.wrapType === 'WRAP' ? 'swap.wrap' : 'swap.unwrap'],
              disabled: false,
              action: 'wrap',
            },
          ];
    case 'loadingRoute':
      return [{ label: ['swap.loading'], disabled: true, action: null, pending: true }];
    case 'insufficientLiquidity':
      return [
        {
          label: ['swap.insufficientLiquidity'],
          ...(state.singleHopOnly ? { suffix: 'swap.tryMultiHop' as const } : {}),
          disabled: true,
          action: null,
        },
      ];
    case 'approveAndSwap': {
      const approve: ButtonView =
        state.approval === ApprovalState.APPROVED
          ? { label: ['swap.canNowTrade', { symbol: inputSymbol }], disabled: true, action: null }
          : state.approval === ApprovalState.PENDING
            ? { label: ['swap.approving'], disabled: true, action: null, pending: true }
            : {
                label: ['swap.approve', { symbol: inputSymbol }],
                disabled: false,
                action: 'approve',
              };
      return [
        approve,
        { label: [SWAP_LABELS[state.swapLabel]], disabled: state.swapDisabled, action: 'swap' },
      ];
    }
    case 'swap': {
      const label =
        typeof state.label === 'string'
          ? ([SWAP_LABELS[state.label]] as const)
          : inputErrorLabel(state.label);
      return [{ label, disabled: state.disabled, action: state.disabled ? null : 'swap' }];
    }
  }
}
