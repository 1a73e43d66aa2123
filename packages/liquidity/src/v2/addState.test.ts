import { describe, expect, it } from 'vitest';
import { V2AddField } from './add';
import { EMPTY_V2_ADD_STATE, v2AddReducer } from './addState';

const type = (field: V2AddField, typedValue: string, noLiquidity: boolean) =>
  ({ type: 'typeInput', field, typedValue, noLiquidity }) as const;

describe('the V2 add state (spec 001 §3)', () => {
  it('keeps only the typed side for a pair with liquidity', () => {
    const a = v2AddReducer(EMPTY_V2_ADD_STATE, type(V2AddField.CURRENCY_A, '1', false));
    const b = v2AddReducer(a, type(V2AddField.CURRENCY_B, '5', false));
    expect(b).toEqual({
      independentField: V2AddField.CURRENCY_B,
      typedValue: '5',
      otherTypedValue: '',
    });
  });

  it('keeps both typed sides for a first deposit (their ratio is the price)', () => {
    const a = v2AddReducer(EMPTY_V2_ADD_STATE, type(V2AddField.CURRENCY_A, '1', true));
    const b = v2AddReducer(a, type(V2AddField.CURRENCY_B, '5', true));
    expect(b).toEqual({
      independentField: V2AddField.CURRENCY_B,
      typedValue: '5',
      otherTypedValue: '1',
    });
    const again = v2AddReducer(b, type(V2AddField.CURRENCY_B, '6', true));
    expect(again.otherTypedValue).toBe('1');
    expect(v2AddReducer(again, { type: 'reset' })).toEqual(EMPTY_V2_ADD_STATE);
  });
});
