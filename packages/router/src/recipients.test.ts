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
import { ZeroAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { forbiddenRecipients, V2_ROUTER01_ADDRESS } from './recipients';
import { computeV2PairAddress } from './v2/pairs';
import { computeV3PoolAddress } from './v3/pools';

const devnet = getChainInfo(31337);
const mainnet = getChainInfo(1);
if (!devnet || !mainnet) throw new Error('chains missing');

const token = (chainId: number, n: number, symbol: string) =>
  new Token(chainId, `0x${n.toString(16).padStart(40, '0')}`, 18, symbol);
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

describe('forbiddenRecipients', () => {
  it('holds the zero address, Router01 and every router and factory of the chain', () => {
    const forbidden = forbiddenRecipients(devnet);
    const { contracts } = devnet;
    for (const address of [
      ZeroAddress,
      V2_ROUTER01_ADDRESS,
      contracts.v2Router02,
      contracts.swapRouter,
      contracts.swapRouter02,
      contracts.v2Factory,
      contracts.v3Factory,
      contracts.nonfungiblePositionManager,
      devnet.wrappedNativeToken.address,
    ]) {
      expect(address).toBeDefined();
      expect(forbidden.has(String(address).toLowerCase())).toBe(true);
    }
    // An ordinary account is fine.
    expect(forbidden.has('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(false);
  });

  it('is computed for the chain it is given', () => {
    const mainnetRouter = String(mainnet.contracts.v2Router02).toLowerCase();
    expect(forbiddenRecipients(mainnet).has(mainnetRouter)).toBe(true);
    expect(forbiddenRecipients(devnet).has(mainnetRouter)).toBe(false);
  });

  it("adds a v2 trade's tokens and its pairs under the chain's own factory", () => {
    const { pairs, trade } = v2Trade();
    const forbidden = forbiddenRecipients(devnet, trade);
    for (const t of [A, B, C]) expect(forbidden.has(t.address.toLowerCase())).toBe(true);
    const factory = devnet.factories.uniswapV2;
    if (!factory) throw new Error('devnet v2 factory missing');
    for (const pair of pairs) {
      const onDevnet = computeV2PairAddress(factory, pair.token0, pair.token1).toLowerCase();
      expect(forbidden.has(onDevnet)).toBe(true);
      // The SDK's own pair address assumes mainnet's factory: not what the devnet deploys.
      expect(pair.liquidityToken.address.toLowerCase()).not.toBe(onDevnet);
    }
  });

  it("adds a v3 trade's tokens and pools", () => {
    const { pool, trade } = v3Trade();
    const forbidden = forbiddenRecipients(devnet, trade);
    const factory = devnet.factories.uniswapV3;
    if (!factory) throw new Error('devnet v3 factory missing');
    expect(forbidden.has(A.address.toLowerCase())).toBe(true);
    expect(forbidden.has(B.address.toLowerCase())).toBe(true);
    expect(
      forbidden.has(
        computeV3PoolAddress(factory, pool.token0, pool.token1, pool.fee).toLowerCase(),
      ),
    ).toBe(true);
    expect(forbidden.has(C.address.toLowerCase())).toBe(false);
  });
});
