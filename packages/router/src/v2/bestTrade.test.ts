import { InvalidArgumentError } from '@dex/primitives';
import { CurrencyAmount, Ether, Percent, Token, type TradeType } from '@uniswap/sdk-core';
import { Pair, Trade } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { syntheticMarket, syntheticQueries } from '../../bench/syntheticPairs';
import {
  BETTER_TRADE_LESS_HOPS_THRESHOLD,
  findBestV2TradeExactIn,
  findBestV2TradeExactOut,
} from './bestTrade';

const ZERO = new Percent(0);

/** The 2021 interface's loop: best trade per hop limit, longer only if better by the threshold. */
function interfaceBestExactIn(
  pairs: Pair[],
  amountIn: CurrencyAmount<Token>,
  tokenOut: Token,
): Trade<Token, Token, TradeType.EXACT_INPUT> | undefined {
  let best: Trade<Token, Token, TradeType.EXACT_INPUT> | undefined;
  for (let maxHops = 1; maxHops <= 3; maxHops++) {
    const [candidate] = Trade.bestTradeExactIn(pairs, amountIn, tokenOut, {
      maxHops,
      maxNumResults: 1,
    });
    if (!candidate) continue;
    if (
      !best ||
      best.executionPrice.asFraction
        .multiply(BETTER_TRADE_LESS_HOPS_THRESHOLD.add(new Percent(1)))
        .lessThan(candidate.executionPrice)
    ) {
      best = candidate;
    }
  }
  return best;
}

describe.each([
  { tokens: 20, pairs: 50, seed: 1, queries: 60 },
  { tokens: 20, pairs: 50, seed: 2, queries: 60 },
  { tokens: 30, pairs: 90, seed: 3, queries: 40 },
  { tokens: 50, pairs: 200, seed: 4, queries: 15 },
])(
  'on $tokens tokens / $pairs pairs (seed $seed)',
  ({ tokens, pairs: pairCount, seed, queries }) => {
    const market = syntheticMarket(tokens, pairCount, seed);
    const pairs = [...market.pairs];

    it('finds exactly the SDK best output for every hop limit (exact input)', () => {
      let routed = 0;
      for (const query of syntheticQueries(market, queries, seed * 11)) {
        const amountIn = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
        for (const maxHops of [1, 2, 3]) {
          const [sdk] = Trade.bestTradeExactIn(pairs, amountIn, query.tokenOut, {
            maxHops,
            maxNumResults: 1,
          });
          const ours = findBestV2TradeExactIn(pairs, amountIn, query.tokenOut, {
            maxHops,
            betterTradeThreshold: ZERO,
          });
          expect(ours?.outputAmount.quotient.toString()).toBe(
            sdk?.outputAmount.quotient.toString(),
          );
          if (ours) {
            routed++;
            expect(ours.route.pairs.length).toBeLessThanOrEqual(maxHops);
            expect(ours.inputAmount.equalTo(amountIn)).toBe(true);
          }
        }
      }
      expect(routed).toBeGreaterThan(queries);
    });

    it('finds exactly the SDK least input for every hop limit (exact output)', () => {
      let routed = 0;
      for (const query of syntheticQueries(market, queries, seed * 13, 'output')) {
        const amountOut = CurrencyAmount.fromRawAmount(query.tokenOut, query.amount.toString());
        for (const maxHops of [1, 2, 3]) {
          const [sdk] = Trade.bestTradeExactOut(pairs, query.tokenIn, amountOut, {
            maxHops,
            maxNumResults: 1,
          });
          const ours = findBestV2TradeExactOut(pairs, query.tokenIn, amountOut, {
            maxHops,
            betterTradeThreshold: ZERO,
          });
          expect(ours?.inputAmount.quotient.toString()).toBe(sdk?.inputAmount.quotient.toString());
          if (ours) {
            routed++;
            expect(ours.outputAmount.equalTo(amountOut)).toBe(true);
          }
        }
      }
      expect(routed).toBeGreaterThan(queries);
    });

    it('prefers fewer hops exactly like the 2021 interface with the 0.5% threshold', () => {
      for (const query of syntheticQueries(market, Math.min(queries, 20), seed * 17)) {
        const amountIn = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
        const expected = interfaceBestExactIn(pairs, amountIn, query.tokenOut);
        const ours = findBestV2TradeExactIn(pairs, amountIn, query.tokenOut);
        expect(ours?.outputAmount.quotient.toString()).toBe(
          expected?.outputAmount.quotient.toString(),
        );
        expect(ours?.route.pairs.length).toBe(expected?.route.pairs.length);
      }
    });
  },
);

describe('findBestV2TradeExactIn', () => {
  const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
  const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
  const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
  const LONELY = new Token(1, '0x0000000000000000000000000000000000000abc', 18, 'LONELY');
  const amount = (token: Token, whole: bigint) =>
    CurrencyAmount.fromRawAmount(token, (whole * 10n ** BigInt(token.decimals)).toString());
  const pairs = [
    new Pair(amount(WETH, 1_000n), amount(USDC, 2_000_000n)),
    new Pair(amount(USDC, 1_000_000n), amount(DAI, 1_000_000n)),
    new Pair(amount(WETH, 500n), amount(DAI, 1_000_000n)),
  ];

  it('takes a longer route only when it beats the shorter one by more than the threshold', () => {
    // USDC -> DAI directly gives ~0.997 per dollar; USDC -> WETH -> DAI gets a better price
    // because the WETH/DAI pair values WETH at 2000 DAI, but pays two fees.
    const trade = findBestV2TradeExactIn(pairs, amount(USDC, 1_000n), DAI);
    expect(trade?.route.path.map((t) => t.symbol)).toEqual(['USDC', 'DAI']);
    const best = findBestV2TradeExactIn(pairs, amount(USDC, 1_000n), DAI, {
      betterTradeThreshold: ZERO,
    });
    expect(
      best?.outputAmount.greaterThan(trade?.outputAmount ?? 0) || best?.route.pairs.length === 1,
    ).toBe(true);
  });

  it('respects single-hop only and returns null without a route', () => {
    const single = findBestV2TradeExactIn(pairs, amount(WETH, 1n), DAI, { singleHopOnly: true });
    expect(single?.route.pairs).toHaveLength(1);
    expect(findBestV2TradeExactIn(pairs, amount(WETH, 1n), LONELY)).toBeNull();
    expect(findBestV2TradeExactIn(pairs, amount(WETH, 1n), WETH)).toBeNull();
    expect(() => findBestV2TradeExactIn(pairs, amount(WETH, 1n), DAI, { maxHops: 4 })).toThrow(
      InvalidArgumentError,
    );
  });

  it('trades from and to the native coin through the wrapped token', () => {
    const ether = Ether.onChain(1);
    const trade = findBestV2TradeExactIn(
      pairs,
      CurrencyAmount.fromRawAmount(ether, (10n ** 18n).toString()),
      USDC,
    );
    expect(trade?.inputAmount.currency.isNative).toBe(true);
    expect(trade?.route.path.map((t) => t.symbol)).toEqual(['WETH', 'USDC']);
    const back = findBestV2TradeExactOut(pairs, USDC, CurrencyAmount.fromRawAmount(ether, '1000'));
    expect(back?.outputAmount.currency.isNative).toBe(true);
  });

  it('skips pairs with an empty reserve and duplicate pairs for the same tokens', () => {
    const empty = new Pair(CurrencyAmount.fromRawAmount(WETH, '0'), amount(LONELY, 1n));
    const duplicate = new Pair(amount(WETH, 1n), amount(USDC, 1n));
    const trade = findBestV2TradeExactIn([...pairs, empty, duplicate], amount(WETH, 1n), LONELY);
    expect(trade).toBeNull();
    const direct = findBestV2TradeExactIn([pairs[0] as Pair, duplicate], amount(WETH, 1n), USDC);
    expect(direct?.route.pairs[0]).toBe(pairs[0]);
  });
});
