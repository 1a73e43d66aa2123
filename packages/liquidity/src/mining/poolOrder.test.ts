import { CurrencyAmount } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { DAI, END, e18, miningPool, UNI, WETH } from './miningPool.testing';
import {
  currentMiningPool,
  isPoolOf,
  poolValueToken,
  shownMiningPools,
  sortMiningPools,
} from './poolOrder';
import { MINIMUM_SHOWN_STAKE } from './staking';

/** The order tests name the finish first, as the pools they compare differ in it. */
const pool = (staked: bigint, ratePerSecond: bigint, finish: number, active: boolean) =>
  miningPool(staked, ratePerSecond, active, finish);

describe('mining pool order and lookup', () => {
  it("lists the account's pools first, then running ones by rate", () => {
    const ended = pool(0n, 5n, END, false);
    const small = pool(0n, 1n, END, true);
    const big = pool(0n, 3n, END, true);
    const mine = pool(1n, 2n, END, false);
    expect(sortMiningPools([ended, small, big, mine])).toEqual([mine, big, small, ended]);
  });

  it('lists on /uni only the pools whose stake is above the minimum, in that order', () => {
    const atMinimum = pool(MINIMUM_SHOWN_STAKE, 9n, END, true);
    const ended = pool(MINIMUM_SHOWN_STAKE + 1n, 5n, END, false);
    const running = pool(MINIMUM_SHOWN_STAKE + 2n, 1n, END, true);
    const richer = pool(3n * e18, 3n, END, true);
    expect(shownMiningPools([atMinimum, ended, running, richer])).toEqual([richer, running, ended]);
    // Without an account every stake reads 0: nothing is listed ('No active pools').
    expect(shownMiningPools([atMinimum, pool(0n, 2n, END, false)])).toEqual([]);
  });

  it('finds the pool by route ids in either order', () => {
    const p = pool(0n, 1n, END, true);
    expect(isPoolOf(p, 'ETH', DAI.address.toLowerCase())).toBe(true);
    expect(isPoolOf(p, DAI.address, 'eth')).toBe(true);
    expect(isPoolOf(p, 'ETH', 'ETH')).toBe(false);
    expect(isPoolOf(p, 'ETH', UNI.address)).toBe(false);
    expect(isPoolOf(p, undefined, 'ETH')).toBe(false);
  });

  it("takes the route's pool among the chain's, once they are read", () => {
    const p = pool(0n, 1n, END, true);
    const ready = { status: 'ready', pools: [p] } as const;
    expect(currentMiningPool(ready, DAI.address, 'ETH')).toEqual({ status: 'ready', pool: p });
    expect(currentMiningPool(ready, UNI.address, 'ETH')).toEqual({ status: 'notFound' });
    expect(currentMiningPool({ status: 'loading' }, DAI.address, 'ETH')).toEqual({
      status: 'loading',
    });
  });

  it('counts a pool in the wrapped native token when the pair has it, else in token0', () => {
    expect(poolValueToken(pool(0n, 1n, END, true))).toBe(WETH);
    const other = pool(0n, 1n, END, true);
    const daiUni = new Pair(
      CurrencyAmount.fromRawAmount(DAI, e18.toString()),
      CurrencyAmount.fromRawAmount(UNI, e18.toString()),
    );
    const withoutWeth = {
      ...other,
      info: { ...other.info, tokens: [DAI, UNI] as const },
      pair: daiUni,
    };
    expect(poolValueToken(withoutWeth)).toBe(daiUni.token0);
  });
});
