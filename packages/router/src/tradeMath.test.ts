import { CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { IncomparableTradesError, UnexpectedSlippageError } from './errors';
import {
  computePriceImpactWithoutFee,
  computeRealizedLpFeeAmount,
  computeRealizedLpFeePercent,
  computeSlippageAdjustedAmounts,
  getPriceImpactConfirmation,
  getPriceImpactTier,
  isPriceImpactBlocked,
  isPriceImpactWarning,
  isTradeBetter,
  isV2Trade,
  priceImpactConfirmThreshold,
  slippageToPercent,
} from './tradeMath';

const bips = (value: number) => new Percent(value, 10_000);
const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A');
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B');
const C = new Token(1, '0x0000000000000000000000000000000000000003', 18, 'C');
const amount = (token: Token, raw: bigint) => CurrencyAmount.fromRawAmount(token, raw.toString());
const AB = new Pair(amount(A, 1_000_000n), amount(B, 1_000_000n));
const BC = new Pair(amount(B, 1_000_000n), amount(C, 1_000_000n));
const AC = new Pair(amount(A, 1_000_000n), amount(C, 2_000_000n));

describe('price impact tiers', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [299, 1],
    [300, 2],
    [499, 2],
    [500, 3],
    [1499, 3],
    [1500, 4],
    [9000, 4],
  ])('%i bips is tier %i', (value, tier) => {
    expect(getPriceImpactTier(bips(value))).toBe(tier);
  });

  it('warns above 2% and blocks above 3% unless expert mode is on', () => {
    expect(isPriceImpactWarning(bips(200))).toBe(false);
    expect(isPriceImpactWarning(bips(201))).toBe(true);
    expect(isPriceImpactBlocked(bips(300), false)).toBe(false);
    expect(isPriceImpactBlocked(bips(301), false)).toBe(true);
    expect(isPriceImpactBlocked(bips(5000), true)).toBe(false);
    expect(getPriceImpactTier(undefined)).toBe(0);
  });

  it.each([
    [499, 'none'],
    [500, 'confirm'],
    [1499, 'confirm'],
    [1500, 'typedConfirm'],
  ] as const)('asks for %i bips: %s', (value, confirmation) => {
    expect(getPriceImpactConfirmation(bips(value))).toBe(confirmation);
    expect(getPriceImpactConfirmation(undefined)).toBe('none');
  });
});

describe('priceImpactConfirmThreshold', () => {
  it('is 15 % for the typed confirmation and 5 % for the plain one and below', () => {
    expect(priceImpactConfirmThreshold('typedConfirm').toFixed(0)).toBe('15');
    expect(priceImpactConfirmThreshold('confirm').toFixed(0)).toBe('5');
    expect(priceImpactConfirmThreshold('none').toFixed(0)).toBe('5');
  });
});

describe('slippage', () => {
  it('accepts 0 to 10000 bips and rejects anything else with "Unexpected slippage"', () => {
    expect(slippageToPercent(50).toFixed(2)).toBe('0.50');
    expect(slippageToPercent(0).toFixed(0)).toBe('0');
    expect(slippageToPercent(10_000).toFixed(0)).toBe('100');
    for (const bad of [-1, 10_001, 1.5, Number.NaN]) {
      expect(() => slippageToPercent(bad)).toThrow(UnexpectedSlippageError);
      expect(() => slippageToPercent(bad)).toThrow('Unexpected slippage');
    }
  });

  it('gives minimum received and maximum sold from the SDK trade', () => {
    const exactIn = Trade.exactIn(new Route([AB], A, B), amount(A, 1000n));
    const { minimumAmountOut, maximumAmountIn } = computeSlippageAdjustedAmounts(exactIn, 100);
    // Output 996 at 1% slippage: floor(996 / 1.01) = 986.
    expect(exactIn.outputAmount.quotient.toString()).toBe('996');
    expect(minimumAmountOut.quotient.toString()).toBe('986');
    expect(maximumAmountIn.quotient.toString()).toBe('1000');
    const exactOut = Trade.exactOut(new Route([AB], A, B), amount(B, 1000n));
    expect(computeSlippageAdjustedAmounts(exactOut, 100).maximumAmountIn.quotient.toString()).toBe(
      ((BigInt(exactOut.inputAmount.quotient.toString()) * 101n) / 100n).toString(),
    );
  });
});

describe('LP fee', () => {
  it('is 0.3% for one v2 hop and compounds over hops', () => {
    const single = Trade.exactIn(new Route([AB], A, B), amount(A, 10_000n));
    expect(computeRealizedLpFeePercent(single).toFixed(4)).toBe('0.3000');
    expect(computeRealizedLpFeeAmount(single).quotient.toString()).toBe('30');
    const double = Trade.exactIn(new Route([AB, BC], A, C), amount(A, 10_000n));
    // 1 - 0.997^2 = 0.5991%
    expect(computeRealizedLpFeePercent(double).toFixed(4)).toBe('0.5991');
    // 1% of the reserves: the SDK's impact includes the fee; without it about 0.99% is left.
    const withoutFee = computePriceImpactWithoutFee(single);
    expect(withoutFee.add(computeRealizedLpFeePercent(single)).equalTo(single.priceImpact)).toBe(
      true,
    );
    expect(withoutFee.toFixed(2)).toBe('0.99');
  });

  it('is the pool fee for a v3 trade, told apart from a v2 trade by its shape', () => {
    const pool = (a: Token, b: Token, fee: FeeAmount) =>
      new Pool(a, b, fee, encodeSqrtRatioX96(1, 1).toString(), '0', 0);
    const v3 = V3Trade.createUncheckedTrade({
      route: new V3Route([pool(A, B, FeeAmount.MEDIUM), pool(B, C, FeeAmount.LOW)], A, C),
      inputAmount: amount(A, 10_000n),
      outputAmount: amount(C, 9_000n),
      tradeType: TradeType.EXACT_INPUT,
    });
    const v2 = Trade.exactIn(new Route([AB], A, B), amount(A, 10_000n));
    expect([isV2Trade(v2), isV2Trade(v3)]).toEqual([true, false]);
    // 1 - (1 - 0.3%)(1 - 0.05%) = 0.34985%
    expect(computeRealizedLpFeePercent(v3).toFixed(5)).toBe('0.34985');
  });
});

describe('isTradeBetter', () => {
  const direct = Trade.exactIn(new Route([AC], A, C), amount(A, 1000n));
  const viaB = Trade.exactIn(new Route([AB, BC], A, C), amount(A, 1000n));

  it('compares execution prices with an optional minimum improvement', () => {
    expect(isTradeBetter(viaB, direct)).toBe(true);
    expect(isTradeBetter(direct, viaB)).toBe(false);
    expect(isTradeBetter(viaB, direct, bips(50))).toBe(true);
    expect(isTradeBetter(undefined, direct)).toBe(true);
    expect(isTradeBetter(direct, undefined)).toBe(false);
  });

  it('throws "Comparing incomparable trades" for other currencies or trade types', () => {
    const other = Trade.exactIn(new Route([AB], A, B), amount(A, 1000n));
    expect(() => isTradeBetter(direct, other)).toThrow(IncomparableTradesError);
    expect(() => isTradeBetter(direct, other)).toThrow('Comparing incomparable trades');
    const exactOut = Trade.exactOut(new Route([AC], A, C), amount(C, 1000n));
    expect(exactOut.tradeType).toBe(TradeType.EXACT_OUTPUT);
    expect(() => isTradeBetter(direct, exactOut)).toThrow(IncomparableTradesError);
  });
});
