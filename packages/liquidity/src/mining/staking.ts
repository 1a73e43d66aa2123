// Spec 001 §3 "Staking info", §4 "Rewards countdown", §7 "Staking contract" and §9: the reads of a
// StakingRewards pool (from @uniswap/liquidity-staker) for a @dex/multicall batch, their decoding
// into a StakingInfo, reward rates with exact bigint maths, the countdown phase and the pool TVL.
// The pool addresses come from `liquidityBalanceCalls` in ../v2/pairs (the chain's factory).

import type { ContractCall, TransactionRequest } from '@dex/primitives';
import { MalformedDataError } from '@dex/primitives';
import { CurrencyAmount, type Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { getAddress, Interface } from 'ethers';

// @spec 001 §7.4 Staking contract
export const STAKING_REWARDS_INTERFACE = new Interface([
  'function balanceOf(address account) view returns (uint256)',
  'function earned(address account) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function rewardRate() view returns (uint256)',
  'function periodFinish() view returns (uint256)',
  'function stake(uint256 amount)',
  'function stakeWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function exit()',
  'function getReward()',
]);

/** §9: a week in seconds; weekly rewards are the per-second rate times this. */
export const SECONDS_PER_WEEK = 604_800n;
// @spec 001 §9.4 Rewards start is 60 days before
/** §9: rewards start this long (60 days, in seconds) before the pool's end. */
export const REWARDS_DURATION_SECONDS = 60 * 24 * 60 * 60;
/** Uniswap's staking genesis (2020-09-18 00:00 UTC), in seconds. */
export const STAKING_GENESIS = 1_600_387_200;
/** §9 "fallback end": the countdown's end when a pool reports no periodFinish. */
export const FALLBACK_REWARDS_END = STAKING_GENESIS + REWARDS_DURATION_SECONDS;
/**
 * §5 "Mining pools are shown only if the staked amount exceeds a minimum": /uni lists a pool only
 * when the account's staked LP (raw units) is above this (`shownMiningPools`), and a pool card
 * offers Manage rather than Deposit. Zero means any stake at all: pools the account never joined
 * or has fully withdrawn from are not listed.
 */
export const MINIMUM_SHOWN_STAKE = 0n;

/** One mining pool: the V2 pair's tokens, its LP token and its StakingRewards contract. */
export interface StakingPool {
  readonly tokens: readonly [Token, Token];
  /** The staked token: the pair's LP token (`liquidityToken` in ../v2/pairs). */
  readonly liquidityToken: Token;
  readonly stakingRewardAddress: string;
}

// @spec 001 §3.7 Staking info
/** Spec 001 §3 "Staking info". Amounts are SDK amounts; rates are per second. */
export interface StakingInfo {
  readonly stakingRewardAddress: string;
  readonly tokens: readonly [Token, Token];
  /** The account's staked LP. */
  readonly stakedAmount: CurrencyAmount<Token>;
  /** The account's unclaimed rewards. */
  readonly earnedAmount: CurrencyAmount<Token>;
  /** All LP staked in the pool. */
  readonly totalStakedAmount: CurrencyAmount<Token>;
  /** The account's share of the reward rate, per second. */
  readonly rewardRate: CurrencyAmount<Token>;
  /** The pool's reward rate, per second. */
  readonly totalRewardRate: CurrencyAmount<Token>;
  /** The period has not finished at the chain's time (true when either is unknown). */
  readonly active: boolean;
  /** Undefined when the pool reports 0 (never notified). */
  readonly periodFinish: Date | undefined;
}

/** A pool whose reads failed or were malformed: skipped, for the caller to log (§8). */
export interface StakingFailure {
  readonly stakingRewardAddress: string;
  readonly reason: string;
}

/** The number of calls `stakingInfoCalls` makes per pool. */
export const STAKING_CALLS_PER_POOL = 5;

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const encode = (address: string, name: string, args: unknown[] = []): ContractCall => ({
  address: getAddress(address),
  callData: STAKING_REWARDS_INTERFACE.encodeFunctionData(name, args).toLowerCase(),
});

/**
 * The reads for each pool, five per pool in this order: balanceOf(account), earned(account),
 * totalSupply, rewardRate, periodFinish. Without an account the zero address is read (its
 * stake and earnings are 0), so the batch keeps one shape. Decode with `decodeStakingInfos`.
 */
export function stakingInfoCalls(
  pools: readonly StakingPool[],
  account: string | undefined,
): ContractCall[] {
  const owner = account ?? ZERO_ADDRESS;
  return pools.flatMap(({ stakingRewardAddress: address }) => [
    encode(address, 'balanceOf', [owner]),
    encode(address, 'earned', [owner]),
    encode(address, 'totalSupply'),
    encode(address, 'rewardRate'),
    encode(address, 'periodFinish'),
  ]);
}

const READ_NAMES = ['balanceOf', 'earned', 'totalSupply', 'rewardRate', 'periodFinish'] as const;

function decodeRead(name: (typeof READ_NAMES)[number], data: string | null | undefined): bigint {
  if (data === undefined) throw new MalformedDataError(`${name}: no answer yet`);
  if (data === null || data === '0x') throw new MalformedDataError(`${name}: call failed`);
  return BigInt(STAKING_REWARDS_INTERFACE.decodeFunctionResult(name, data)[0]);
}

/**
 * §3 "hypothetical reward rate": the share of `totalRewardRate` a stake of `stakedAmount` would
 * earn if `totalStakedAmount` (which includes it) were staked in all; zero for an empty pool.
 */
export function getHypotheticalRewardRate(
  stakedAmount: CurrencyAmount<Token>,
  totalStakedAmount: CurrencyAmount<Token>,
  totalRewardRate: CurrencyAmount<Token>,
): CurrencyAmount<Token> {
  const total = BigInt(totalStakedAmount.quotient.toString());
  const rate =
    total > 0n
      ? (BigInt(totalRewardRate.quotient.toString()) * BigInt(stakedAmount.quotient.toString())) /
        total
      : 0n;
  return CurrencyAmount.fromRawAmount(totalRewardRate.currency, rate.toString());
}

export interface DecodeStakingOptions {
  /** The reward token (the chain's UNI). */
  readonly rewardToken: Token;
  /** The chain's current time in seconds (latest block timestamp); undefined: assume active. */
  readonly chainTime: number | undefined;
}

/**
 * Decodes the answers to `stakingInfoCalls` pool by pool (same order). A pool with any missing,
 * failed or malformed answer is left out of `infos` and listed in `failed`; nothing throws.
 * @spec 001 §8.8 Failed staking info loads are logged
 */
export function decodeStakingInfos(
  pools: readonly StakingPool[],
  answers: readonly (string | null | undefined)[],
  { rewardToken, chainTime }: DecodeStakingOptions,
): { infos: StakingInfo[]; failed: StakingFailure[] } {
  const infos: StakingInfo[] = [];
  const failed: StakingFailure[] = [];
  pools.forEach((pool, index) => {
    const slice = answers.slice(
      index * STAKING_CALLS_PER_POOL,
      (index + 1) * STAKING_CALLS_PER_POOL,
    );
    let values: bigint[];
    try {
      values = READ_NAMES.map((name, i) => decodeRead(name, slice[i]));
    } catch (error) {
      failed.push({
        stakingRewardAddress: pool.stakingRewardAddress,
        reason: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    const [staked, earned, totalStaked, rate, finish] = values as [
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(pool.liquidityToken, raw.toString());
    const reward = (raw: bigint) => CurrencyAmount.fromRawAmount(rewardToken, raw.toString());
    const stakedAmount = lp(staked);
    const totalStakedAmount = lp(totalStaked);
    const totalRewardRate = reward(rate);
    infos.push({
      stakingRewardAddress: getAddress(pool.stakingRewardAddress),
      tokens: pool.tokens,
      stakedAmount,
      earnedAmount: reward(earned),
      totalStakedAmount,
      rewardRate: getHypotheticalRewardRate(stakedAmount, totalStakedAmount, totalRewardRate),
      totalRewardRate,
      active: finish === 0n || chainTime === undefined ? true : finish > BigInt(chainTime),
      periodFinish: finish > 0n ? new Date(Number(finish) * 1000) : undefined,
    });
  });
  return { infos, failed };
}

/**
 * §9: a per-second rate as the amount per week (rate x 604800). An ended pool pays nothing, so
 * pass `active` false to get zero.
 * @spec 001 §9.3 Weekly rewards = per-second rate times
 */
export function weeklyAmount(
  perSecond: CurrencyAmount<Token>,
  active = true,
): CurrencyAmount<Token> {
  const raw = active ? BigInt(perSecond.quotient.toString()) * SECONDS_PER_WEEK : 0n;
  return CurrencyAmount.fromRawAmount(perSecond.currency, raw.toString());
}

/** §3/§9: what `amount` would earn a week once staked beside the pool's current deposits. */
export function weeklyRewardsFor(
  amount: CurrencyAmount<Token>,
  info: Pick<StakingInfo, 'totalStakedAmount' | 'totalRewardRate' | 'active'>,
): CurrencyAmount<Token> {
  const rate = getHypotheticalRewardRate(
    amount,
    info.totalStakedAmount.add(amount),
    info.totalRewardRate,
  );
  return weeklyAmount(rate, info.active);
}

/** §5: whether the account's stake in a pool is above the minimum that lists the pool on /uni. */
export function isShownStake(info: Pick<StakingInfo, 'stakedAmount'>): boolean {
  return BigInt(info.stakedAmount.quotient.toString()) > MINIMUM_SHOWN_STAKE;
}

/** §4 countdown phases: 'Rewards begin in', 'Rewards end in', 'Rewards have ended!'. */
export type RewardsPhase = 'upcoming' | 'active' | 'ended';

export interface RewardsCountdown {
  readonly phase: RewardsPhase;
  /** Seconds until the start ('upcoming') or the end ('active'); 0 once ended. */
  readonly secondsLeft: number;
}

/**
 * §4/§9: the countdown at `chainTime` (seconds): rewards run for 60 days up to the pool's end
 * (`periodFinish`, else `fallbackEnd`), so they begin 60 days before it.
 * @spec 001 §4.11 Rewards countdown
 */
export function rewardsCountdown(
  periodFinish: Date | undefined,
  chainTime: number,
  fallbackEnd: number = FALLBACK_REWARDS_END,
): RewardsCountdown {
  const end = periodFinish ? Math.floor(periodFinish.getTime() / 1000) : fallbackEnd;
  const begin = end - REWARDS_DURATION_SECONDS;
  if (chainTime < begin) return { phase: 'upcoming', secondsLeft: begin - chainTime };
  if (chainTime < end) return { phase: 'active', secondsLeft: end - chainTime };
  return { phase: 'ended', secondsLeft: 0 };
}

/**
 * §9 pool TVL: the staked LP's share of the pair's reserve of `token`, doubled (both sides are
 * worth the same), as an amount of `token`; undefined when the LP supply is zero.
 */
export function stakedValueIn(
  pair: Pair,
  lpTotalSupply: bigint,
  totalStaked: CurrencyAmount<Token>,
  token: Token,
): CurrencyAmount<Token> | undefined {
  if (lpTotalSupply <= 0n || !pair.involvesToken(token)) return undefined;
  const reserve = BigInt(pair.reserveOf(token).quotient.toString());
  const staked = BigInt(totalStaked.quotient.toString());
  return CurrencyAmount.fromRawAmount(token, ((staked * reserve * 2n) / lpTotalSupply).toString());
}

// @spec 001 §9.2 Gas limits
/** §9 gas limits for the staking writes. */
export const STAKING_GAS_LIMITS = { stake: 350_000n, exit: 300_000n, claim: 350_000n } as const;

/** A staking write: the call plus the fixed gas limit it is sent with (no estimate). */
export interface StakingTransaction extends TransactionRequest {
  readonly gasLimit: bigint;
}

/** `stake(amount)` of approved LP. */
export function stakeCall(stakingRewardAddress: string, amount: bigint): StakingTransaction {
  return {
    ...encode(stakingRewardAddress, 'stake', [amount]),
    gasLimit: STAKING_GAS_LIMITS.stake,
  };
}

/** A permit signature over the LP token, split (see `splitPermitSignature` in @dex/approvals). */
export interface StakingPermit {
  readonly deadline: bigint;
  readonly v: number;
  readonly r: string;
  readonly s: string;
}

/** `stakeWithPermit(amount, deadline, v, r, s)`: stake without a prior approval. */
export function stakeWithPermitCall(
  stakingRewardAddress: string,
  amount: bigint,
  { deadline, v, r, s }: StakingPermit,
): StakingTransaction {
  return {
    ...encode(stakingRewardAddress, 'stakeWithPermit', [amount, deadline, v, r, s]),
    gasLimit: STAKING_GAS_LIMITS.stake,
  };
}

/** `exit()`: withdraw the whole stake and claim the rewards. */
export function exitCall(stakingRewardAddress: string): StakingTransaction {
  return { ...encode(stakingRewardAddress, 'exit'), gasLimit: STAKING_GAS_LIMITS.exit };
}

/** `getReward()`: claim the rewards only. */
export function claimCall(stakingRewardAddress: string): StakingTransaction {
  return { ...encode(stakingRewardAddress, 'getReward'), gasLimit: STAKING_GAS_LIMITS.claim };
}
