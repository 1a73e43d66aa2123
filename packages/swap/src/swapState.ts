// The swap form's state (spec 000 §3 "Swap state") as a pure reducer: which side was typed, what,
// the two currencies by id, and the recipient.

// @spec 000 §3.5 Swap state
export const SwapField = { INPUT: 'INPUT', OUTPUT: 'OUTPUT' } as const;
export type SwapField = (typeof SwapField)[keyof typeof SwapField];

export interface SwapState {
  readonly independentField: SwapField;
  readonly typedValue: string;
  /** A currency id (`NATIVE_CURRENCY_ID` or a token address); '' when none is selected. */
  readonly inputCurrencyId: string;
  readonly outputCurrencyId: string;
  /** An address or a name to resolve; null when sending to the connected account. */
  readonly recipient: string | null;
}

export const EMPTY_SWAP_STATE: SwapState = {
  independentField: SwapField.INPUT,
  typedValue: '',
  inputCurrencyId: '',
  outputCurrencyId: '',
  recipient: null,
};

export type SwapAction =
  | { readonly type: 'selectCurrency'; readonly field: SwapField; readonly currencyId: string }
  | { readonly type: 'switchCurrencies' }
  | { readonly type: 'typeInput'; readonly field: SwapField; readonly typedValue: string }
  | { readonly type: 'setRecipient'; readonly recipient: string | null }
  | { readonly type: 'replace'; readonly state: SwapState };

const otherField = (field: SwapField): SwapField =>
  field === SwapField.INPUT ? SwapField.OUTPUT : SwapField.INPUT;

function currencyIdOf(state: SwapState, field: SwapField): string {
  return field === SwapField.INPUT ? state.inputCurrencyId : state.outputCurrencyId;
}

function switched(state: SwapState): SwapState {
  return {
    ...state,
    independentField: otherField(state.independentField),
    inputCurrencyId: state.outputCurrencyId,
    outputCurrencyId: state.inputCurrencyId,
  };
}

export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  switch (action.type) {
    case 'selectCurrency': {
      // Picking the currency already on the other side swaps the two sides (spec §4).
      if (sameCurrencyId(action.currencyId, currencyIdOf(state, otherField(action.field)))) {
        return switched(state);
      }
      return action.field === SwapField.INPUT
        ? { ...state, inputCurrencyId: action.currencyId }
        : { ...state, outputCurrencyId: action.currencyId };
    }
    case 'switchCurrencies':
      return switched(state);
    case 'typeInput':
      return { ...state, independentField: action.field, typedValue: action.typedValue };
    case 'setRecipient':
      return { ...state, recipient: action.recipient };
    case 'replace':
      return action.state;
  }
}

/** Two currency ids name the same currency (ids compare in any case; '' names none). */
export function sameCurrencyId(a: string, b: string): boolean {
  return a !== '' && a.toLowerCase() === b.toLowerCase();
}
