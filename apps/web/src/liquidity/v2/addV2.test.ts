import { V2AddField } from '@dex/liquidity';
import { describe, expect, it } from 'vitest';
import { addV2Path } from './AddV2Page';
import { EMPTY_V2_ADD_STATE, v2AddReducer } from './addV2Atoms';

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

describe('choosing a currency on /add/v2', () => {
  it.each([
    ['A', '0xB', 'ETH', '0xC', '/add/v2/0xB/0xC'],
    ['A', '0xc', 'ETH', '0xC', '/add/v2/0xc/ETH'],
    ['A', '0xB', 'ETH', undefined, '/add/v2/0xB'],
    ['B', '0xB', 'ETH', undefined, '/add/v2/ETH/0xB'],
    ['B', 'eth', 'ETH', '0xC', '/add/v2/0xC/eth'],
    ['B', '0xB', undefined, undefined, '/add/v2/ETH/0xB'],
  ] as const)('side %s picks %s on /add/v2/%s/%s: %s', (side, id, a, b, path) => {
    expect(addV2Path(side, id, a, b)).toBe(path);
  });
});
