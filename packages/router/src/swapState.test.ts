import { describe, expect, it } from 'vitest';
import {
  EMPTY_SWAP_STATE,
  Field,
  parseRecipientParameter,
  type SwapState,
  swapReducer,
  swapStateFromSearch,
} from './swapState';

const USDC = '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d';
const DAI = '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1';

describe('swapStateFromSearch', () => {
  it.each([
    ['', { inputCurrencyId: 'ETH', outputCurrencyId: '' }],
    [`?outputCurrency=${USDC}`, { inputCurrencyId: '', outputCurrencyId: USDC }],
    [
      `?inputCurrency=eth&outputCurrency=${USDC.toLowerCase()}`,
      { inputCurrencyId: 'ETH', outputCurrencyId: USDC },
    ],
    [
      `?inputCurrency=${USDC}&outputCurrency=${USDC}`,
      { inputCurrencyId: USDC, outputCurrencyId: '' },
    ],
    ['?inputCurrency=ETH&outputCurrency=eth', { inputCurrencyId: 'ETH', outputCurrencyId: '' }],
    ['?inputCurrency=notatoken', { inputCurrencyId: 'ETH', outputCurrencyId: '' }],
    [`?inputCurrency=${DAI}&outputCurrency=0x123`, { inputCurrencyId: DAI, outputCurrencyId: '' }],
  ])('reads the currencies of %s', (search, expected) => {
    expect(swapStateFromSearch(search)).toMatchObject(expected);
  });

  it.each([
    ['?exactAmount=1.5', '1.5', Field.INPUT],
    ['?exactAmount=abc', '', Field.INPUT],
    ['?exactAmount=2&exactField=OUTPUT', '2', Field.OUTPUT],
    ['?exactAmount=2&exactField=output', '2', Field.OUTPUT],
    ['?exactAmount=2&exactField=somethingelse', '2', Field.INPUT],
  ])('reads the amount and field of %s', (search, typedValue, independentField) => {
    expect(swapStateFromSearch(search)).toMatchObject({ typedValue, independentField });
  });

  it.each([
    ['?use=v2', 'v2'],
    ['?use=v3', 'v3'],
    ['?use=V2', 'v3'],
    ['', 'v3'],
  ])('selects the protocol version of %s', (search, version) => {
    expect(swapStateFromSearch(search).version).toBe(version);
  });

  it.each([
    [USDC.toLowerCase(), USDC],
    ['bob.eth', 'bob.eth'],
    ['not a name', null],
    ['0x1234', null],
    [null, null],
  ])('validates the recipient %s', (value, expected) => {
    expect(parseRecipientParameter(value)).toBe(expected);
  });
});

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
      field: Field.OUTPUT,
      currencyId: 'ETH',
    });
    expect(next).toMatchObject({
      inputCurrencyId: USDC,
      outputCurrencyId: 'ETH',
      independentField: Field.OUTPUT,
      typedValue: '1',
    });
  });

  it('selecting a new currency replaces only that side', () => {
    const next = swapReducer(state, {
      type: 'selectCurrency',
      field: Field.OUTPUT,
      currencyId: DAI,
    });
    expect(next).toMatchObject({ inputCurrencyId: 'ETH', outputCurrencyId: DAI });
  });

  it('switch-sides swaps the currencies and flips the independent field', () => {
    const next = swapReducer(state, { type: 'switchCurrencies' });
    expect(next).toMatchObject({
      inputCurrencyId: USDC,
      outputCurrencyId: 'ETH',
      independentField: Field.OUTPUT,
    });
    expect(swapReducer(next, { type: 'switchCurrencies' })).toEqual(state);
  });

  it('typing makes that side independent', () => {
    expect(
      swapReducer(state, { type: 'typeInput', field: Field.OUTPUT, typedValue: '5' }),
    ).toMatchObject({ independentField: Field.OUTPUT, typedValue: '5' });
  });

  it('sets and clears the recipient', () => {
    const withRecipient = swapReducer(state, { type: 'setRecipient', recipient: 'bob.eth' });
    expect(withRecipient.recipient).toBe('bob.eth');
    expect(swapReducer(withRecipient, { type: 'setRecipient', recipient: null }).recipient).toBe(
      null,
    );
  });
});
