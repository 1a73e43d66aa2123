import { getNativeCurrency } from '@dex/currency';
import { abiUintWord } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { miningRewardToken } from '../mining/pools';
import { PoolState } from '../pools';
import {
  BurnField,
  burnedLiquidity,
  EMPTY_BURN_STATE,
  hasNativeSide,
  payoutCurrency,
} from './burn';
import {
  liquidityBalanceCall,
  liquidityToken,
  lpTokenAmount,
  pairToken,
  totalSupplyCall,
  v2PairKey,
  v2PairReads,
} from './pairs';

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const factory = {
  address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const;
const words = (...values: readonly bigint[]) => `0x${values.map(abiUintWord).join('')}`;

describe("one V2 pair's reads", () => {
  it('keys a read by chain, account and both currencies as given', () => {
    const native = getNativeCurrency(1);
    expect(v2PairKey(1, ACCOUNT, DAI, native)).toBe(
      `1|${ACCOUNT}|${DAI.address.toLowerCase()}|ETH`,
    );
    expect(v2PairKey(5, null, undefined, null)).toBe('5||loading|none');
  });

  it('reads nothing while a currency loads (LOADING), nor for none, the same token or no factory (INVALID)', () => {
    const cases = [
      [{ factory, currencyA: undefined, currencyB: USDC }, PoolState.LOADING],
      [{ factory, currencyA: null, currencyB: USDC }, PoolState.INVALID],
      [{ factory, currencyA: USDC, currencyB: USDC }, PoolState.INVALID],
      [{ factory: undefined, currencyA: DAI, currencyB: USDC }, PoolState.INVALID],
    ] as const;
    for (const [input, state] of cases) {
      const reads = v2PairReads({ ...input, account: ACCOUNT });
      expect(reads.calls).toEqual([]);
      expect(reads.info([])).toEqual({
        state,
        pair: null,
        liquidityToken: null,
        totalSupply: undefined,
        balance: undefined,
      });
    }
  });

  it("reads the reserves, the LP supply and the account's LP, and decodes them", () => {
    const lp = liquidityToken(factory, DAI, USDC);
    const reads = v2PairReads({ factory, currencyA: DAI, currencyB: USDC, account: ACCOUNT });
    expect(reads.calls).toEqual([
      getReservesCall(lp.address),
      totalSupplyCall(lp.address),
      liquidityBalanceCall(lp.address, ACCOUNT),
    ]);
    expect(reads.info([undefined, undefined, undefined]).state).toBe(PoolState.LOADING);
    const info = reads.info([words(10n ** 18n, 10n ** 6n, 1n), words(5n), words(2n)]);
    expect(info).toMatchObject({ state: PoolState.EXISTS, totalSupply: 5n, balance: 2n });
    expect(info.liquidityToken?.address).toBe(lp.address);
    expect(info.pair?.reserveOf(USDC).quotient.toString()).toBe('1000000');
  });

  it('reads no balance without an account, and takes the native coin as its wrapped token', () => {
    const native = getNativeCurrency(1);
    if (!native) throw new Error('mainnet has a native coin');
    const reads = v2PairReads({ factory, currencyA: native, currencyB: USDC, account: null });
    expect(reads.calls).toHaveLength(2);
    expect(reads.info([words(1n, 1n, 1n), words(5n)]).balance).toBeUndefined();
  });
});

describe('LP and reward token amounts', () => {
  it('builds tokens from records and amounts of raw units', () => {
    const token = pairToken({ chainId: 1, address: DAI.address, decimals: 18, symbol: 'DAI' });
    expect(token.equals(DAI)).toBe(true);
    expect(lpTokenAmount(token, 15n * 10n ** 17n).toExact()).toBe('1.5');
    const uni = miningRewardToken(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984');
    expect([uni.decimals, uni.symbol, uni.name]).toEqual([18, 'UNI', 'Uniswap']);
  });

  it("takes the burned LP at the LP token's real address, nothing before both are known", () => {
    const lp = liquidityToken(factory, DAI, USDC);
    const burned = { liquidity: lpTokenAmount(DAI, 7n) };
    expect(burnedLiquidity(lp, burned)?.currency.address).toBe(lp.address);
    expect(burnedLiquidity(lp, burned)?.quotient.toString()).toBe('7');
    expect(burnedLiquidity(null, burned)).toBeUndefined();
    expect(burnedLiquidity(lp, { liquidity: undefined })).toBeUndefined();
    expect(EMPTY_BURN_STATE).toEqual({
      independentField: BurnField.LIQUIDITY_PERCENT,
      typedValue: '0',
    });
  });
});

describe("a removal's payout", () => {
  it("pays the wrapped token for the native coin only when asked ('Receive WETH')", () => {
    const native = getNativeCurrency(1);
    if (!native) throw new Error('mainnet has a native coin');
    expect(payoutCurrency(native, false)).toBe(native);
    expect(payoutCurrency(native, true)).toBe(native.wrapped);
    expect(payoutCurrency(USDC, true)).toBe(USDC);
    expect(payoutCurrency(null, true)).toBeNull();
    expect(payoutCurrency(undefined, true)).toBeUndefined();
  });

  it('offers the receive link when a side of the route is the native coin', () => {
    expect(hasNativeSide(['eth', USDC.address])).toBe(true);
    expect(hasNativeSide([DAI.address, 'ETH'])).toBe(true);
    expect(hasNativeSide([DAI.address, undefined])).toBe(false);
  });
});
