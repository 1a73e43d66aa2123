import { getFactory } from '@dex/chains';
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk';
import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { computeV3TradeState, type QuoteResult, TradeState } from './tradeState';
import { createV3Pool, decodeSlot0, getV3PoolKeys } from './v3/pools';
import {
  decodeQuoteExactInput,
  encodeV3RoutePath,
  quoteExactInputCall,
  quoteExactOutputCall,
} from './v3/quoter';
import { computeAllV3Routes } from './v3/routes';

const token = (n: number, symbol: string) =>
  new Token(1, `0x${n.toString(16).padStart(40, '0')}`, 18, symbol);
const [A, B, C, D] = [token(1, 'A'), token(2, 'B'), token(3, 'C'), token(4, 'D')];
const pool = (x: Token, y: Token, fee: FeeAmount) => {
  const sqrt = encodeSqrtRatioX96(1, 1);
  return new Pool(x, y, fee, sqrt, '1000000000000000000', TickMath.getTickAtSqrtRatio(sqrt));
};
const pools = [
  pool(A, B, FeeAmount.LOW),
  pool(A, B, FeeAmount.MEDIUM),
  pool(B, C, FeeAmount.MEDIUM),
  pool(A, C, FeeAmount.HIGH),
  pool(C, D, FeeAmount.LOW),
];
const QUOTER = '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6';

describe('computeAllV3Routes', () => {
  it('lists direct and two-hop routes, or only direct ones in single-hop mode', () => {
    const routes = computeAllV3Routes(A, C, pools);
    const described = routes.map((r) => r.pools.map((p) => p.fee).join('>'));
    expect(described.sort()).toEqual(['10000', '3000>3000', '500>3000'].sort());
    expect(computeAllV3Routes(A, C, pools, 1)).toHaveLength(1);
    // D is three pools away from A: out of reach at 2 hops.
    expect(computeAllV3Routes(A, D, pools).every((r) => r.pools.length <= 2)).toBe(true);
    expect(
      computeAllV3Routes(A, D, pools).map((r) => r.tokenPath.map((t) => t.symbol).join('>')),
    ).toEqual(['A>C>D']);
    expect(computeAllV3Routes(A, A, pools)).toEqual([]);
  });
});

describe('quoter calls', () => {
  const [route] = computeAllV3Routes(A, D, pools);
  if (!route) throw new Error('no route');
  const amount = CurrencyAmount.fromRawAmount(A, '1000');

  it('encode the packed path forwards for exact input and backwards for exact output', () => {
    const hex = (n: number) => n.toString(16).padStart(6, '0');
    const forward = encodeV3RoutePath(route, false);
    expect(forward).toBe(
      `0x${A.address.slice(2)}${hex(10000)}${C.address.slice(2)}${hex(500)}${D.address.slice(2)}`.toLowerCase(),
    );
    const call = quoteExactInputCall(QUOTER, route, amount);
    expect(call.address).toBe(QUOTER);
    // quoteExactInput(bytes,uint256)
    expect(call.callData.slice(0, 10)).toBe('0xcdca1753');
    expect(call.callData).toContain(forward.slice(2));
    const backward = encodeV3RoutePath(route, true);
    expect(
      quoteExactOutputCall(QUOTER, route, CurrencyAmount.fromRawAmount(D, '5')).callData,
    ).toContain(backward.slice(2));
    expect(backward).not.toBe(forward);
  });

  it('decode the quoted amount', () => {
    expect(decodeQuoteExactInput(AbiCoder.defaultAbiCoder().encode(['uint256'], [123n]))).toBe(
      123n,
    );
  });
});

describe('pool keys and pools', () => {
  it('covers every fee tier of every pair, with the chain factory addresses', () => {
    const factory = getFactory(1, 'uniswapV3');
    if (!factory) throw new Error('no factory');
    const usdc = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
    const weth = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
    const keys = getV3PoolKeys([[weth, usdc]], factory);
    expect(keys.map((k) => k.fee)).toEqual([100, 500, 3000, 10000]);
    // The well-known mainnet USDC/WETH 0.05% pool.
    expect(keys[1]?.address).toBe('0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640');
    expect(keys[1]?.token0.symbol).toBe('USDC');
  });

  it('skips uninitialised pools', () => {
    const key = {
      token0: A,
      token1: B,
      fee: FeeAmount.LOW,
      address: '0x0000000000000000000000000000000000000009',
    };
    expect(createV3Pool(key, { sqrtPriceX96: 0n, tick: 0 }, 0n)).toBeNull();
    expect(createV3Pool(key, undefined, 1n)).toBeNull();
    const encoded = AbiCoder.defaultAbiCoder().encode(
      ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
      [2n ** 96n, 0, 0, 1, 1, 0, true],
    );
    const slot0 = decodeSlot0(encoded);
    expect(slot0).toEqual({ sqrtPriceX96: 2n ** 96n, tick: 0 });
    expect(createV3Pool(key, slot0, 10n ** 18n)?.token0Price.toFixed(2)).toBe('1.00');
  });
});

describe('computeV3TradeState', () => {
  const routes = computeAllV3Routes(A, C, pools);
  const amountIn = CurrencyAmount.fromRawAmount(A, '1000');
  const quote = (amount: bigint | undefined, extra: Partial<QuoteResult> = {}): QuoteResult => ({
    loading: false,
    syncing: false,
    amount,
    ...extra,
  });
  const base = {
    tradeType: TradeType.EXACT_INPUT,
    amountSpecified: amountIn,
    otherCurrency: C,
    routes,
    routesLoading: false,
  };

  it('is INVALID without an amount or currency, LOADING while anything loads', () => {
    expect(computeV3TradeState({ ...base, amountSpecified: undefined, quotes: [] }).state).toBe(
      TradeState.INVALID,
    );
    expect(computeV3TradeState({ ...base, otherCurrency: undefined, quotes: [] }).state).toBe(
      TradeState.INVALID,
    );
    expect(computeV3TradeState({ ...base, routesLoading: true, quotes: [] }).state).toBe(
      TradeState.LOADING,
    );
    const loading = routes.map((_, i) => quote(i === 0 ? undefined : 5n, { loading: i === 0 }));
    expect(computeV3TradeState({ ...base, quotes: loading }).state).toBe(TradeState.LOADING);
  });

  it('is NO_ROUTE_FOUND without a usable quote', () => {
    expect(computeV3TradeState({ ...base, routes: [], quotes: [] }).state).toBe(
      TradeState.NO_ROUTE_FOUND,
    );
    expect(computeV3TradeState({ ...base, quotes: routes.map(() => quote(undefined)) }).state).toBe(
      TradeState.NO_ROUTE_FOUND,
    );
  });

  it('picks the most output (exact input) or the least input (exact output); SYNCING while refreshing', () => {
    const amounts = [900n, 990n, 950n];
    const valid = computeV3TradeState({ ...base, quotes: amounts.map((a) => quote(a)) });
    expect(valid.state).toBe(TradeState.VALID);
    expect(valid.trade?.outputAmount.quotient.toString()).toBe('990');
    expect(valid.trade?.route).toBe(routes[1]);
    const syncing = computeV3TradeState({
      ...base,
      quotes: amounts.map((a, i) => quote(a, { syncing: i === 2 })),
    });
    expect(syncing.state).toBe(TradeState.SYNCING);
    const exactOut = computeV3TradeState({
      ...base,
      tradeType: TradeType.EXACT_OUTPUT,
      amountSpecified: CurrencyAmount.fromRawAmount(C, '1000'),
      otherCurrency: A,
      quotes: amounts.map((a) => quote(a)),
    });
    expect(exactOut.trade?.inputAmount.quotient.toString()).toBe('900');
    expect(exactOut.trade?.outputAmount.quotient.toString()).toBe('1000');
  });
});
