import { getFactory } from '@dex/chains';
import type { ReadState } from '@dex/primitives';
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  Pool,
  TickMath,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { BestRoute } from './split/findBestRoute';
import { canSimulateV3Pool } from './split/v3Simulation';
import { SplitRouteTrade } from './splitTrade';
import { bestTrade, splitPoolsFromReads, splitTradeFromReads } from './splitTradeFromReads';
import { v2TradeFromReads } from './tradeFromReads';
import type { TradeRead } from './tradeReads';
import { TradeState } from './tradeState';
import { computeV2PairAddress } from './v2/pairs';
import { computeV3PoolAddress } from './v3/pools';

const CHAIN = 31337;
const coder = AbiCoder.defaultAbiCoder();
const LENS = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[] populatedTicks)',
]);
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 18, 'BBB');
// The devnet's WETH: a routing base, and the native coin's wrapped token (the gas model's price).
const WETH = new Token(CHAIN, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
const E18 = 10n ** 18n;

interface Market {
  readonly pairs?: ReadonlyArray<[Token, Token, bigint, bigint]>;
  /** Full-range-like pools at price 1 with this liquidity. */
  readonly pools?: ReadonlyArray<[Token, Token, FeeAmount, bigint]>;
}

const answered = (data: string): ReadState => ({
  valid: true,
  loading: false,
  syncing: false,
  error: false,
  data,
});
const LOADING: ReadState = {
  valid: true,
  loading: true,
  syncing: false,
  error: false,
  data: undefined,
};

/** A reader answering like the devnet would for `market`: absent pairs and pools answer '0x'. */
function marketReader(market: Market, seen: TradeRead[] = []) {
  const answers = new Map<string, string>();
  const v2 = getFactory(CHAIN, 'uniswapV2');
  const v3 = getFactory(CHAIN, 'uniswapV3');
  if (!v2 || !v3) throw new Error('devnet factories missing');
  for (const [x, y, rx, ry] of market.pairs ?? []) {
    const [r0, r1] = x.sortsBefore(y) ? [rx, ry] : [ry, rx];
    const address = computeV2PairAddress(v2, x, y).toLowerCase();
    answers.set(
      `${address}|0x0902f1ac`,
      coder.encode(['uint112', 'uint112', 'uint32'], [r0, r1, 1]),
    );
  }
  const sqrt = BigInt(TickMath.getSqrtRatioAtTick(0).toString());
  for (const [x, y, fee, liquidity] of market.pools ?? []) {
    const [t0, t1] = x.sortsBefore(y) ? [x, y] : [y, x];
    const address = computeV3PoolAddress(v3, t0, t1, fee).toLowerCase();
    answers.set(
      `${address}|0x3850c7bd`,
      coder.encode(
        ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
        [sqrt, 0, 0, 1, 1, 0, true],
      ),
    );
    answers.set(`${address}|0x1a686502`, coder.encode(['uint128'], [liquidity]));
    // No initialised tick near the price: the window holds none, the liquidity is constant there.
    answers.set(`lens:${address}`, LENS.encodeFunctionResult('getPopulatedTicksInWord', [[]]));
  }
  return (calls: readonly TradeRead[]): ReadState[] =>
    calls.map((call) => {
      seen.push(call);
      const data = call.callData.toLowerCase();
      if (data.startsWith(LENS.getFunction('getPopulatedTicksInWord')?.selector ?? '-')) {
        const [pool] = LENS.decodeFunctionData('getPopulatedTicksInWord', data);
        return answered(answers.get(`lens:${String(pool).toLowerCase()}`) ?? '0x');
      }
      return answered(answers.get(`${call.address.toLowerCase()}|${data.slice(0, 10)}`) ?? '0x');
    });
}

const amountOf = (currency: Currency, units: bigint) =>
  CurrencyAmount.fromRawAmount(currency, units.toString());
const exactIn = (input: Currency, output: Currency, amount: bigint) => ({
  chainId: CHAIN,
  input,
  output,
  amount: amountOf(input, amount),
  exactInput: true,
});
const raw = (amount: CurrencyAmount<Currency> | undefined) =>
  amount ? BigInt(amount.quotient.toString()) : undefined;

const DEEP = 1_000n * E18;
const balanced: Market = {
  pairs: [[A, B, DEEP, DEEP]],
  pools: [[A, B, FeeAmount.MEDIUM, DEEP]],
};

describe('splitTradeFromReads', () => {
  it.each([
    {
      name: 'splits a large exact-input order between the v2 pair and the v3 pool',
      market: balanced,
      request: exactIn(A, B, 100n * E18),
      protocols: ['V2', 'V3'],
    },
    {
      name: 'splits an exact-output order the same way',
      market: balanced,
      request: { ...exactIn(A, B, 0n), amount: amountOf(B, 80n * E18), exactInput: false },
      protocols: ['V2', 'V3'],
    },
    {
      name: 'routes a v2 hop then a v3 hop when that is the only way (a mixed path)',
      market: {
        pairs: [[A, WETH, DEEP, DEEP]],
        pools: [[WETH, B, FeeAmount.LOW, DEEP]],
      } satisfies Market,
      request: exactIn(A, B, E18),
      protocols: ['MIXED'],
    },
    {
      name: 'keeps a small order in one pool',
      market: { pairs: [[A, B, DEEP, DEEP]] } satisfies Market,
      request: exactIn(A, B, E18),
      protocols: ['V2'],
    },
  ])('$name', ({ market, request, protocols }) => {
    const result = splitTradeFromReads(marketReader(market), request);
    expect(result.state).toBe(TradeState.VALID);
    const trade = result.trade as SplitRouteTrade;
    expect(trade.splits.map((split) => split.protocol).sort()).toEqual(protocols);
    expect(trade.splits.reduce((sum, split) => sum + split.percent, 0)).toBe(100);
    expect(trade.inputAmount.currency.equals(request.input)).toBe(true);
    expect(trade.outputAmount.currency.equals(request.output)).toBe(true);
  });

  it('gives more than the best v2 trade alone when it splits', () => {
    const request = exactIn(A, B, 100n * E18);
    const split = splitTradeFromReads(marketReader(balanced), request).trade;
    const v2 = v2TradeFromReads(marketReader(balanced), request).trade;
    expect(raw(split?.outputAmount)).toBeGreaterThan(raw(v2?.outputAmount) as bigint);
  });

  it('keeps every route to one pool with the single-hop setting', () => {
    const market: Market = {
      pairs: [
        [A, WETH, DEEP, DEEP],
        [WETH, B, DEEP, DEEP],
      ],
    };
    const request = exactIn(A, B, E18);
    expect(splitTradeFromReads(marketReader(market), request).trade?.splits[0]?.path).toHaveLength(
      3,
    );
    expect(splitTradeFromReads(marketReader(market), request, { singleHopOnly: true })).toEqual({
      state: TradeState.NO_ROUTE_FOUND,
      trade: null,
    });
  });

  it('adds a route only when its output pays for its gas at the chain gas price', () => {
    const market: Market = {
      pairs: [[A, WETH, DEEP, DEEP]],
      pools: [[A, WETH, FeeAmount.MEDIUM, DEEP]],
    };
    const request = exactIn(A, WETH, 5n * E18);
    const free = splitTradeFromReads(marketReader(market), request);
    expect(free.trade?.splits).toHaveLength(2);
    expect(raw(free.trade?.gasCost)).toBe(0n);
    // 1,000 gwei: a second route's 120,000 gas costs 0.12 WETH, more than splitting gains here.
    const costly = splitTradeFromReads(marketReader(market), request, {
      gasPriceWei: 1_000n * 10n ** 9n,
    });
    expect(costly.trade?.splits).toHaveLength(1);
    expect(raw(costly.trade?.gasCost)).toBeGreaterThan(0n);
  });

  it('searches again only when a pool or the request changed, not on every block', () => {
    const request = exactIn(A, B, 100n * E18);
    const first = splitTradeFromReads(marketReader(balanced), request).trade;
    // The next block's answers, read anew but the same: the same trade, no new search.
    expect(splitTradeFromReads(marketReader(balanced), { ...request }).trade).toBe(first);
    // The pair traded: searched again over its new reserves.
    const traded: Market = { ...balanced, pairs: [[A, B, DEEP + 10n * E18, DEEP - 9n * E18]] };
    const after = splitTradeFromReads(marketReader(traded), request).trade;
    expect(after).not.toBe(first);
    expect(raw(after?.outputAmount)).not.toBe(raw(first?.outputAmount));
    // Another amount, or another gas price: searched again.
    expect(splitTradeFromReads(marketReader(traded), exactIn(A, B, 50n * E18)).trade).not.toBe(
      after,
    );
    expect(
      splitTradeFromReads(marketReader(traded), request, { gasPriceWei: 10n ** 9n }).trade,
    ).not.toBe(after);
  });

  it('reads pools, then each pool’s tick window around the tick it answered', () => {
    const seen: TradeRead[] = [];
    splitTradeFromReads(marketReader(balanced, seen), exactIn(A, B, E18));
    const lensCalls = seen.filter(
      (call) => call.address === '0x0B306BF915C4d645ff596e518fAf3F9669b97016',
    );
    // The one existing pool's five words around tick 0; absent pools get no window.
    expect(lensCalls).toHaveLength(5);
  });

  it('is LOADING while any read is, and INVALID on a chain it cannot send on', () => {
    expect(splitTradeFromReads((calls) => calls.map(() => LOADING), exactIn(A, B, E18))).toEqual({
      state: TradeState.LOADING,
      trade: null,
    });
    expect(
      splitTradeFromReads(marketReader(balanced), { ...exactIn(A, B, E18), chainId: 999_999 }),
    ).toEqual({ state: TradeState.INVALID, trade: null });
  });
});

describe('splitPoolsFromReads: a whole market read as the split search reads it', () => {
  const market: Market = {
    pairs: [
      [A, B, DEEP, DEEP],
      [A, WETH, DEEP, DEEP],
    ],
    pools: [
      [A, B, FeeAmount.MEDIUM, DEEP],
      [A, B, FeeAmount.LOW, DEEP],
    ],
  };

  it('reads only the token pairs given: their pairs, and their pools of every tier with ticks', () => {
    const result = splitPoolsFromReads(marketReader(market), CHAIN, [[B, A]]);
    expect(result?.loading).toBe(false);
    // The A/WETH pair exists but was not asked for.
    expect(result?.pairs.map((pair) => [pair.token0.symbol, pair.token1.symbol])).toEqual([
      ['AAA', 'BBB'],
    ]);
    expect(result?.pools.map((pool) => pool.fee).sort((a, b) => a - b)).toEqual([
      FeeAmount.LOW,
      FeeAmount.MEDIUM,
    ]);
    expect(result?.pools.every(canSimulateV3Pool)).toBe(true);
  });

  it('is loading while a read is, and undefined on a chain without factories', () => {
    expect(splitPoolsFromReads((calls) => calls.map(() => LOADING), CHAIN, [[A, B]])?.loading).toBe(
      true,
    );
    expect(splitPoolsFromReads(marketReader(market), 999_999, [[A, B]])).toBeUndefined();
  });
});

describe('bestTrade: never worse than the v3 trade', () => {
  const pool = new Pool(A, B, FeeAmount.MEDIUM, encodeSqrtRatioX96(1, 1), DEEP.toString(), 0);
  const v3 = (tradeType: TradeType, input: bigint, output: bigint) =>
    V3Trade.createUncheckedTrade({
      route: new V3Route([pool], A, B),
      tradeType,
      inputAmount: amountOf(A, input),
      outputAmount: amountOf(B, output),
    });
  const split = (tradeType: TradeType, input: bigint, output: bigint) =>
    new SplitRouteTrade({
      tradeType,
      inputAmount: amountOf(A, input),
      outputAmount: amountOf(B, output),
      splits: [
        {
          percent: 100,
          protocol: 'V3',
          path: [A, B],
          pools: [pool],
          inputAmount: amountOf(A, input),
          outputAmount: amountOf(B, output),
        },
      ],
      gasCost: amountOf(B, 0n),
      routing: { routes: 1, maxRoutes: 7, gasIncluded: false, limitedBy: 'pools' },
    } satisfies BestRoute);
  const valid = <T>(trade: T) => ({ state: TradeState.VALID, trade });
  const IN = TradeType.EXACT_INPUT;
  const OUT = TradeType.EXACT_OUTPUT;

  it.each([
    ['exact input, split gives more', IN, [100n, 99n], [100n, 98n], 'split'],
    ['exact input, the same output', IN, [100n, 98n], [100n, 98n], 'split'],
    ['exact input, split gives less', IN, [100n, 97n], [100n, 98n], 'v3'],
    ['exact output, split needs less', OUT, [99n, 50n], [100n, 50n], 'split'],
    ['exact output, split needs more', OUT, [101n, 50n], [100n, 50n], 'v3'],
  ] as const)('%s: the %s trade', (_name, type, [si, so], [vi, vo], winner) => {
    const splitResult = valid(split(type, si, so));
    const v3Result = valid(v3(type, vi, vo));
    const chosen = bestTrade(splitResult, v3Result);
    expect(chosen).toBe(winner === 'split' ? splitResult : v3Result);
  });

  it.each([
    ['the split is loading', TradeState.LOADING, TradeState.VALID, 'loading'],
    ['the v3 quote is loading', TradeState.VALID, TradeState.LOADING, 'loading'],
    ['the chain has no SwapRouter02', TradeState.INVALID, TradeState.VALID, 'v3'],
    ['the chain has no Quoter', TradeState.VALID, TradeState.INVALID, 'split'],
    ['the Quoter finds no route', TradeState.VALID, TradeState.NO_ROUTE_FOUND, 'split'],
    ['the split finds no route', TradeState.NO_ROUTE_FOUND, TradeState.VALID, 'v3'],
  ] as const)('when %s: %s', (_name, splitState, v3State, expected) => {
    const splitResult = {
      state: splitState,
      trade: splitState === TradeState.VALID ? split(IN, 100n, 99n) : null,
    };
    const v3Result = {
      state: v3State,
      trade: v3State === TradeState.VALID ? v3(IN, 100n, 98n) : null,
    };
    const chosen = bestTrade(splitResult, v3Result);
    if (expected === 'loading') expect(chosen).toEqual({ state: TradeState.LOADING, trade: null });
    else expect(chosen).toBe(expected === 'split' ? splitResult : v3Result);
  });
});
