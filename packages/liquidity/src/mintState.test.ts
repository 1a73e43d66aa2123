import { describe, expect, it } from 'vitest';
import { MintField } from './deposit';
import { EMPTY_MINT_STATE, mintReducer } from './mintState';

describe('mintReducer', () => {
  it('records which deposit was typed', () => {
    const state = mintReducer(EMPTY_MINT_STATE, {
      type: 'typeInput',
      field: MintField.CURRENCY_B,
      typedValue: '12.5',
    });
    expect(state).toMatchObject({ independentField: MintField.CURRENCY_B, typedValue: '12.5' });
  });

  it('keeps the range ends and start price apart, and full range sets both ends', () => {
    let state = mintReducer(EMPTY_MINT_STATE, { type: 'typeLeftRange', typedValue: '1500' });
    state = mintReducer(state, { type: 'typeRightRange', typedValue: '2500' });
    state = mintReducer(state, { type: 'typeStartPrice', typedValue: '2000' });
    expect(state).toMatchObject({
      leftRangeTypedValue: '1500',
      rightRangeTypedValue: '2500',
      startPriceTypedValue: '2000',
    });
    expect(mintReducer(state, { type: 'fullRange' })).toMatchObject({
      leftRangeTypedValue: true,
      rightRangeTypedValue: true,
    });
  });

  it('a new pair resets the range but keeps the amount; a submitted add clears everything', () => {
    const typed = {
      ...EMPTY_MINT_STATE,
      typedValue: '1',
      leftRangeTypedValue: '1',
      rightRangeTypedValue: '2',
      startPriceTypedValue: '3',
    };
    expect(mintReducer(typed, { type: 'resetRange' })).toEqual({
      ...EMPTY_MINT_STATE,
      typedValue: '1',
    });
    expect(mintReducer(typed, { type: 'reset' })).toEqual(EMPTY_MINT_STATE);
  });
});
