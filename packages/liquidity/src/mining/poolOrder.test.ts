import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { isPoolOf, poolValueToken, sortMiningPools } from './poolOrder';
import type { MiningPool } from './pools';
import type { StakingInfo } from './staking';

const WETH = new Token(
  1,
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  18,
  'WETH',
  'Wrapped Ether',
);
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai');
const UNI = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI', 'Uniswap');
const e18 = 10n ** 18n;
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n * e18).toString()),
  CurrencyAmount.fromRawAmount(DAI, (20_000n * e18).toString()),
);
const lp = pair.liquidityToken;
const END = 1_800_000_000;

function pool(staked: bigint, ratePerSecond: bigint, finish: number, active: boolean): MiningPool {
  const lpAmount = (raw: bigint) => CurrencyAmount.fromRawAmount(lp, raw.toString());
  const uni = (raw: bigint) => CurrencyAmount.fromRawAmount(UNI, raw.toString());
  const info: StakingInfo = {
    stakingRewardAddress: `0x${(ratePerSecond + staked).toString(16).padStart(40, '0')}`,
    tokens: [WETH, DAI],
    stakedAmount: lpAmount(staked),
    earnedAmount: uni(0n),
    totalStakedAmount: lpAmount(50n * e18),
    rewardRate: uni(0n),
    totalRewardRate: uni(ratePerSecond),
    active,
    periodFinish: new Date(finish * 1000),
  };
  return { info, pair, lpTotalSupply: 100n * e18 };
}

describe('mining pool order and lookup', () => {
  it("lists the account's pools first, then running ones by rate", () => {
    const ended = pool(0n, 5n, END, false);
    const small = pool(0n, 1n, END, true);
    const big = pool(0n, 3n, END, true);
    const mine = pool(1n, 2n, END, false);
    expect(sortMiningPools([ended, small, big, mine])).toEqual([mine, big, small, ended]);
  });

  it('finds the pool by route ids in either order', () => {
    const p = pool(0n, 1n, END, true);
    expect(isPoolOf(p, 'ETH', DAI.address.toLowerCase())).toBe(true);
    expect(isPoolOf(p, DAI.address, 'eth')).toBe(true);
    expect(isPoolOf(p, 'ETH', 'ETH')).toBe(false);
    expect(isPoolOf(p, 'ETH', UNI.address)).toBe(false);
    expect(isPoolOf(p, undefined, 'ETH')).toBe(false);
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
