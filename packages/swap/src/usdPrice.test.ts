import { getChainInfo, getFactory } from '@dex/chains';
import { getNativeCurrency, toSdkToken } from '@dex/currency';
import type { ReadState } from '@dex/primitives';
import type { TradeRead } from '@dex/router';
import {
  computeV2PairAddress,
  computeV3PoolAddress,
  settleReads,
  type TradeReader,
  TradeState,
} from '@dex/router';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk';
import { encodeSqrtRatioX96, FeeAmount, TickMath } from '@uniswap/v3-sdk';
import { AbiCoder } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import {
  fetchUsdPrice,
  getUsdStablecoin,
  TESTNET_GOVERNANCE_TOKEN_USD_PRICE,
  usdPriceFromReads,
  usdPriceFromTrade,
} from './usdPrice';

const coder = AbiCoder.defaultAbiCoder();
const DEVNET = 31337;
const devnet = getChainInfo(DEVNET);
const bySymbol = (symbol: string) => {
  const token = devnet?.routing.tradeBases.find((base) => base.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on the devnet`);
  return toSdkToken(token);
};
const WETH = bySymbol('WETH');
const DAI = bySymbol('DAI');
const USDC = bySymbol('USDC');
const HOP = new Token(DEVNET, '0x00000000000000000000000000000000000000a1', 18, 'HOP');
const DUST = new Token(DEVNET, '0x00000000000000000000000000000000000000b2', 18, 'DUST');
const UNI = new Token(DEVNET, devnet?.contracts.uni ?? '', 18, 'UNI');
const ETH = getNativeCurrency(DEVNET);

const units = (token: Token, amount: number) =>
  BigInt(Math.round(amount * 1e6)) * 10n ** BigInt(token.decimals - 6);

const SELECTORS = { getReserves: '0x0902f1ac', slot0: '0x3850c7bd', liquidity: '0x1a686502' };

interface FakeChain {
  /** [tokenA, dollars-worth amount A, tokenB, amount B] in whole tokens. */
  readonly v2?: ReadonlyArray<readonly [Token, number, Token, number]>;
  /** One v3 pool: tokens, fee, price of tokenA in tokenB, and what every exact-output quote needs. */
  readonly v3?: { a: Token; b: Token; fee: FeeAmount; price: number; quoteIn: bigint };
  readonly loading?: boolean;
}

/** Answers the trade reads like a node holding exactly these pairs and pool would. */
function fakeReader(chain: FakeChain): TradeReader {
  const data = new Map<string, string>();
  const v2Factory = getFactory(DEVNET, 'uniswapV2');
  for (const [a, amountA, b, amountB] of chain.v2 ?? []) {
    if (!v2Factory) throw new Error('no v2 factory');
    const [r0, r1] = a.sortsBefore(b)
      ? [units(a, amountA), units(b, amountB)]
      : [units(b, amountB), units(a, amountA)];
    const address = computeV2PairAddress(v2Factory, a, b).toLowerCase();
    data.set(
      `${address}|${SELECTORS.getReserves}`,
      coder.encode(['uint112', 'uint112', 'uint32'], [r0, r1, 0]),
    );
  }
  const v3 = chain.v3;
  const v3Factory = getFactory(DEVNET, 'uniswapV3');
  if (v3 && v3Factory) {
    const [t0, t1] = v3.a.sortsBefore(v3.b) ? [v3.a, v3.b] : [v3.b, v3.a];
    const price0 = v3.a === t0 ? v3.price : 1 / v3.price;
    const sqrt = encodeSqrtRatioX96(units(t1, price0).toString(), units(t0, 1).toString());
    const tick = TickMath.getTickAtSqrtRatio(sqrt);
    const address = computeV3PoolAddress(v3Factory, t0, t1, v3.fee).toLowerCase();
    data.set(
      `${address}|${SELECTORS.slot0}`,
      coder.encode(
        ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
        [sqrt.toString(), tick, 0, 1, 1, 0, true],
      ),
    );
    data.set(`${address}|${SELECTORS.liquidity}`, coder.encode(['uint128'], [10n ** 24n]));
  }
  const quoter = devnet?.contracts.quoter?.toLowerCase();
  return (calls) =>
    calls.map((call): ReadState => {
      const base = { valid: true, loading: false, syncing: false, error: false };
      if (chain.loading) return { ...base, loading: true, data: undefined };
      if (call.address.toLowerCase() === quoter) {
        return { ...base, data: v3 ? coder.encode(['uint256'], [v3.quoteIn]) : '0x' };
      }
      const key = `${call.address.toLowerCase()}|${call.callData.slice(0, 10)}`;
      return { ...base, data: data.get(key) ?? '0x' };
    });
}

/** The price as a plain number of dollars per whole token. */
const dollars = (result: ReturnType<typeof usdPriceFromReads>) =>
  Number(result.price?.toSignificant(8));

describe('usdPriceFromReads', () => {
  it('values the stablecoin at exactly one dollar without reading anything', () => {
    const result = usdPriceFromReads(() => {
      throw new Error('no reads expected');
    }, USDC);
    expect(result.state).toBe(TradeState.VALID);
    expect(result.price?.quote(CurrencyAmount.fromRawAmount(USDC, 1_234_567)).toExact()).toBe(
      '1.234567',
    );
  });

  it('prices a token through its direct stablecoin pair at the mid price', () => {
    const read = fakeReader({ v2: [[WETH, 1000, USDC, 2_000_000]] });
    const result = usdPriceFromReads(read, WETH);
    expect(result.state).toBe(TradeState.VALID);
    expect(dollars(result)).toBeCloseTo(2000, 6);
    expect(result.price?.baseCurrency.equals(WETH)).toBe(true);
    expect(result.price?.quoteCurrency.equals(USDC)).toBe(true);
  });

  it('gives the native coin its wrapped token price, based on the native coin', () => {
    if (!ETH) throw new Error('no devnet native currency');
    const read = fakeReader({ v2: [[WETH, 1000, USDC, 2_000_000]] });
    const result = usdPriceFromReads(read, ETH);
    expect(result.price?.baseCurrency).toBe(ETH);
    expect(dollars(result)).toBeCloseTo(2000, 6);
    const twoEth = CurrencyAmount.fromRawAmount(ETH, (2n * 10n ** 18n).toString());
    expect(result.price?.quote(twoEth).toExact()).toBe('4000');
  });

  it('follows a two-hop route when the token has no stablecoin pair', () => {
    const read = fakeReader({
      v2: [
        [HOP, 1_000_000, DAI, 100_000],
        [DAI, 1_000_000, USDC, 1_000_000],
      ],
    });
    expect(dollars(usdPriceFromReads(read, HOP))).toBeCloseTo(0.1, 6);
  });

  it('ignores a dust pair that cannot fill the quote and prices through the deep route', () => {
    const read = fakeReader({
      v2: [
        [DUST, 1, USDC, 50], // $50 in total: a stray price of $50 per DUST
        [DUST, 100_000, WETH, 100],
        [WETH, 1000, USDC, 2_000_000],
      ],
    });
    expect(dollars(usdPriceFromReads(read, DUST))).toBeCloseTo(2, 3);
  });

  it('takes the v3 route when it needs less input than the v2 one', () => {
    const cheapIn = units(WETH, 0.04);
    const read = fakeReader({
      v2: [[WETH, 1000, USDC, 2_000_000]],
      v3: { a: WETH, b: USDC, fee: FeeAmount.LOW, price: 2500, quoteIn: cheapIn },
    });
    expect(dollars(usdPriceFromReads(read, WETH))).toBeCloseTo(2500, 0);
    // A v3 quote that needs more than the v2 trade loses to it.
    const dear = fakeReader({
      v2: [[WETH, 1000, USDC, 2_000_000]],
      v3: { a: WETH, b: USDC, fee: FeeAmount.LOW, price: 1900, quoteIn: units(WETH, 0.06) },
    });
    expect(dollars(usdPriceFromReads(dear, WETH))).toBeCloseTo(2000, 6);
  });

  it('gives the governance token its fixed price off mainnet, whatever its pools say', () => {
    const read = fakeReader({ v2: [[UNI, 1000, USDC, 1000]] });
    const result = usdPriceFromReads(read, UNI);
    expect(result.state).toBe(TradeState.VALID);
    expect(dollars(result)).toBe(TESTNET_GOVERNANCE_TOKEN_USD_PRICE);
  });

  it('prices the governance token from its pools on mainnet', () => {
    const mainnet = getChainInfo(1);
    const uni = new Token(1, mainnet?.contracts.uni ?? '', 18, 'UNI');
    const usdc = getUsdStablecoin(1);
    const factory = getFactory(1, 'uniswapV2');
    if (!usdc || !factory) throw new Error('mainnet needs USDC and a v2 factory');
    const pairAddress = computeV2PairAddress(factory, uni, usdc).toLowerCase();
    const [r0, r1] = uni.sortsBefore(usdc)
      ? [10n ** 24n, 8n * 10n ** 12n]
      : [8n * 10n ** 12n, 10n ** 24n];
    const read: TradeReader = (calls) =>
      calls.map((call) => ({
        valid: true,
        loading: false,
        syncing: false,
        error: false,
        data:
          call.address.toLowerCase() === pairAddress
            ? coder.encode(['uint112', 'uint112', 'uint32'], [r0, r1, 0])
            : '0x',
      }));
    expect(dollars(usdPriceFromReads(read, uni))).toBeCloseTo(8, 6);
  });

  it('shows nothing while any route is loading', () => {
    const result = usdPriceFromReads(fakeReader({ loading: true }), WETH);
    expect(result).toEqual({ state: TradeState.LOADING, price: undefined });
  });

  it('has no price when no route reaches the stablecoin', () => {
    const read = fakeReader({ v2: [[HOP, 1000, DAI, 100]] });
    expect(usdPriceFromReads(read, HOP)).toEqual({
      state: TradeState.NO_ROUTE_FOUND,
      price: undefined,
    });
  });

  it('has no price on a chain without a dollar stablecoin', () => {
    const sepoliaWeth = toSdkToken(getChainInfo(11155111)?.wrappedNativeToken ?? WETH);
    expect(usdPriceFromReads(fakeReader({}), sepoliaWeth)).toEqual({
      state: TradeState.INVALID,
      price: undefined,
    });
    expect(getUsdStablecoin(11155111)).toBeUndefined();
    expect(getUsdStablecoin(DEVNET)?.equals(USDC)).toBe(true);
  });
});

describe('usdPriceFromTrade', () => {
  it('uses the route mid price, not the execution price with fees and impact', () => {
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(WETH, units(WETH, 10).toString()),
      CurrencyAmount.fromRawAmount(USDC, units(USDC, 20_000).toString()),
    );
    const trade = V2Trade.exactOut(
      new V2Route([pair], WETH, USDC),
      CurrencyAmount.fromRawAmount(USDC, units(USDC, 5000).toString()),
    );
    expect(Number(trade.executionPrice.toSignificant(6))).toBeLessThan(1600);
    expect(usdPriceFromTrade(WETH, trade).toSignificant(6)).toBe('2000');
  });
});

describe('fetchUsdPrice', () => {
  it('fetches in rounds (pools, then quotes) until every read is answered', async () => {
    const read = fakeReader({
      v2: [[WETH, 1000, USDC, 2_000_000]],
      v3: { a: WETH, b: USDC, fee: FeeAmount.LOW, price: 2500, quoteIn: units(WETH, 0.04) },
    });
    const rounds: number[] = [];
    const result = await fetchUsdPrice(WETH, async (calls: readonly TradeRead[]) => {
      rounds.push(calls.length);
      return read(calls);
    });
    expect(rounds).toHaveLength(2); // pairs and pools first; the Quoter once the pools are known
    expect(rounds[1]).toBe(1);
    expect(dollars(result)).toBeCloseTo(2500, 0);
  });

  it('settleReads stops after maxRounds even if reads keep changing', async () => {
    let round = 0;
    const result = await settleReads(
      (read) => read([{ address: '0x01', callData: `0x${round++}` }]).length,
      async (calls) =>
        calls.map(() => ({
          valid: true,
          loading: false,
          syncing: false,
          error: false,
          data: '0x',
        })),
      2,
    );
    expect(result).toBe(1);
    expect(round).toBe(3);
  });
});

describe('usdPriceFromReads over undecodable reads', () => {
  it('pass onParseError down to every decoder', () => {
    const onParseError = vi.fn();
    const garbage = (calls: readonly unknown[]) =>
      calls.map(
        (): ReadState => ({
          valid: true,
          loading: false,
          syncing: false,
          error: false,
          data: '0xbad0',
        }),
      );
    const result = usdPriceFromReads(garbage, WETH, undefined, { onParseError });
    expect(result.price).toBeUndefined();
    // Every v2 pair, every v3 slot0 and liquidity answer is garbage, each reported.
    expect(onParseError).toHaveBeenCalled();
    expect(onParseError.mock.calls.every(([data]) => data === '0xbad0')).toBe(true);
  });
});
