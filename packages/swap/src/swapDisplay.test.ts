import { CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { priceImpactTone, routeSymbols } from './swapDisplay';

const LONG = 'VERYLONGSYMBOLNAME12345'; // 23 characters
const A = new Token(1, `0x${'1'.repeat(40)}`, 18, 'AAA', 'A token');
const B = new Token(1, `0x${'2'.repeat(40)}`, 6, LONG, 'Long token');

describe('swap display', () => {
  it('colours the price impact by its tier: green, plain, yellow, then red', () => {
    const bips = (n: number) => new Percent(n, 10_000);
    expect(priceImpactTone(undefined)).toBe('success');
    expect(priceImpactTone(bips(99))).toBe('success');
    expect(priceImpactTone(bips(100))).toBe('primary');
    expect(priceImpactTone(bips(300))).toBe('warning');
    expect(priceImpactTone(bips(500))).toBe('danger');
    expect(priceImpactTone(bips(1_500))).toBe('danger');
  });
});

describe('route symbols', () => {
  it('are shortened like every other symbol', async () => {
    const { Pair, Route, Trade } = await import('@uniswap/v2-sdk');
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(A, '1000000000000000000000'),
      CurrencyAmount.fromRawAmount(B, '1000000000'),
    );
    const trade = Trade.exactIn(
      new Route([pair], A, B),
      CurrencyAmount.fromRawAmount(A, '1000000000000000000'),
    );
    expect(routeSymbols(trade)).toEqual(['AAA', 'VERY...12345']);
  });

  it('follow a v3 trade through its pools', async () => {
    const { encodeSqrtRatioX96, FeeAmount, Pool, Route, Trade } = await import('@uniswap/v3-sdk');
    const C = new Token(1, `0x${'3'.repeat(40)}`, 18, 'CCC', 'C token');
    const pool = (a: Token, b: Token) =>
      new Pool(a, b, FeeAmount.MEDIUM, encodeSqrtRatioX96(1, 1).toString(), '0', 0);
    const trade = Trade.createUncheckedTrade({
      route: new Route([pool(A, C), pool(C, B)], A, B),
      inputAmount: CurrencyAmount.fromRawAmount(A, '1000'),
      outputAmount: CurrencyAmount.fromRawAmount(B, '900'),
      tradeType: TradeType.EXACT_INPUT,
    });
    expect(routeSymbols(trade)).toEqual(['AAA', 'CCC', 'VERY...12345']);
  });
});
