// Spec 001 §3 "V3 mint state" as a pure reducer: which deposit was typed and the typed texts of the
// amount, the two range ends (or `true` for a full-range end) and a new pool's starting price.
import { MintField } from './deposit';
import type { RangeTypedValue } from './range';

// @spec 001 §3.3 V3 mint state
export interface MintState {
  readonly independentField: MintField;
  readonly typedValue: string;
  readonly leftRangeTypedValue: RangeTypedValue;
  readonly rightRangeTypedValue: RangeTypedValue;
  readonly startPriceTypedValue: string;
}

export const EMPTY_MINT_STATE: MintState = {
  independentField: MintField.CURRENCY_A,
  typedValue: '',
  leftRangeTypedValue: '',
  rightRangeTypedValue: '',
  startPriceTypedValue: '',
};

export type MintAction =
  | { readonly type: 'typeInput'; readonly field: MintField; readonly typedValue: string }
  | { readonly type: 'typeLeftRange'; readonly typedValue: RangeTypedValue }
  | { readonly type: 'typeRightRange'; readonly typedValue: RangeTypedValue }
  | { readonly type: 'typeStartPrice'; readonly typedValue: string }
  | { readonly type: 'fullRange' }
  /** A new pair or fee tier: the range and start price no longer apply. */
  | { readonly type: 'resetRange' }
  /** After a submitted add: every input is cleared. */
  | { readonly type: 'reset' };

export function mintReducer(state: MintState, action: MintAction): MintState {
  switch (action.type) {
    case 'typeInput':
      return { ...state, independentField: action.field, typedValue: action.typedValue };
    case 'typeLeftRange':
      return { ...state, leftRangeTypedValue: action.typedValue };
    case 'typeRightRange':
      return { ...state, rightRangeTypedValue: action.typedValue };
    case 'typeStartPrice':
      return { ...state, startPriceTypedValue: action.typedValue };
    case 'fullRange':
      return { ...state, leftRangeTypedValue: true, rightRangeTypedValue: true };
    case 'resetRange':
      return {
        ...state,
        leftRangeTypedValue: '',
        rightRangeTypedValue: '',
        startPriceTypedValue: '',
      };
    case 'reset':
      return EMPTY_MINT_STATE;
  }
}
