// Against the devnet's StakingRewards pools (WETH/USDC ended, WETH/DAI active, both with a stake
// from account #0): the pools found through the chain's StakingRewardsFactory (../v2/pairs), their
// StakingInfo and countdown phase, then a stake / claim / exit round trip judged by the LP, staked
// and UNI balances read back from the chain. Writes go out with the fixed gas limits, no estimate.
import { type ContractCall, walletTransaction } from '@dex/primitives';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import type { Token } from '@uniswap/sdk-core';
import { INIT_CODE_HASH } from '@uniswap/v2-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetHelpers } from '../positionsDevnet.testing';
import {
  decodeLiquidityBalances,
  decodeUint,
  liquidityBalanceCall,
  liquidityBalanceCalls,
  liquidityToken,
} from '../v2/pairs';
import {
  claimCall,
  decodeStakingInfos,
  exitCall,
  rewardsCountdown,
  type StakingPool,
  type StakingTransaction,
  stakeCall,
  stakingInfoCalls,
} from './staking';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const request = (method: string, params: unknown[]) => devnet.client.request({ method, params });
const account = (index: number) => devnet.deployment.accounts[index] as string;
const token = (symbol: string): Token => devnetHelpers(devnet).tokenBySymbol(symbol);
const read = (call: ContractCall) => devnetHelpers(devnet).tryRead(call);
const balanceOf = async (tokenAddress: string, owner: string) =>
  decodeUint(await read(liquidityBalanceCall(tokenAddress, owner))) ?? 0n;
const chainTime = async () => (await devnet.client.latestBlock()).timestamp;

async function send(call: StakingTransaction, from: string): Promise<void> {
  const hash = String(
    await request('eth_sendTransaction', [walletTransaction(from, call, call.gasLimit)]),
  );
  const receipt = await devnet.client.waitForReceipt(hash);
  if (receipt.status !== 1) throw new Error(`${hash} reverted`);
}

/** The two seeded pools, found the app's way: each pair's LP address asked of the factory. */
async function seededPools(): Promise<{ active: StakingPool; ended: StakingPool }> {
  const factory = {
    address: devnet.deployment.contracts.v2Factory as `0x${string}`,
    initCodeHash: INIT_CODE_HASH as `0x${string}`,
  };
  const weth = token('WETH');
  const pairs = [
    [weth, token('DAI')],
    [weth, token('USDC')],
  ] as const;
  const lps = pairs.map(([a, b]) => liquidityToken(factory, a, b));
  const addresses = lps.map((lp) => lp.address);
  const calls = liquidityBalanceCalls(
    addresses,
    account(0),
    devnet.deployment.contracts.stakingRewardsFactory,
  );
  const answers = await Promise.all(calls.map(read));
  const [dai, usdc] = decodeLiquidityBalances(addresses, answers, true).map((found, i) => ({
    tokens: pairs[i] as readonly [Token, Token],
    liquidityToken: lps[i] as Token,
    stakingRewardAddress: found.stakingRewards ?? '',
  }));
  return { active: dai as StakingPool, ended: usdc as StakingPool };
}

async function loadInfos(pools: readonly StakingPool[], owner: string) {
  const answers = await Promise.all(stakingInfoCalls(pools, owner).map(read));
  return decodeStakingInfos(pools, answers, {
    rewardToken: token('UNI'),
    chainTime: await chainTime(),
  });
}

describe('liquidity mining on the devnet', () => {
  it('finds the seeded pools through the factory and reads one active and one ended', async () => {
    const { active, ended } = await seededPools();
    const byState = Object.fromEntries(
      devnet.deployment.mining.map((pool) => [pool.state, pool.stakingRewards]),
    );
    expect(active.stakingRewardAddress).toBe(byState.active);
    expect(ended.stakingRewardAddress).toBe(byState.ended);

    const { infos, failed } = await loadInfos([active, ended], account(0));
    expect(failed).toEqual([]);
    const [live, over] = infos;
    const now = await chainTime();
    expect(live?.active).toBe(true);
    expect(over?.active).toBe(false);
    expect(rewardsCountdown(live?.periodFinish, now).phase).toBe('active');
    expect(rewardsCountdown(over?.periodFinish, now)).toEqual({ phase: 'ended', secondsLeft: 0 });
    for (const info of infos) {
      // Account #0 staked half its LP in each pool and is the only staker.
      expect(BigInt(info.stakedAmount.quotient.toString())).toBeGreaterThan(0n);
      expect(info.stakedAmount.equalTo(info.totalStakedAmount)).toBe(true);
      expect(info.rewardRate.equalTo(info.totalRewardRate)).toBe(true);
      expect(BigInt(info.totalRewardRate.quotient.toString())).toBeGreaterThan(0n);
    }
    // The ended pool paid out its whole period to its only staker.
    expect(Number(over?.earnedAmount.toExact())).toBeGreaterThan(999_000);
  });

  it('skips a pool address with no contract and reports it', async () => {
    const { active } = await seededPools();
    const bogus: StakingPool = { ...active, stakingRewardAddress: token('DAI').address };
    const { infos, failed } = await loadInfos([bogus, active], account(0));
    expect(infos.map((info) => info.stakingRewardAddress)).toEqual([active.stakingRewardAddress]);
    expect(failed.map((f) => f.stakingRewardAddress)).toEqual([bogus.stakingRewardAddress]);
  });

  it('stakes, claims and exits, judged by on-chain balances', async () => {
    const { active } = await seededPools();
    const owner = account(0);
    const pool = active.stakingRewardAddress;
    const lp = active.liquidityToken.address;
    const uni = token('UNI').address;
    const lpBefore = await balanceOf(lp, owner);
    const stakedBefore = await balanceOf(pool, owner);
    expect(lpBefore).toBeGreaterThan(0n);

    // The deployment approved the pool for all of account #0's LP.
    const amount = lpBefore / 4n;
    await send(stakeCall(pool, amount), owner);
    expect(await balanceOf(lp, owner)).toBe(lpBefore - amount);
    expect(await balanceOf(pool, owner)).toBe(stakedBefore + amount);

    await devnet.client.increaseTime(86_400);
    const [info] = (await loadInfos([active], owner)).infos;
    const earned = BigInt(info?.earnedAmount.quotient.toString() ?? '0');
    expect(earned).toBeGreaterThan(0n);

    const uniBefore = await balanceOf(uni, owner);
    await send(claimCall(pool), owner);
    expect(await balanceOf(uni, owner)).toBeGreaterThanOrEqual(uniBefore + earned);
    expect(await balanceOf(pool, owner)).toBe(stakedBefore + amount);

    await send(exitCall(pool), owner);
    expect(await balanceOf(pool, owner)).toBe(0n);
    expect(await balanceOf(lp, owner)).toBe(lpBefore + stakedBefore);
  });
});
