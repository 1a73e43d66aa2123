import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { swapReviewMode, tradeMeaningfullyDiffers } from './confirmSwap';

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A');
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B');
const C = new Token(1, '0x0000000000000000000000000000000000000003', 18, 'C');
const amount = (token: Token, raw: string) => CurrencyAmount.fromRawAmount(token, raw);
const pair = (x: Token, y: Token, rx: string, ry: string) => new Pair(amount(x, rx), amount(y, ry));
const exactIn = (pairs: Pair[], input: Token, output: Token, raw: string) =>
  new Trade(new Route(pairs, input, output), amount(input, raw), TradeType.EXACT_INPUT);

describe('tradeMeaningfullyDiffers', () => {
  const AB = pair(A, B, '1000000', '1000000');
  const trade = exactIn([AB], A, B, '1000');

  it('is false for the same trade rebuilt from the same reserves', () => {
    expect(
      tradeMeaningfullyDiffers(trade, exactIn([pair(A, B, '1000000', '1000000')], A, B, '1000')),
    ).toBe(false);
  });

  it('is true when the output moved with the reserves', () => {
    expect(
      tradeMeaningfullyDiffers(trade, exactIn([pair(A, B, '1000000', '900000')], A, B, '1000')),
    ).toBe(true);
  });

  it('is true when the route changed', () => {
    const viaC = exactIn(
      [pair(A, C, '1000000', '1000000'), pair(C, B, '1000000', '1000000')],
      A,
      B,
      '1000',
    );
    expect(tradeMeaningfullyDiffers(trade, viaC)).toBe(true);
  });
});

describe('swapReviewMode', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const base = {
    expertMode: true,
    impactConfirmation: 'none' as const,
    account: ACCOUNT,
    recipient: ACCOUNT,
  };

  it.each<[string, Partial<Parameters<typeof swapReviewMode>[0]>, string]>([
    ['expert mode, own account, low impact: sends at once', {}, 'send'],
    [
      'a recipient typed as the own account (any case)',
      { recipient: ACCOUNT.toLowerCase() },
      'send',
    ],
    [
      'expert mode with a high impact: only the impact confirmation',
      { impactConfirmation: 'confirm' },
      'impactOnly',
    ],
    [
      'expert mode, a recipient other than the account: the full review',
      { recipient: BOB },
      'review',
    ],
    ['… even with a high impact', { recipient: BOB, impactConfirmation: 'typedConfirm' }, 'review'],
    ['an unresolved recipient', { recipient: null }, 'review'],
    ['no connected account', { account: null }, 'review'],
    ['expert mode off', { expertMode: false }, 'review'],
  ])('%s', (_label, change, expected) => {
    expect(swapReviewMode({ ...base, ...change })).toBe(expected);
  });
});
