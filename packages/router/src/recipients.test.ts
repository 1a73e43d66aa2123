import { getChainInfo } from '@dex/chains';
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
import { recipientRefusal, V2_ROUTER01_ADDRESS } from './recipients';
import { computeV2PairAddress } from './v2/pairs';
import { computeV3PoolAddress } from './v3/pools';

const devnet = getChainInfo(31337);
const mainnet = getChainInfo(1);
if (!devnet || !mainnet) throw new Error('chains missing');

// Tokens high in the address space: 0x…01 to 0x…03 would be refused as stand-ins or precompiles.
const token = (chainId: number, n: number, symbol: string) =>
  new Token(chainId, `0x${n.toString(16).padStart(2, '0')}${'0'.repeat(38)}`, 18, symbol);
const [A, B, C] = [token(31337, 1, 'A'), token(31337, 2, 'B'), token(31337, 3, 'C')];
const amount = (t: Token, raw: string) => CurrencyAmount.fromRawAmount(t, raw);

const v2Trade = () => {
  const AB = new Pair(amount(A, '1000000'), amount(B, '1000000'));
  const BC = new Pair(amount(B, '1000000'), amount(C, '1000000'));
  return {
    pairs: [AB, BC],
    trade: new Trade(new Route([AB, BC], A, C), amount(A, '1000'), TradeType.EXACT_INPUT),
  };
};

const v3Trade = () => {
  const sqrt = encodeSqrtRatioX96(1, 1);
  const pool = new Pool(
    A,
    B,
    FeeAmount.MEDIUM,
    sqrt,
    '1000000000000',
    TickMath.getTickAtSqrtRatio(sqrt),
  );
  return {
    pool,
    trade: V3Trade.createUncheckedTrade({
      route: new V3Route([pool], A, B),
      inputAmount: amount(A, '1000'),
      outputAmount: amount(B, '990'),
      tradeType: TradeType.EXACT_INPUT,
    }),
  };
};

const low = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('recipientRefusal', () => {
  it('refuses the zero address, the SwapRouter02 stand-ins and every precompile', () => {
    expect(recipientRefusal(low(0), devnet)).toBe('zeroAddress');
    // MSG_SENDER and ADDRESS_THIS: the router would pay the caller or keep the output.
    expect(recipientRefusal(low(1), devnet)).toBe('routerStandIn');
    expect(recipientRefusal(low(2), devnet)).toBe('routerStandIn');
    for (const n of [3, 0x0a, 0x11, 0x80, 0xff, 0x100]) {
      expect(recipientRefusal(low(n), devnet)).toBe('precompile');
    }
    // Just past the precompiles: an ordinary (if unlikely) address.
    expect(recipientRefusal(low(0x101), devnet)).toBeNull();
    expect(recipientRefusal(ACCOUNT, devnet)).toBeNull();
    expect(recipientRefusal(ACCOUNT.toLowerCase(), devnet)).toBeNull();
  });

  it('refuses every router, manager, factory, quoter and migrator of the chain, any case', () => {
    const { contracts } = devnet;
    const names = [
      'v2Router02',
      'swapRouter',
      'swapRouter02',
      'v2Factory',
      'v3Factory',
      'nonfungiblePositionManager',
      'quoter',
      'quoterV2',
      'v3Migrator',
    ] as const;
    for (const name of names) {
      const address = contracts[name];
      if (!address) throw new Error(`devnet ${name} missing`);
      expect(recipientRefusal(address, devnet), name).toBe('protocolContract');
      expect(recipientRefusal(address.toLowerCase(), devnet), name).toBe('protocolContract');
    }
    expect(recipientRefusal(V2_ROUTER01_ADDRESS, devnet)).toBe('protocolContract');
    expect(recipientRefusal(devnet.wrappedNativeToken.address, devnet)).toBe('tokenContract');
  });

  it('reads the contracts of the chain it is given', () => {
    const mainnetRouter = mainnet.contracts.v2Router02;
    if (!mainnetRouter) throw new Error('mainnet router missing');
    expect(recipientRefusal(mainnetRouter, mainnet)).toBe('protocolContract');
    expect(recipientRefusal(mainnetRouter, devnet)).toBeNull();
  });

  it("refuses a v2 trade's tokens and its pairs under the chain's own factory", () => {
    const { pairs, trade } = v2Trade();
    for (const t of [A, B, C])
      expect(recipientRefusal(t.address, devnet, trade)).toBe('tokenContract');
    const factory = devnet.factories.uniswapV2;
    if (!factory) throw new Error('devnet v2 factory missing');
    for (const pair of pairs) {
      const onDevnet = computeV2PairAddress(factory, pair.token0, pair.token1);
      expect(recipientRefusal(onDevnet, devnet, trade)).toBe('routePool');
      // Without the trade the pair is an ordinary address.
      expect(recipientRefusal(onDevnet, devnet)).toBeNull();
      // The SDK's own pair address assumes mainnet's factory: not what the devnet deploys.
      expect(pair.liquidityToken.address.toLowerCase()).not.toBe(onDevnet.toLowerCase());
    }
  });

  it("refuses a v3 trade's tokens and pools, not other tokens", () => {
    const { pool, trade } = v3Trade();
    const factory = devnet.factories.uniswapV3;
    if (!factory) throw new Error('devnet v3 factory missing');
    const poolAddress = computeV3PoolAddress(factory, pool.token0, pool.token1, pool.fee);
    expect(recipientRefusal(A.address, devnet, trade)).toBe('tokenContract');
    expect(recipientRefusal(B.address, devnet, trade)).toBe('tokenContract');
    expect(recipientRefusal(poolAddress.toLowerCase(), devnet, trade)).toBe('routePool');
    expect(recipientRefusal(C.address, devnet, trade)).toBeNull();
  });
});
