import { describe, expect, it } from 'vitest';
import { EMPTY_SWAP_STATE, SwapField, type SwapState, swapReducer } from './swapState';

const USDC = '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d';
const DAI = '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1';

describe('swapReducer', () => {
  const state: SwapState = {
    ...EMPTY_SWAP_STATE,
    inputCurrencyId: 'ETH',
    outputCurrencyId: USDC,
    typedValue: '1',
  };

  it('selecting the other side currency swaps sides and flips the independent field', () => {
    const next = swapReducer(state, {
      type: 'selectCurrency',
      field: SwapField.OUTPUT,
      currencyId: 'ETH',
    });
    expect(next).toMatchObject({
      inputCurrencyId: USDC,
      outputCurrencyId: 'ETH',
      independentField: SwapField.OUTPUT,
      typedValue: '1',
    });
  });

  it('selecting a new currency replaces only that side', () => {
    const next = swapReducer(state, {
      type: 'selectCurrency',
      field: SwapField.OUTPUT,
      currencyId: DAI,
    });
    expect(next).toMatchObject({ inputCurrencyId: 'ETH', outputCurrencyId: DAI });
  });

  it('switch-sides swaps the currencies and flips the independent field', () => {
    const next = swapReducer(state, { type: 'switchCurrencies' });
    expect(next).toMatchObject({
      inputCurrencyId: USDC,
      outputCurrencyId: 'ETH',
      independentField: SwapField.OUTPUT,
    });
    expect(swapReducer(next, { type: 'switchCurrencies' })).toEqual(state);
  });

  it('typing makes that side independent', () => {
    expect(
      swapReducer(state, { type: 'typeInput', field: SwapField.OUTPUT, typedValue: '5' }),
    ).toMatchObject({ independentField: SwapField.OUTPUT, typedValue: '5' });
  });

  it('sets and clears the recipient', () => {
    const withRecipient = swapReducer(state, { type: 'setRecipient', recipient: 'bob.eth' });
    expect(withRecipient.recipient).toBe('bob.eth');
    expect(swapReducer(withRecipient, { type: 'setRecipient', recipient: null }).recipient).toBe(
      null,
    );
  });
});
