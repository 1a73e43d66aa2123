// The swap page's rules over a split trade: the review's Price Updated, the route diagram, the
// router ?use= sends through, the badge and the counted network cost.
import { SplitRouteTrade } from '@dex/router';
import { type Currency, CurrencyAmount, Price, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk';
import { encodeSqrtRatioX96, FeeAmount, Pool } from '@uniswap/v3-sdk';
import { describe, expect, it, vi } from 'vitest';
import { routeLegs } from './swapDisplay';
import { swapReviewChanged } from './swapReview';
import { countedGasCost, splitRouteDisplay, swapRouterKind, tradingOn } from './swapRoute';

const CHAIN = 31337;
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 18, 'BBB');
const C = new Token(CHAIN, '0x3000000000000000000000000000000000000003', 18, 'CCC');
const E18 = 10n ** 18n;
const amount = <T extends Currency>(currency: T, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString());

// A at 1 B everywhere: a v2 pair A/B, and a mixed route A -(v2)-> C -(v3 0.05%)-> B.
const pairAB = new Pair(amount(A, 1_000n * E18), amount(B, 1_000n * E18));
const pairAC = new Pair(amount(A, 1_000n * E18), amount(C, 1_000n * E18));
const poolCB = new Pool(C, B, FeeAmount.LOW, encodeSqrtRatioX96(1, 1), (10n ** 21n).toString(), 0);

function trade(
  output: bigint,
  percents: [number, number] = [60, 40],
  gasCost = 0n,
): SplitRouteTrade {
  const [first, second] = percents.map((percent) => (10n * E18 * BigInt(percent)) / 100n);
  return new SplitRouteTrade({
    tradeType: TradeType.EXACT_INPUT,
    inputAmount: amount(A, 10n * E18),
    outputAmount: amount(B, output),
    splits: [
      {
        percent: percents[0],
        protocol: 'V2',
        path: [A, B],
        pools: [pairAB],
        inputAmount: amount(A, first as bigint),
        outputAmount: amount(B, (output * BigInt(percents[0])) / 100n),
      },
      {
        percent: percents[1],
        protocol: 'MIXED',
        path: [A, C, B],
        pools: [pairAC, poolCB],
        inputAmount: amount(A, second as bigint),
        outputAmount: amount(B, output - (output * BigInt(percents[0])) / 100n),
      },
    ],
    gasCost: amount(B, gasCost),
    routing: { routes: 2, maxRoutes: 7, gasIncluded: gasCost > 0n, limitedBy: 'pools' },
  });
}

describe('swapReviewChanged on a split trade', () => {
  it('shows Price Updated when the shares move, not when nothing does', () => {
    const review = {
      chainId: 1,
      account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      trade: trade(9n * E18),
      allowedSlippageBips: 50,
      recipient: null,
    };
    expect(swapReviewChanged(review, { ...review, trade: trade(9n * E18) })).toBe(false);
    expect(swapReviewChanged(review, { ...review, trade: trade(9n * E18, [55, 45]) })).toBe(true);
  });
});

describe('routeLegs: the route diagram of a split trade', () => {
  it('gives each leg its share, symbols and pools (V2 or the fee tier), in the locale', () => {
    expect(routeLegs(trade(9n * E18), 'en')).toEqual([
      { percent: '60%', symbols: ['AAA', 'BBB'], pools: ['V2'] },
      { percent: '40%', symbols: ['AAA', 'CCC', 'BBB'], pools: ['V2', '0.05%'] },
    ]);
    expect(routeLegs(trade(9n * E18), 'de')[1]).toEqual({
      percent: '40\u00a0%',
      symbols: ['AAA', 'CCC', 'BBB'],
      pools: ['V2', '0,05\u00a0%'],
    });
  });
});

describe('the router, the badge and the network cost of the chosen trade', () => {
  const v2Trade = new V2Trade(new V2Route([pairAB], A, B), amount(A, E18), TradeType.EXACT_INPUT);
  const mixed = trade(9n * E18);
  const v2Only = new SplitRouteTrade({
    tradeType: mixed.tradeType,
    inputAmount: mixed.inputAmount,
    outputAmount: mixed.outputAmount,
    splits: mixed.splits.map((split) => ({ ...split, protocol: 'V2' as const })),
    gasCost: mixed.gasCost,
    routing: mixed.routing,
  });

  it('goes through the protocol ?use= chose, else through the trade’s router', () => {
    expect(swapRouterKind('v2', mixed)).toBe('v2');
    expect(swapRouterKind('v3', null)).toBe('v3');
    expect(swapRouterKind('best', v2Trade)).toBe('v2');
    expect(swapRouterKind('best', mixed)).toBe('swapRouter02');
    // Before a trade is chosen the best route is SwapRouter02's.
    expect(swapRouterKind('best', undefined)).toBe('swapRouter02');
  });

  it('says the protocol chosen, or the pools the best trade uses', () => {
    expect(tradingOn('v3', mixed)).toBe('v3');
    expect(tradingOn('best', null)).toBe('v2 + v3');
    expect(tradingOn('best', v2Trade)).toBe('v2');
    expect(tradingOn('best', mixed)).toBe('v2 + v3');
    expect(tradingOn('best', v2Only)).toBe('v2');
  });

  it('shows a network cost only when the search counted one', () => {
    expect(countedGasCost(mixed)).toBeUndefined();
    expect(countedGasCost(trade(9n * E18, [60, 40], 5n))?.quotient.toString()).toBe('5');
  });
});

describe('splitRouteDisplay: the route and the network cost the split search counted', () => {
  const dollars = (currency: Currency) => new Price(currency, B, '1', '2');

  it('values the counted gas for a split trade, and asks no price when none was counted', () => {
    const display = splitRouteDisplay(trade(9n * E18, [60, 40], E18), dollars);
    expect(display?.routing).toMatchObject({ routes: 2, limitedBy: 'pools' });
    expect(display?.networkCostUsd?.toExact()).toBe('2');
    const noPrice = vi.fn(dollars);
    expect(splitRouteDisplay(trade(9n * E18), noPrice)?.networkCostUsd).toBeUndefined();
    expect(noPrice).not.toHaveBeenCalled();
  });

  it('is null for a single protocol’s trade or none', () => {
    const v2 = new V2Trade(new V2Route([pairAB], A, B), amount(A, E18), TradeType.EXACT_INPUT);
    expect(splitRouteDisplay(v2, dollars)).toBeNull();
    expect(splitRouteDisplay(null, dollars)).toBeNull();
  });
});
