import { describe, expect, it } from 'vitest';
import { SwapField } from './swapState';
import {
  parseRecipientParameter,
  swapOutputCurrencyRedirect,
  swapSearchSeed,
  swapSeedToApply,
  swapStateFromSearch,
} from './swapUrl';

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
    ['?exactAmount=1.5', '1.5', SwapField.INPUT],
    ['?exactAmount=abc', '', SwapField.INPUT],
    ['?exactAmount=.5', '.5', SwapField.INPUT],
    // Not numbers as the amount field takes them: dropped, not shown as typed.
    ['?exactAmount=1abc', '', SwapField.INPUT],
    ['?exactAmount=-1', '', SwapField.INPUT],
    ['?exactAmount=1e3', '', SwapField.INPUT],
    ['?exactAmount=1.2.3', '', SwapField.INPUT],
    ['?exactAmount=.', '', SwapField.INPUT],
    ['?exactAmount=2&exactField=OUTPUT', '2', SwapField.OUTPUT],
    ['?exactAmount=2&exactField=output', '2', SwapField.OUTPUT],
    ['?exactAmount=2&exactField=somethingelse', '2', SwapField.INPUT],
  ])('reads the amount and field of %s', (search, typedValue, independentField) => {
    expect(swapStateFromSearch(search)).toMatchObject({ typedValue, independentField });
  });

  it.each([
    ['?use=v2', 'v2'],
    ['?use=v3', 'v3'],
    ['?use=V2', 'v3'],
    ['?use=', 'v3'],
    ['?use=best', 'v3'],
    ['', 'best'],
    ['?inputCurrency=ETH', 'best'],
  ])(
    'selects the protocol version of %s (absent: the best route across both)',
    (search, version) => {
      expect(swapStateFromSearch(search).version).toBe(version);
    },
  );

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

describe('swapOutputCurrencyRedirect (/swap/{token})', () => {
  it('moves the output currency into the query and keeps other parameters', () => {
    expect(swapOutputCurrencyRedirect('ETH', '')).toBe('/swap?outputCurrency=ETH');
    expect(swapOutputCurrencyRedirect('0xabc', '?inputCurrency=ETH&outputCurrency=old')).toBe(
      '/swap?inputCurrency=ETH&outputCurrency=0xabc',
    );
  });
});

describe('swapSearchSeed', () => {
  it('keeps only what seeds the swap (and what the caller adds), so a rewritten language does not', () => {
    const search = `?lng=de&inputCurrency=ETH&exactAmount=5&chain=mainnet&utm=x`;
    expect(swapSearchSeed(search)).toBe('inputCurrency=ETH&exactAmount=5');
    expect(swapSearchSeed(search, ['chain'])).toBe('inputCurrency=ETH&exactAmount=5&chain=mainnet');
    expect(swapSearchSeed(search.replace('lng=de', 'lng=en'))).toBe(swapSearchSeed(search));
  });
});

describe('swapSeedToApply', () => {
  it('seeds the form once per seed: the first, then only what the URL changes', () => {
    expect(swapSeedToApply('inputCurrency=ETH', null, false)).toBe('inputCurrency=ETH');
    expect(swapSeedToApply('inputCurrency=ETH', 'inputCurrency=ETH', false)).toBeNull();
    expect(swapSeedToApply('recipient=bob.eth', 'inputCurrency=ETH', false)).toBe(
      'recipient=bob.eth',
    );
  });

  it('never reseeds under an open review; the rewrite applies once it closes', () => {
    expect(swapSeedToApply('recipient=bob.eth', 'inputCurrency=ETH', true)).toBeNull();
    expect(swapSeedToApply('chain=31338', 'chain=31337', true)).toBeNull();
    expect(swapSeedToApply('chain=31338', 'chain=31337', false)).toBe('chain=31338');
  });
});
