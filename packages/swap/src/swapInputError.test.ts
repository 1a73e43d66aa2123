import { describe, expect, it } from 'vitest';
import {
  computeSwapInputError,
  computeWrapInputError,
  type SwapInputErrorInput,
} from './swapInputError';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ROUTER = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';

describe('computeSwapInputError (spec §5 priority)', () => {
  const ready: SwapInputErrorInput = {
    account: ACCOUNT,
    hasAmount: true,
    hasInputCurrency: true,
    hasOutputCurrency: true,
    recipientAddress: ACCOUNT,
    recipientRefusal: null,
    inputSymbol: 'USDC',
    inputBalance: 100n,
    maximumAmountIn: 100n,
  };

  it.each<[string, Partial<SwapInputErrorInput>, ReturnType<typeof computeSwapInputError>]>([
    ['nothing wrong', {}, null],
    [
      'no account (beats everything)',
      { account: null, hasAmount: false, hasInputCurrency: false },
      { kind: 'connectWallet' },
    ],
    [
      'no amount (beats a missing token)',
      { hasAmount: false, hasOutputCurrency: false },
      { kind: 'enterAmount' },
    ],
    ['a missing input token', { hasInputCurrency: false }, { kind: 'selectToken' }],
    [
      'a missing output token',
      { hasOutputCurrency: false, recipientAddress: null },
      { kind: 'selectToken' },
    ],
    [
      'an unresolved recipient',
      { recipientAddress: null, inputBalance: 0n },
      { kind: 'enterRecipient' },
    ],
    [
      'a refused recipient (beats the balance), with its reason',
      { recipientAddress: ROUTER, recipientRefusal: 'protocolContract', inputBalance: 0n },
      { kind: 'invalidRecipient', reason: 'protocolContract' },
    ],
    [
      'an unresolved recipient beats its refusal',
      { recipientAddress: null, recipientRefusal: 'zeroAddress' },
      { kind: 'enterRecipient' },
    ],
    [
      'a balance below the maximum input',
      { inputBalance: 99n },
      { kind: 'insufficientBalance', symbol: 'USDC' },
    ],
    ['an unknown balance', { inputBalance: undefined }, null],
  ])('%s', (_name, change, expected) => {
    expect(computeSwapInputError({ ...ready, ...change })).toEqual(expected);
  });
});

describe('computeWrapInputError', () => {
  it.each([
    [undefined, 10n, { kind: 'enterAmount', symbol: 'ETH' }],
    [0n, 10n, { kind: 'enterAmount', symbol: 'ETH' }],
    [11n, 10n, { kind: 'insufficientBalance', symbol: 'ETH' }],
    [5n, undefined, { kind: 'insufficientBalance', symbol: 'ETH' }],
    [10n, 10n, null],
  ])('amount %s with balance %s', (amount, balance, expected) => {
    expect(computeWrapInputError({ amount, balance, inputSymbol: 'ETH' })).toEqual(expected);
  });
});
