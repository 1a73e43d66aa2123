// A mainnet WETH/DAI mining pool for the mining tests: 10 WETH against 20,000 DAI, half of the
// LP supply staked in all, rewards in UNI ending at END (seconds).
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import type { MiningPool } from './pools';
import type { StakingInfo } from './staking';

export const WETH = new Token(
  1,
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  18,
  'WETH',
  'Wrapped Ether',
);
export const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai');
export const UNI = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI', 'Uniswap');
export const e18 = 10n ** 18n;
export const END = 1_800_000_000;
export const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n * e18).toString()),
  CurrencyAmount.fromRawAmount(DAI, (20_000n * e18).toString()),
);

/** The pool with the account's `staked` LP, `ratePerSecond` UNI for everyone, ending at `finish`. */
export function miningPool(
  staked: bigint,
  ratePerSecond: bigint,
  active: boolean,
  finish = END,
): MiningPool {
  const lpAmount = (raw: bigint) =>
    CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString());
  const uni = (raw: bigint) => CurrencyAmount.fromRawAmount(UNI, raw.toString());
  const info: StakingInfo = {
    // Distinct per pool, so pools of one test are told apart by address.
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
