import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  claimCall,
  decodeStakingInfos,
  exitCall,
  FALLBACK_REWARDS_END,
  getHypotheticalRewardRate,
  isShownStake,
  REWARDS_DURATION_SECONDS,
  rewardsCountdown,
  STAKING_REWARDS_INTERFACE,
  type StakingPool,
  stakeCall,
  stakedValueIn,
  stakeWithPermitCall,
  stakingInfoCalls,
  weeklyAmount,
  weeklyRewardsFor,
} from './staking';

const CHAIN = 1;
const WETH = new Token(CHAIN, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const DAI = new Token(CHAIN, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const UNI = new Token(CHAIN, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI');
const LP = new Token(CHAIN, '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11', 18, 'UNI-V2');
const POOL: StakingPool = {
  tokens: [WETH, DAI],
  liquidityToken: LP,
  stakingRewardAddress: '0xa1484c3aa22a66c62b77e0ae78e15258bd0cb711',
};
const OTHER: StakingPool = { ...POOL, stakingRewardAddress: `0x${'22'.repeat(20)}` };
const ACCOUNT = `0x${'11'.repeat(20)}`;

const uint = (value: bigint) => AbiCoder.defaultAbiCoder().encode(['uint256'], [value]);
const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(LP, raw.toString());
const uni = (raw: bigint) => CurrencyAmount.fromRawAmount(UNI, raw.toString());
const raw = (amount: CurrencyAmount<Token>) => BigInt(amount.quotient.toString());

describe('stakingInfoCalls', () => {
  it('reads balanceOf(account), earned(account), totalSupply, rewardRate and periodFinish per pool', () => {
    const calls = stakingInfoCalls([POOL, OTHER], ACCOUNT);
    expect(calls).toHaveLength(10);
    const names = calls.map(
      (call) => STAKING_REWARDS_INTERFACE.parseTransaction({ data: call.callData })?.name,
    );
    expect(names).toEqual([
      ...['balanceOf', 'earned', 'totalSupply', 'rewardRate', 'periodFinish'],
      ...['balanceOf', 'earned', 'totalSupply', 'rewardRate', 'periodFinish'],
    ]);
    expect(calls[0]?.address).toBe('0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711');
    expect(calls[5]?.address).toBe(OTHER.stakingRewardAddress);
    expect(
      STAKING_REWARDS_INTERFACE.decodeFunctionData('earned', calls[1]?.callData ?? '')[0],
    ).toBe('0x1111111111111111111111111111111111111111');
  });

  it('reads the zero address without an account, keeping five calls per pool', () => {
    const calls = stakingInfoCalls([POOL], undefined);
    expect(calls).toHaveLength(5);
    expect(
      STAKING_REWARDS_INTERFACE.decodeFunctionData('balanceOf', calls[0]?.callData ?? '')[0],
    ).toBe('0x0000000000000000000000000000000000000000');
  });
});

describe('decodeStakingInfos', () => {
  const finish = 1_700_000_000n;
  const answers = (staked: bigint, periodFinish = finish) => [
    uint(staked),
    uint(123n),
    uint(400n),
    uint(1_000_000n),
    uint(periodFinish),
  ];

  it('decodes a pool into the spec fields with the account share of the rate', () => {
    const { infos, failed } = decodeStakingInfos([POOL], answers(100n), {
      rewardToken: UNI,
      chainTime: 1_699_999_999,
    });
    expect(failed).toEqual([]);
    const [info] = infos;
    expect(info?.stakingRewardAddress).toBe('0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711');
    expect(info?.tokens).toEqual([WETH, DAI]);
    expect(info && raw(info.stakedAmount)).toBe(100n);
    expect(info?.stakedAmount.currency).toBe(LP);
    expect(info && raw(info.earnedAmount)).toBe(123n);
    expect(info?.earnedAmount.currency).toBe(UNI);
    expect(info && raw(info.totalStakedAmount)).toBe(400n);
    expect(info && raw(info.totalRewardRate)).toBe(1_000_000n);
    expect(info && raw(info.rewardRate)).toBe(250_000n);
    expect(info?.active).toBe(true);
    expect(info?.periodFinish?.getTime()).toBe(1_700_000_000_000);
  });

  it.each([
    ['before the finish', 1_699_999_999, finish, true],
    ['at the finish', 1_700_000_000, finish, false],
    ['after the finish', 1_800_000_000, finish, false],
    ['without a chain time', undefined, finish, true],
    ['never notified (periodFinish 0)', 1_800_000_000, 0n, true],
  ])('active %s', (_, chainTime, periodFinish, active) => {
    const { infos } = decodeStakingInfos([POOL], answers(1n, periodFinish), {
      rewardToken: UNI,
      chainTime,
    });
    expect(infos[0]?.active).toBe(active);
    if (periodFinish === 0n) expect(infos[0]?.periodFinish).toBeUndefined();
  });

  it('skips pools with failed, missing or malformed answers and reports them', () => {
    const good = answers(7n);
    const failedCall = [...good.slice(0, 2), null, ...good.slice(3)];
    const pending = [...good.slice(0, 4), undefined];
    const malformed = ['0x1234', ...good.slice(1)];
    const third: StakingPool = { ...POOL, stakingRewardAddress: `0x${'33'.repeat(20)}` };
    const fourth: StakingPool = { ...POOL, stakingRewardAddress: `0x${'44'.repeat(20)}` };
    const { infos, failed } = decodeStakingInfos(
      [OTHER, POOL, third, fourth],
      [...failedCall, ...good, ...pending, ...malformed],
      { rewardToken: UNI, chainTime: 0 },
    );
    expect(infos.map((info) => raw(info.stakedAmount))).toEqual([7n]);
    expect(failed.map((f) => f.stakingRewardAddress)).toEqual([
      OTHER.stakingRewardAddress,
      third.stakingRewardAddress,
      fourth.stakingRewardAddress,
    ]);
    expect(failed[0]?.reason).toBe('totalSupply: call failed');
    expect(failed[1]?.reason).toBe('periodFinish: no answer yet');
    expect(failed[2]?.reason).toContain('balanceOf');
  });

  it('reports a missing answer when the batch is shorter than the pools', () => {
    const { infos, failed } = decodeStakingInfos([POOL], [], { rewardToken: UNI, chainTime: 0 });
    expect(infos).toEqual([]);
    expect(failed).toHaveLength(1);
  });
});

describe('getHypotheticalRewardRate', () => {
  it.each([
    // staked, total, rate, expected (rounded down)
    [0n, 1000n, 1_000_000n, 0n],
    [1000n, 1000n, 1_000_000n, 1_000_000n],
    [1n, 3n, 10n, 3n],
    [2n, 3n, 10n, 6n],
    [5n, 0n, 10n, 0n],
    [10n ** 18n, 4n * 10n ** 18n, 826_719_576_719_576_719n, 206_679_894_179_894_179n],
  ])('%s of %s staked at %s per second earns %s', (staked, total, rate, expected) => {
    expect(raw(getHypotheticalRewardRate(lp(staked), lp(total), uni(rate)))).toBe(expected);
    expect(getHypotheticalRewardRate(lp(staked), lp(total), uni(rate)).currency).toBe(UNI);
  });
});

describe('weeklyAmount', () => {
  it.each([
    [1n, true, 604_800n],
    [826_719_576_719_576_719n, true, 499_999_999_999_999_999_651_200n],
    [826_719_576_719_576_719n, false, 0n],
    [0n, true, 0n],
  ])('%s per second (active %s) is %s per week', (rate, active, weekly) => {
    expect(raw(weeklyAmount(uni(rate), active))).toBe(weekly);
  });
});

describe('rewardsCountdown', () => {
  const end = 1_700_000_000;
  const begin = end - REWARDS_DURATION_SECONDS;
  it('starts 60 days before the end', () => {
    expect(REWARDS_DURATION_SECONDS).toBe(5_184_000);
  });
  it.each([
    ['long before the start', begin - 86_400, 'upcoming', 86_400],
    ['a second before the start', begin - 1, 'upcoming', 1],
    ['at the start', begin, 'active', REWARDS_DURATION_SECONDS],
    ['a second before the end', end - 1, 'active', 1],
    ['at the end', end, 'ended', 0],
    ['after the end', end + 1_000, 'ended', 0],
  ])('%s', (_, chainTime, phase, secondsLeft) => {
    expect(rewardsCountdown(new Date(end * 1000), chainTime)).toEqual({ phase, secondsLeft });
  });
  it('counts to the fallback end without a periodFinish', () => {
    expect(rewardsCountdown(undefined, FALLBACK_REWARDS_END - 5)).toEqual({
      phase: 'active',
      secondsLeft: 5,
    });
    expect(rewardsCountdown(undefined, 100, 200)).toEqual({ phase: 'active', secondsLeft: 100 });
  });
});

describe('stakedValueIn (pool TVL)', () => {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(WETH, (10n * 10n ** 18n).toString()),
    CurrencyAmount.fromRawAmount(DAI, (20_000n * 10n ** 18n).toString()),
  );
  it('is twice the staked share of the reserve, in either token', () => {
    const staked = lp(25n);
    expect(raw(stakedValueIn(pair, 100n, staked, WETH) ?? uni(0n))).toBe(5n * 10n ** 18n);
    expect(raw(stakedValueIn(pair, 100n, staked, DAI) ?? uni(0n))).toBe(10_000n * 10n ** 18n);
    expect(raw(stakedValueIn(pair, 3n, lp(1n), WETH) ?? uni(0n))).toBe(
      (2n * 10n * 10n ** 18n) / 3n,
    );
  });
  it('is undefined for an empty supply or a token outside the pair', () => {
    expect(stakedValueIn(pair, 0n, lp(0n), WETH)).toBeUndefined();
    expect(stakedValueIn(pair, 100n, lp(1n), UNI)).toBeUndefined();
  });
});

describe('isShownStake', () => {
  it('lists a pool only for a stake above the minimum', () => {
    expect(isShownStake({ stakedAmount: lp(0n) })).toBe(false);
    expect(isShownStake({ stakedAmount: lp(1n) })).toBe(true);
  });
});

describe('staking writes', () => {
  const address = POOL.stakingRewardAddress;
  const parse = (data: string) => STAKING_REWARDS_INTERFACE.parseTransaction({ data });

  it('stake(amount) with gas limit 350000', () => {
    const call = stakeCall(address, 42n);
    expect(call.gasLimit).toBe(350_000n);
    expect(call.address).toBe('0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711');
    expect(parse(call.callData)?.name).toBe('stake');
    expect(parse(call.callData)?.args[0]).toBe(42n);
    expect(call.value).toBeUndefined();
  });

  it('stakeWithPermit(amount, deadline, v, r, s) with gas limit 350000', () => {
    const r = `0x${'ab'.repeat(32)}`;
    const s = `0x${'cd'.repeat(32)}`;
    const call = stakeWithPermitCall(address, 7n, { deadline: 99n, v: 28, r, s });
    expect(call.gasLimit).toBe(350_000n);
    const parsed = parse(call.callData);
    expect(parsed?.name).toBe('stakeWithPermit');
    expect([...(parsed?.args ?? [])]).toEqual([7n, 99n, 28n, r, s]);
  });

  it('exit() with 300000 and getReward() with 350000', () => {
    expect(exitCall(address).gasLimit).toBe(300_000n);
    expect(parse(exitCall(address).callData)?.name).toBe('exit');
    expect(claimCall(address).gasLimit).toBe(350_000n);
    expect(parse(claimCall(address).callData)?.name).toBe('getReward');
  });
});

describe('weeklyRewardsFor', () => {
  const LP = new Token(1, '0x00000000000000000000000000000000000000aa', 18, 'UNI-V2');
  const UNI = new Token(1, '0x00000000000000000000000000000000000000bb', 18, 'UNI');
  const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(LP, raw.toString());
  const uni = (raw: bigint) => CurrencyAmount.fromRawAmount(UNI, raw.toString());

  it("is the amount's share of the pool rate once added to the deposits, per week", () => {
    // 1 of 3 staked after the deposit, 3 UNI a second: 1 UNI a second, 604800 a week.
    const weekly = weeklyRewardsFor(lp(10n ** 18n), {
      totalStakedAmount: lp(2n * 10n ** 18n),
      totalRewardRate: uni(3n * 10n ** 18n),
      active: true,
    });
    expect(weekly.toExact()).toBe('604800');
  });

  it('is zero for an ended pool', () => {
    const weekly = weeklyRewardsFor(lp(1n), {
      totalStakedAmount: lp(0n),
      totalRewardRate: uni(5n),
      active: false,
    });
    expect(weekly.toExact()).toBe('0');
  });
});
