// Spec 001 §3 "V2 add state" as a pure reducer: which input was typed last, its text, and the
// other's (kept only for a first deposit, where the two typed amounts set the price).
import { V2AddField } from './add';

// @spec 001 §3.4 V2 add state
export interface V2AddState {
  readonly independentField: V2AddField;
  readonly typedValue: string;
  readonly otherTypedValue: string;
}

export const EMPTY_V2_ADD_STATE: V2AddState = {
  independentField: V2AddField.CURRENCY_A,
  typedValue: '',
  otherTypedValue: '',
};

export type V2AddAction =
  | {
      readonly type: 'typeInput';
      readonly field: V2AddField;
      readonly typedValue: string;
      readonly noLiquidity: boolean;
    }
  | { readonly type: 'reset' };

/**
 * Typing: into a pair with liquidity the other side is computed, so only the typed text is kept;
 * for a first deposit both typed texts are kept (their ratio is the price).
 */
export function v2AddReducer(state: V2AddState, action: V2AddAction): V2AddState {
  if (action.type === 'reset') return EMPTY_V2_ADD_STATE;
  const { field, typedValue, noLiquidity } = action;
  if (!noLiquidity) return { independentField: field, typedValue, otherTypedValue: '' };
  if (field === state.independentField) return { ...state, typedValue };
  return { independentField: field, typedValue, otherTypedValue: state.typedValue };
}
