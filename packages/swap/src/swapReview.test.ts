import { computeSlippageAdjustedAmounts } from '@dex/router';
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  TickMath,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import {
  decideSwapSend,
  type SwapReview,
  swapReviewChanged,
  tradeMeaningfullyDiffers,
} from './swapReview';

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A');
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B');
const C = new Token(1, '0x0000000000000000000000000000000000000003', 18, 'C');
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const amount = (token: Token, raw: string) => CurrencyAmount.fromRawAmount(token, raw);
const pair = (x: Token, y: Token, rx: string, ry: string) => new Pair(amount(x, rx), amount(y, ry));
const exactIn = (pairs: Pair[], raw = '1000') =>
  new Trade(new Route(pairs, A, B), amount(A, raw), TradeType.EXACT_INPUT);
const v3Pool = (fee: FeeAmount) => {
  const sqrt = encodeSqrtRatioX96(1, 1);
  return new Pool(A, B, fee, sqrt, '1000000000000000000', TickMath.getTickAtSqrtRatio(sqrt));
};
const v3ExactIn = (fee: FeeAmount, out: string) =>
  V3Trade.createUncheckedTrade({
    route: new V3Route([v3Pool(fee)], A, B),
    inputAmount: amount(A, '1000'),
    outputAmount: amount(B, out),
    tradeType: TradeType.EXACT_INPUT,
  });

const reviewed = exactIn([pair(A, B, '1000000', '1000000')]);
const moved = exactIn([pair(A, B, '1000000', '900000')]);
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const review = (trade = reviewed, change: Partial<SwapReview> = {}): SwapReview => ({
  chainId: 1,
  account: ALICE,
  trade,
  allowedSlippageBips: 50,
  recipient: null,
  ...change,
});

describe('tradeMeaningfullyDiffers', () => {
  it('is false for the same trade rebuilt from the same reserves', () => {
    expect(tradeMeaningfullyDiffers(reviewed, exactIn([pair(A, B, '1000000', '1000000')]))).toBe(
      false,
    );
  });

  it('is true when the output moved with the reserves', () => {
    expect(tradeMeaningfullyDiffers(reviewed, moved)).toBe(true);
  });

  it('is true when the route changed', () => {
    const viaC = exactIn([pair(A, C, '1000000', '1000000'), pair(C, B, '1000000', '1000000')]);
    expect(tradeMeaningfullyDiffers(reviewed, viaC)).toBe(true);
  });

  it('tells v3 routes apart by fee tier even with equal amounts', () => {
    expect(
      tradeMeaningfullyDiffers(
        v3ExactIn(FeeAmount.MEDIUM, '990'),
        v3ExactIn(FeeAmount.MEDIUM, '990'),
      ),
    ).toBe(false);
    expect(
      tradeMeaningfullyDiffers(v3ExactIn(FeeAmount.MEDIUM, '990'), v3ExactIn(FeeAmount.LOW, '990')),
    ).toBe(true);
  });
});

describe('swapReviewChanged', () => {
  it('is unchanged while the live swap is the reviewed one', () => {
    expect(swapReviewChanged(review(), review(exactIn([pair(A, B, '1000000', '1000000')])))).toBe(
      false,
    );
  });

  it('is changed while the live swap is not known (its quote loading after a change)', () => {
    expect(swapReviewChanged(review(), null)).toBe(true);
  });

  it('keeps the same account in another case, and a recipient that is the account itself', () => {
    expect(swapReviewChanged(review(), review(reviewed, { account: ALICE.toLowerCase() }))).toBe(
      false,
    );
    expect(swapReviewChanged(review(), review(reviewed, { recipient: ALICE }))).toBe(false);
  });

  it.each<[string, SwapReview]>([
    ['a moved price', review(moved)],
    [
      'another slippage tolerance (another minimum)',
      review(reviewed, { allowedSlippageBips: 100 }),
    ],
    ['another recipient', review(reviewed, { recipient: BOB })],
    ['another chain', review(reviewed, { chainId: 10 })],
    ['another account', review(reviewed, { account: BOB })],
  ])('changes with %s', (_label, live) => {
    expect(swapReviewChanged(review(), live)).toBe(true);
  });

  it('compares recipients without regard to case', () => {
    expect(
      swapReviewChanged(
        review(reviewed, { recipient: BOB }),
        review(reviewed, { recipient: BOB.toLowerCase() }),
      ),
    ).toBe(false);
  });
});

describe('decideSwapSend', () => {
  it('sends the accepted swap, not the live object, while nothing moved', () => {
    const accepted = review();
    const decision = decideSwapSend(accepted, review(exactIn([pair(A, B, '1000000', '1000000')])));
    expect(decision).toEqual({ kind: 'send', review: accepted });
    if (decision.kind === 'send') expect(decision.review.trade).toBe(reviewed);
  });

  it('refuses once the price moved, until the live swap is accepted; then sends its minimum', () => {
    const accepted = review();
    const live = review(moved);
    expect(decideSwapSend(accepted, live)).toEqual({ kind: 'priceUpdated', live });
    // Accepting makes the live swap the accepted one: it is sent with the minimum it showed.
    const afterAccept = decideSwapSend(live, live);
    expect(afterAccept.kind).toBe('send');
    if (afterAccept.kind !== 'send') return;
    const sentMinimum = computeSlippageAdjustedAmounts(
      afterAccept.review.trade,
      afterAccept.review.allowedSlippageBips,
    ).minimumAmountOut;
    const shownMinimum = computeSlippageAdjustedAmounts(moved, 50).minimumAmountOut;
    expect(sentMinimum.equalTo(shownMinimum)).toBe(true);
    expect(
      sentMinimum.lessThan(computeSlippageAdjustedAmounts(reviewed, 50).minimumAmountOut),
    ).toBe(true);
  });

  it('sends nothing while the live quote is missing, and nothing to accept yet', () => {
    expect(decideSwapSend(review(), null)).toEqual({ kind: 'priceUpdated', live: null });
  });

  it('refuses when the wallet moved to another account, with the live swap to accept', () => {
    const live = review(reviewed, { account: BOB });
    expect(decideSwapSend(review(), live)).toEqual({ kind: 'priceUpdated', live });
  });
});
