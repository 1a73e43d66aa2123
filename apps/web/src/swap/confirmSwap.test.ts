import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { tradeMeaningfullyDiffers } from './confirmSwap';

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
