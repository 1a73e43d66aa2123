import { InvalidArgumentError } from '@dex/primitives';
import { seededRandom } from '@dex-tooling/config/random';
import {
  type Currency,
  CurrencyAmount,
  Ether,
  Percent,
  Price,
  Token,
  TradeType,
} from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { FeeAmount, Pool, TICK_SPACINGS } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { syntheticMixedMarket } from '../../bench/syntheticMixedMarket';
import { findBestV2TradeExactIn } from '../v2/bestTrade';
import { type BestRoute, findBestRoute, type RouteSplit } from './findBestRoute';
import { createRouteGasModel, type RouteGasModel } from './gasModel';
import { getSqrtRatioAtTick } from './v3Math';
import { simulateV3ExactOutput } from './v3Simulation';

const token = (n: number, symbol: string) =>
  new Token(1, `0x${n.toString(16).padStart(40, '0')}`, 18, symbol, symbol);
const A = token(0xa1, 'A');
const B = token(0xb2, 'B');
const C = token(0xc3, 'C');
const D = token(0xd4, 'D');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const E18 = 10n ** 18n;
const amountOf = <T extends Currency>(currency: T, whole: bigint) =>
  CurrencyAmount.fromRawAmount(currency, (whole * E18).toString());

function pair(x: Token, y: Token, reserveX: bigint, reserveY: bigint): Pair {
  return new Pair(amountOf(x, reserveX), amountOf(y, reserveY));
}

/** A v3 pool at price 1 (tick 0) with one position of `liquidity` over ±`width` spacings. */
function pool(x: Token, y: Token, fee: FeeAmount, liquidity: bigint, width = 200): Pool {
  const spacing = TICK_SPACINGS[fee];
  const [token0, token1] = x.sortsBefore(y) ? [x, y] : [y, x];
  return new Pool(token0, token1, fee, (1n << 96n).toString(), liquidity.toString(), 0, [
    {
      index: -spacing * width,
      liquidityNet: liquidity.toString(),
      liquidityGross: liquidity.toString(),
    },
    {
      index: spacing * width,
      liquidityNet: (-liquidity).toString(),
      liquidityGross: liquidity.toString(),
    },
  ]);
}

/** The SDK's output along one route, hop by hop. */
async function sdkRouteOutput(
  route: { pools: ReadonlyArray<Pair | Pool> },
  input: CurrencyAmount<Token>,
) {
  let amount = input;
  for (const hop of route.pools) {
    [amount] =
      hop instanceof Pair ? hop.getOutputAmount(amount) : await hop.getOutputAmount(amount);
  }
  return BigInt(amount.quotient.toString());
}

const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString());

function expectConsistent(route: BestRoute | null, tradeType: TradeType) {
  expect(route).not.toBeNull();
  const { splits } = route as BestRoute;
  expect(splits.reduce((sum, split) => sum + split.percent, 0)).toBeCloseTo(100, 9);
  const inputs = splits.reduce((sum, split) => sum + raw(split.inputAmount), 0n);
  const outputs = splits.reduce((sum, split) => sum + raw(split.outputAmount), 0n);
  expect(inputs).toBe(raw((route as BestRoute).inputAmount));
  expect(outputs).toBe(raw((route as BestRoute).outputAmount));
  expect((route as BestRoute).tradeType).toBe(tradeType);
  // No pair or pool is used by two routes of one split.
  const used = splits.flatMap((split) => split.pools);
  expect(new Set(used).size).toBe(used.length);
}

// Two equally priced, equally shallow venues for A/B: a large order moves either price a lot.
const twoVenues = {
  pairs: [pair(A, B, 1_000n, 1_000n)],
  pools: [pool(A, B, FeeAmount.MEDIUM, 20_000n * E18, 600)],
};
// A and B trade directly only in shallow venues; through C, a deep v2 pair then a deep v3 pool.
const mixedMarket = {
  pairs: [pair(A, B, 200n, 200n), pair(A, C, 1_000_000n, 1_000_000n)],
  pools: [
    pool(A, B, FeeAmount.MEDIUM, 4_000n * E18, 600),
    pool(C, B, FeeAmount.LOW, 50_000_000n * E18, 2_000),
  ],
};

describe('findBestRoute', () => {
  it.each([
    {
      name: 'a split beats any single route (exact input)',
      market: twoVenues,
      tradeType: TradeType.EXACT_INPUT,
      amount: amountOf(A, 300n),
      other: B as Currency,
      expectSplits: 2,
      protocols: ['V2', 'V3'],
    },
    {
      name: 'a split beats any single route (exact output)',
      market: twoVenues,
      tradeType: TradeType.EXACT_OUTPUT,
      amount: amountOf(B, 200n),
      other: A as Currency,
      expectSplits: 2,
      protocols: ['V2', 'V3'],
    },
    {
      name: 'a mixed path beats both pure ones',
      market: mixedMarket,
      tradeType: TradeType.EXACT_INPUT,
      amount: amountOf(A, 100n),
      other: B as Currency,
      expectSplits: 1,
      protocols: ['MIXED'],
      maxSplits: 1,
    },
  ])('$name', ({ market, tradeType, amount, other, expectSplits, protocols, maxSplits }) => {
    const exactIn = tradeType === TradeType.EXACT_INPUT;
    const search = (extra: object = {}) =>
      findBestRoute({ ...market, amount, otherCurrency: other, tradeType, maxSplits, ...extra });
    const best = search();
    expectConsistent(best, tradeType);
    expect(best?.splits).toHaveLength(expectSplits);
    expect(best?.splits.map((split) => split.protocol).sort()).toEqual(protocols);
    const quoted = raw(
      exactIn ? (best as BestRoute).outputAmount : (best as BestRoute).inputAmount,
    );
    const better = (a: bigint, b: bigint) => (exactIn ? a > b : a < b);

    // Strictly better than the best pure v2 and pure v3 route, and (for a split) any one route.
    const rivals = [
      { pairs: market.pairs, pools: [] },
      { pairs: [], pools: market.pools },
      ...(expectSplits > 1 ? [{ pairs: market.pairs, pools: market.pools }] : []),
    ];
    for (const only of rivals) {
      const single = findBestRoute({
        ...only,
        amount,
        otherCurrency: other,
        tradeType,
        maxSplits: 1,
      });
      expect(single).not.toBeNull();
      const singleQuote = raw(
        exactIn ? (single as BestRoute).outputAmount : (single as BestRoute).inputAmount,
      );
      expect(better(quoted, singleQuote)).toBe(true);
    }
    if (protocols[0] === 'MIXED') {
      const v2Best = findBestV2TradeExactIn(market.pairs, amount as CurrencyAmount<Token>, B, {
        betterTradeThreshold: new Percent(0),
      });
      expect(quoted > raw(v2Best?.outputAmount ?? amountOf(B, 0n))).toBe(true);
      expect(best?.splits[0]?.path.map((t) => t.symbol)).toEqual(['A', 'C', 'B']);
    }
  });

  it('lets the gas model change the choice: a split only when its extra output pays for its gas', () => {
    const input = {
      ...twoVenues,
      amount: amountOf(A, 300n),
      otherCurrency: B,
      tradeType: TradeType.EXACT_INPUT,
    };
    const split = findBestRoute(input);
    const single = findBestRoute({ ...input, maxSplits: 1 });
    expect(split?.splits).toHaveLength(2);
    const gain = raw((split as BestRoute).outputAmount) - raw((single as BestRoute).outputAmount);
    expect(gain).toBeGreaterThan(0n);
    // A route costs more than the split gains: one route is better net.
    const costly: RouteGasModel = { routeCost: () => gain * 2n };
    const withGas = findBestRoute({ ...input, gasModel: costly });
    expect(withGas?.splits).toHaveLength(1);
    expect(raw((withGas as BestRoute).gasCost)).toBe(gain * 2n);
    // A route costing less than half the gain keeps the split.
    const cheap: RouteGasModel = { routeCost: () => gain / 3n };
    expect(findBestRoute({ ...input, gasModel: cheap })?.splits).toHaveLength(2);
  });

  it('fills by a split what no single route can (exact output)', () => {
    // Two narrow v3 positions: each pool alone runs out of B before the wanted amount.
    const pools = [
      pool(A, B, FeeAmount.MEDIUM, 10n ** 24n, 2),
      pool(A, B, FeeAmount.LOW, 10n ** 24n, 12),
    ];
    const capacity = (venue: Pool) => {
      let low = 1n;
      let high = 10n ** 30n;
      while (high - low > 1n) {
        const middle = (low + high) / 2n;
        if (simulateV3ExactOutput(venue, CurrencyAmount.fromRawAmount(B, middle.toString())))
          low = middle;
        else high = middle;
      }
      return low;
    };
    const [first, second] = pools.map(capacity) as [bigint, bigint];
    const wanted = ((first + second) * 8n) / 10n;
    expect(wanted).toBeGreaterThan(first);
    expect(wanted).toBeGreaterThan(second);
    const input = {
      pairs: [],
      pools,
      amount: CurrencyAmount.fromRawAmount(B, wanted.toString()),
      otherCurrency: A,
      tradeType: TradeType.EXACT_OUTPUT,
    };
    expect(findBestRoute({ ...input, maxSplits: 1 })).toBeNull();
    const split = findBestRoute(input);
    expectConsistent(split, TradeType.EXACT_OUTPUT);
    expect(split?.splits).toHaveLength(2);
    expect(raw((split as BestRoute).outputAmount)).toBe(wanted);
  });

  it('prices gas per route and hop from the gas price and the native coin price', () => {
    const nativePrice = new Price(WETH, B, '1', '2000'); // 1 raw WETH = 2000 raw B: 2000 B per ETH
    const model = createRouteGasModel({
      gasPriceWei: 10n ** 9n,
      nativePrice,
      gasUnits: { perRoute: 100_000n, perV2Hop: 50_000n, perV3Hop: 70_000n },
    });
    const cost = model.routeCost({ protocol: 'MIXED', pools: [], v2Hops: 1, v3Hops: 1 });
    expect(cost).toBe(220_000n * 10n ** 9n * 2000n);
    // A v3 hop costs more than a v2 one, and every hop more than none.
    const v2 = model.routeCost({ protocol: 'V2', pools: [], v2Hops: 2, v3Hops: 0 });
    const v3 = model.routeCost({ protocol: 'V3', pools: [], v2Hops: 0, v3Hops: 2 });
    expect(v3).toBeGreaterThan(v2);
  });

  it('routes from and to the native coin through the wrapped token', () => {
    const ether = Ether.onChain(1);
    const market = {
      pairs: [pair(WETH, B, 1_000n, 2_000_000n)],
      pools: [pool(WETH, B, FeeAmount.MEDIUM, 10n ** 22n)],
    };
    const buy = findBestRoute({
      ...market,
      amount: amountOf(ether, 1n),
      otherCurrency: B,
      tradeType: TradeType.EXACT_INPUT,
    });
    expect(buy?.inputAmount.currency.isNative).toBe(true);
    expect(buy?.splits[0]?.path[0]?.symbol).toBe('WETH');
    const sell = findBestRoute({
      ...market,
      amount: amountOf(ether, 1n),
      otherCurrency: B,
      tradeType: TradeType.EXACT_OUTPUT,
    });
    expect(sell?.outputAmount.currency.isNative).toBe(true);
    expectConsistent(sell, TradeType.EXACT_OUTPUT);
  });

  it('returns null without a route or an amount the pools can take, and checks its options', () => {
    const lonely = token(0xdd, 'D');
    const base = { ...twoVenues, otherCurrency: B, tradeType: TradeType.EXACT_INPUT };
    expect(findBestRoute({ ...base, amount: amountOf(lonely, 1n) })).toBeNull();
    expect(findBestRoute({ ...base, amount: amountOf(B, 1n) })).toBeNull();
    expect(findBestRoute({ ...base, amount: amountOf(A, 0n) })).toBeNull();
    // More B than both venues hold.
    expect(
      findBestRoute({
        ...base,
        amount: amountOf(B, 30_000n),
        otherCurrency: A,
        tradeType: TradeType.EXACT_OUTPUT,
      }),
    ).toBeNull();
    for (const bad of [
      { maxHops: 4 },
      { maxSplits: 8 },
      { maxSplits: 0 },
      { distributionStep: 7 },
      { distributionStep: 0.5 },
    ]) {
      expect(() => findBestRoute({ ...base, amount: amountOf(A, 1n), ...bad })).toThrow(
        InvalidArgumentError,
      );
    }
  });
});

it('gives no route whose output rounds to nothing (the input would be paid for 0)', () => {
  // 1 unit of a 0-decimal token: the v3 pool gives 0 for it, the v2 pair nothing either.
  const whole = new Token(1, `0x${'e5'.padStart(40, '0')}`, 0, 'W');
  const venues = {
    pairs: [new Pair(CurrencyAmount.fromRawAmount(whole, 1_000), amountOf(B, 1n))],
    pools: [pool(whole, B, FeeAmount.LOW, 10n ** 6n)],
  };
  const tiny = findBestRoute({
    ...venues,
    amount: CurrencyAmount.fromRawAmount(B, 1),
    otherCurrency: whole,
    tradeType: TradeType.EXACT_INPUT,
  });
  expect(tiny).toBeNull();
});

describe('findBestRoute beyond the 5% grid (issue #40)', () => {
  const sdkOut = (route: { pools: ReadonlyArray<Pair | Pool> }, input: bigint) => {
    let amount = CurrencyAmount.fromRawAmount(A, input.toString()) as CurrencyAmount<Token>;
    for (const hop of route.pools) [amount] = (hop as Pair).getOutputAmount(amount);
    return raw(amount);
  };
  const sdkIn = (route: { pools: ReadonlyArray<Pair | Pool> }, output: bigint) => {
    let amount = CurrencyAmount.fromRawAmount(B, output.toString()) as CurrencyAmount<Token>;
    for (const hop of [...route.pools].reverse()) [amount] = (hop as Pair).getInputAmount(amount);
    return raw(amount);
  };
  // Two v2 routes of unequal depth: A/B directly, and A -> C -> B through deeper pairs. Their
  // marginal prices meet at a share no 5% grid has.
  const twoRoutes = {
    pairs: [pair(A, B, 1_000n, 1_000n), pair(A, C, 1_700n, 1_700n), pair(C, B, 1_700n, 1_700n)],
    pools: [],
  };

  it('splits over 7 routes where 7 disjoint venues beat any 4', () => {
    // Five direct venues (a v2 pair, four v3 fee tiers) and two two-hop v2 routes, all similar.
    const market = {
      pairs: [
        pair(A, B, 2_000n, 2_000n),
        pair(A, C, 4_000n, 4_000n),
        pair(C, B, 4_000n, 4_000n),
        pair(A, D, 4_000n, 4_000n),
        pair(D, B, 4_000n, 4_000n),
      ],
      pools: [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH].map((fee) =>
        pool(A, B, fee, 40_000n * E18, 6_000 / TICK_SPACINGS[fee]),
      ),
    };
    const input = {
      ...market,
      amount: amountOf(A, 1_500n),
      otherCurrency: B,
      tradeType: TradeType.EXACT_INPUT,
    };
    const seven = findBestRoute(input) as BestRoute;
    const four = findBestRoute({ ...input, maxSplits: 4 }) as BestRoute;
    expectConsistent(seven, TradeType.EXACT_INPUT);
    expectConsistent(four, TradeType.EXACT_INPUT);
    expect(seven.splits).toHaveLength(7);
    expect(four.splits).toHaveLength(4);
    expect(raw(seven.outputAmount)).toBeGreaterThan(raw(four.outputAmount));
    expect(seven.routing).toEqual({
      routes: 7,
      maxRoutes: 7,
      gasIncluded: false,
      limitedBy: 'maxSplits',
    });
  });

  it('refines the 5% allocation to the marginal-price equilibrium (exact input)', () => {
    const input = {
      ...twoRoutes,
      amount: amountOf(A, 300n),
      otherCurrency: B,
      tradeType: TradeType.EXACT_INPUT,
    };
    const refined = findBestRoute(input) as BestRoute;
    const grid = findBestRoute({ ...input, refine: false }) as BestRoute;
    expectConsistent(refined, TradeType.EXACT_INPUT);
    expect(refined.splits).toHaveLength(2);
    expect(grid.splits.every((split) => split.percent % 5 === 0)).toBe(true);
    expect(refined.splits.some((split) => Math.round(split.percent * 10) % 50 !== 0)).toBe(true);
    expect(raw(refined.outputAmount)).toBeGreaterThan(raw(grid.outputAmount));
    // Moving 0.1% of the input either way between the two routes gives no more (SDK maths).
    const [first, second] = refined.splits as [RouteSplit, RouteSplit];
    const step = raw(input.amount) / 1_000n;
    const total = (a: bigint, b: bigint) => sdkOut(first, a) + sdkOut(second, b);
    const inFirst = raw(first.inputAmount);
    const inSecond = raw(second.inputAmount);
    expect(total(inFirst, inSecond)).toBe(raw(refined.outputAmount));
    expect(total(inFirst + step, inSecond - step)).toBeLessThanOrEqual(raw(refined.outputAmount));
    expect(total(inFirst - step, inSecond + step)).toBeLessThanOrEqual(raw(refined.outputAmount));
  });

  it('refines exact output by the input it needs, to the same equilibrium', () => {
    const input = {
      ...twoRoutes,
      amount: amountOf(B, 250n),
      otherCurrency: A,
      tradeType: TradeType.EXACT_OUTPUT,
    };
    const refined = findBestRoute(input) as BestRoute;
    const grid = findBestRoute({ ...input, refine: false }) as BestRoute;
    expectConsistent(refined, TradeType.EXACT_OUTPUT);
    expect(raw(refined.outputAmount)).toBe(raw(input.amount));
    expect(raw(refined.inputAmount)).toBeLessThan(raw(grid.inputAmount));
    const [first, second] = refined.splits as [RouteSplit, RouteSplit];
    const step = raw(input.amount) / 1_000n;
    const total = (a: bigint, b: bigint) => sdkIn(first, a) + sdkIn(second, b);
    const outFirst = raw(first.outputAmount);
    const outSecond = raw(second.outputAmount);
    expect(total(outFirst, outSecond)).toBe(raw(refined.inputAmount));
    expect(total(outFirst + step, outSecond - step)).toBeGreaterThanOrEqual(
      raw(refined.inputAmount),
    );
    expect(total(outFirst - step, outSecond + step)).toBeGreaterThanOrEqual(
      raw(refined.inputAmount),
    );
  });

  it('splits at a low gas price and keeps one route at a high one (the split would not pay)', () => {
    const input = {
      ...twoVenues,
      amount: amountOf(A, 300n),
      otherCurrency: B,
      tradeType: TradeType.EXACT_INPUT,
      nativePrice: new Price(WETH, B, '1', '2000'), // 2000 B per ETH
    };
    const { nativePrice: _, ...withoutPrice } = input;
    const gross = findBestRoute(withoutPrice) as BestRoute;
    expect(gross.routing.gasIncluded).toBe(false);
    expect(raw(gross.gasCost)).toBe(0n);
    // A gas price without a native price (or none at all) leaves the search as it was: gross.
    const priceOnly = findBestRoute({ ...withoutPrice, gasPriceWei: 10n ** 9n });
    expect(raw((priceOnly as BestRoute).outputAmount)).toBe(raw(gross.outputAmount));

    const LOW = 10n ** 8n; // 0.1 gwei: a fast, cheap chain
    const HIGH = 50n * 10n ** 9n; // 50 gwei: mainnet on a busy day
    const cheap = findBestRoute({ ...input, gasPriceWei: LOW }) as BestRoute;
    const dear = findBestRoute({ ...input, gasPriceWei: HIGH }) as BestRoute;
    expect(cheap.splits).toHaveLength(2);
    expect(cheap.routing).toMatchObject({ routes: 2, gasIncluded: true });
    expect(dear.splits).toHaveLength(1);
    expect(dear.routing).toMatchObject({ routes: 1, gasIncluded: true, limitedBy: 'gas' });
    // At the high price the single route nets more than the split would after its gas.
    const net = (route: BestRoute) => raw(route.outputAmount) - raw(route.gasCost);
    // The low price's split, priced at the high gas price.
    const dearModel = createRouteGasModel({
      gasPriceWei: HIGH,
      nativePrice: input.nativePrice,
    });
    const splitGas = cheap.splits.reduce(
      (sum, split) =>
        sum +
        dearModel.routeCost({
          protocol: split.protocol,
          pools: split.pools,
          v2Hops: split.protocol === 'V2' ? split.pools.length : 0,
          v3Hops: split.protocol === 'V3' ? split.pools.length : 0,
        }),
      0n,
    );
    expect(net(dear)).toBeGreaterThan(raw(cheap.outputAmount) - splitGas);
    // And at the low price the split nets more than the best single route.
    const single = findBestRoute({ ...input, gasPriceWei: LOW, maxSplits: 1 }) as BestRoute;
    expect(net(cheap)).toBeGreaterThan(net(single));
  });
});

describe('findBestRoute on seeded v2 + v3 markets', () => {
  const market = syntheticMixedMarket(30, 120, 11, 'hub');
  const random = seededRandom(12);
  const queries = Array.from({ length: 24 }, () => {
    const a = Math.floor(random() * market.tokens.length);
    let b = Math.floor(random() * market.tokens.length);
    if (b === a) b = (a + 1) % market.tokens.length;
    const dollars = Math.exp(Math.log(10) + random() * Math.log(1e5));
    const tokenIn = market.tokens[a] as Token;
    const whole = BigInt(Math.max(1, Math.round((dollars / (market.prices[a] as number)) * 1e6)));
    return {
      tokenIn,
      tokenOut: market.tokens[b] as Token,
      amount: (whole * 10n ** BigInt(tokenIn.decimals)) / 1_000_000n,
    };
  });

  it('quotes each route exactly as the SDK does, hop by hop', async () => {
    let compared = 0;
    for (const query of queries) {
      const amountIn = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
      const best = findBestRoute({
        pairs: market.pairs,
        pools: market.pools,
        amount: amountIn,
        otherCurrency: query.tokenOut,
        tradeType: TradeType.EXACT_INPUT,
      });
      if (!best) continue;
      expectConsistent(best, TradeType.EXACT_INPUT);
      for (const split of best.splits) {
        expect(raw(split.outputAmount)).toBe(
          await sdkRouteOutput(split, split.inputAmount as CurrencyAmount<Token>),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(queries.length);
  });

  it('quotes exact output routes exactly as the SDK does, hop by hop backwards', async () => {
    let compared = 0;
    for (const query of queries) {
      // Ask for what the exact input query would roughly give, so the amounts are fillable.
      const forward = findBestRoute({
        pairs: market.pairs,
        pools: market.pools,
        amount: CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString()),
        otherCurrency: query.tokenOut,
        tradeType: TradeType.EXACT_INPUT,
      });
      if (!forward) continue;
      const wanted = CurrencyAmount.fromRawAmount(
        query.tokenOut,
        (raw(forward.outputAmount) / 2n + 1n).toString(),
      );
      const best = findBestRoute({
        pairs: market.pairs,
        pools: market.pools,
        amount: wanted,
        otherCurrency: query.tokenIn,
        tradeType: TradeType.EXACT_OUTPUT,
      });
      expectConsistent(best, TradeType.EXACT_OUTPUT);
      expect(raw((best as BestRoute).outputAmount)).toBe(raw(wanted));
      for (const split of (best as BestRoute).splits) {
        let amount = split.outputAmount as CurrencyAmount<Token>;
        for (const hop of [...split.pools].reverse()) {
          [amount] =
            hop instanceof Pair ? hop.getInputAmount(amount) : await hop.getInputAmount(amount);
        }
        expect(raw(split.inputAmount)).toBe(raw(amount));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(queries.length / 2);
  });

  it('over v2 pairs alone, one route gives exactly the fast v2 search plain best', () => {
    for (const query of queries) {
      const amountIn = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
      const ours = findBestRoute({
        pairs: market.pairs,
        pools: [],
        amount: amountIn,
        otherCurrency: query.tokenOut,
        tradeType: TradeType.EXACT_INPUT,
        maxSplits: 1,
      });
      const v2 = findBestV2TradeExactIn([...market.pairs], amountIn, query.tokenOut, {
        betterTradeThreshold: new Percent(0),
      });
      expect(ours ? raw(ours.outputAmount) : undefined).toBe(v2 ? raw(v2.outputAmount) : undefined);
    }
  });

  it('never gives less with more routes or hops allowed', () => {
    for (const query of queries.slice(0, 12)) {
      const amountIn = CurrencyAmount.fromRawAmount(query.tokenIn, query.amount.toString());
      const run = (extra: object) =>
        findBestRoute({
          pairs: market.pairs,
          pools: market.pools,
          amount: amountIn,
          otherCurrency: query.tokenOut,
          tradeType: TradeType.EXACT_INPUT,
          ...extra,
        });
      const out = (route: BestRoute | null) => (route ? raw(route.outputAmount) : -1n);
      const single = out(run({ maxSplits: 1 }));
      expect(out(run({ maxSplits: 4 }))).toBeGreaterThanOrEqual(single);
      expect(out(run({ maxSplits: 1, maxHops: 3 }))).toBeGreaterThanOrEqual(
        out(run({ maxSplits: 1, maxHops: 2 })),
      );
    }
  });

  it('never needs more input with more routes allowed, once rounded to whole token units (exact output)', () => {
    // The router bench's one miss before this rule: 51,309 units of a token with few decimals
    // bought from T6. Refined to 99.9% + 0.1%, the split's rounding remainder (one unit, a basis
    // point of the trade) went to the leg where it cost more than the split saved.
    const bench = syntheticMixedMarket(50, 200, 2029, 'uniform');
    const token = (symbol: string) => bench.tokens.find((t) => t.symbol === symbol) as Token;
    const run = (maxSplits: number) =>
      findBestRoute({
        pairs: bench.pairs,
        pools: bench.pools,
        amount: CurrencyAmount.fromRawAmount(token('T2'), '51309'),
        otherCurrency: token('T6'),
        tradeType: TradeType.EXACT_OUTPUT,
        maxHops: 3,
        maxSplits,
      });
    const single = run(1);
    const split = run(7);
    expect(single).not.toBeNull();
    expect(raw((split as BestRoute).inputAmount)).toBeLessThanOrEqual(
      raw((single as BestRoute).inputAmount),
    );
  });

  it('computes v3 tick prices exactly as the SDK TickMath', async () => {
    const { TickMath } = await import('@uniswap/v3-sdk');
    const ticks = [-887272, 887272, 0, 1, -1, 60, -60];
    for (let bit = 0; bit < 20; bit++) ticks.push(1 << bit, -(1 << bit));
    for (let i = 0; i < 400; i++) ticks.push(Math.floor(random() * 1_774_545) - 887_272);
    for (const tick of ticks) {
      expect(getSqrtRatioAtTick(tick)).toBe(BigInt(TickMath.getSqrtRatioAtTick(tick).toString()));
    }
  });
});
