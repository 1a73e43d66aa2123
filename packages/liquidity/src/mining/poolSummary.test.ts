import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { miningCountdown, miningPoolSummary } from './poolSummary';
import type { MiningPool } from './pools';
import { REWARDS_DURATION_SECONDS, type StakingInfo } from './staking';

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const UNI = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI');
const e18 = 10n ** 18n;
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n * e18).toString()),
  CurrencyAmount.fromRawAmount(DAI, (20_000n * e18).toString()),
);
const lp = pair.liquidityToken;
const END = 1_800_000_000;

function pool(staked: bigint, ratePerSecond: bigint, active: boolean): MiningPool {
  const lpAmount = (raw: bigint) => CurrencyAmount.fromRawAmount(lp, raw.toString());
  const uni = (raw: bigint) => CurrencyAmount.fromRawAmount(UNI, raw.toString());
  const info: StakingInfo = {
    stakingRewardAddress: `0x${'1'.repeat(40)}`,
    tokens: [WETH, DAI],
    stakedAmount: lpAmount(staked),
    earnedAmount: uni(0n),
    totalStakedAmount: lpAmount(50n * e18),
    rewardRate: uni(0n),
    totalRewardRate: uni(ratePerSecond),
    active,
    periodFinish: new Date(END * 1000),
  };
  return { info, pair, lpTotalSupply: 100n * e18 };
}

describe('miningCountdown', () => {
  it('says which phase the rewards are in on the chain clock and how long is left', () => {
    const finish = new Date(END * 1000);
    const begin = END - REWARDS_DURATION_SECONDS;
    expect(miningCountdown(finish, begin - 65)).toEqual({
      phase: 'upcoming',
      time: '1 min, 5 sec',
    });
    expect(miningCountdown(finish, END - 1)).toEqual({ phase: 'active', time: '1 sec' });
    expect(miningCountdown(finish, END).phase).toBe('ended');
    expect(miningCountdown(finish, END - 2 * 86_400 - 65, 'de').time).toBe(
      '2 Tg., 0 Std., 1 Min. und 5 Sek.',
    );
  });
});

describe('miningPoolSummary', () => {
  it('gives an active pool its TVL in ETH, weekly rate, link and stake, in the pair’s order', () => {
    const summary = miningPoolSummary(pool(e18, e18 / 10n, true), END - 3600);
    expect(summary.tokens).toEqual([DAI, WETH]);
    expect(summary.pair).toBe('DAI/ETH');
    expect(summary.countdown?.phase).toBe('active');
    // Half the LP staked: half of both sides, i.e. the whole WETH reserve's worth.
    expect(summary.totalDeposited).toBe('10 ETH');
    expect(summary.weeklyRate).toEqual({ amount: '60480', symbol: 'UNI' });
    expect(summary.href).toBe('/uni/0x6B175474E89094C44Da98b954EedeAC495271d0F/ETH');
    expect(summary.hasStake).toBe(true);
    expect(miningPoolSummary(pool(e18, e18 / 10n, true), END - 3600, 'de').weeklyRate.amount).toBe(
      '60.480',
    );
  });

  it('pays nothing once ended, by the chain clock even before the contract says so', () => {
    const summary = miningPoolSummary(pool(0n, e18, true), END + 10);
    expect(summary.countdown?.phase).toBe('ended');
    expect(summary.weeklyRate.amount).toBe('0');
    expect(summary.hasStake).toBe(false);
  });

  it('has no countdown until the chain time is known, and trusts the contract meanwhile', () => {
    const summary = miningPoolSummary(pool(0n, e18 / 10n, true), undefined);
    expect(summary.countdown).toBeUndefined();
    expect(summary.weeklyRate.amount).toBe('60480');
    expect(miningPoolSummary(pool(0n, e18, false), undefined).weeklyRate.amount).toBe('0');
  });

  it('shows "-" while the pair’s reserves are unknown', () => {
    expect(miningPoolSummary({ ...pool(e18, e18, true), pair: null }, END).totalDeposited).toBe(
      '-',
    );
  });
});
