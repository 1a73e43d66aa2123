// Spec 001 §2 "/uni" and §3 "Staking info": the liquidity mining pools of the tracked V2 pairs,
// found through the chain's StakingRewardsFactory, each with its staking reads for an account (or
// none) and its pair's reserves and LP supply (for the TVL). Three rounds of reads, answered by the
// caller (`read`); a pool whose reads fail is left out and told to `onParseError` (§8), never the
// whole list lost.
import type { ParseErrorHandler } from '@dex/primitives';
import { anyLoading } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { ReadAnswers } from '../reads';
import {
  decodeLiquidityBalances,
  decodeUint,
  liquidityBalanceCalls,
  liquidityToken,
  pairLookup,
  type TokenPair,
  totalSupplyCall,
  type V2Factory,
} from '../v2/pairs';
import {
  type DecodeStakingOptions,
  decodeStakingInfos,
  type StakingInfo,
  type StakingPool,
  stakingInfoCalls,
} from './staking';

/** The chain's reward token (UNI, 18 decimals) at `address`. */
export function miningRewardToken(chainId: number, address: string): Token {
  return new Token(chainId, address, 18, 'UNI', 'Uniswap');
}

/** A mining pool with what its screens need beside its StakingInfo. */
export interface MiningPool {
  readonly info: StakingInfo;
  /** The staked pair; null when its reserves could not be read. */
  readonly pair: Pair | null;
  readonly lpTotalSupply: bigint | undefined;
}

export type MiningPoolsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pools: readonly MiningPool[] };

/** The factory lookup rides the LP balance batch, which needs an owner; its answer is unused. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface StakingPoolsInput {
  readonly tracked: readonly TokenPair[];
  readonly factory: V2Factory;
  readonly stakingRewardsFactory: string;
  readonly read: ReadAnswers;
  readonly onParseError?: ParseErrorHandler;
}

/** The StakingRewards pools of the tracked pairs, once each; undefined while unanswered. */
export function findStakingPools(input: StakingPoolsInput): StakingPool[] | undefined {
  const { tracked, factory, stakingRewardsFactory, read, onParseError } = input;
  const lps = tracked.map(([a, b]) => liquidityToken(factory, a, b));
  const addresses = lps.map((lp) => lp.address);
  const answers = read(liquidityBalanceCalls(addresses, ZERO_ADDRESS, stakingRewardsFactory));
  // Only the factory answers matter (every second one).
  if (answers.some((answer, i) => i % 2 === 1 && answer === undefined)) return undefined;
  const seen = new Set<string>();
  return decodeLiquidityBalances(addresses, answers, true, onParseError).flatMap((found, i) => {
    const tokens = tracked[i];
    const lp = lps[i];
    if (!found.stakingRewards || !tokens || !lp || seen.has(found.stakingRewards)) return [];
    seen.add(found.stakingRewards);
    return [{ tokens, liquidityToken: lp, stakingRewardAddress: found.stakingRewards }];
  });
}

export interface MiningPoolsInput extends DecodeStakingOptions {
  readonly pools: readonly StakingPool[];
  /** The account whose stake and rewards are read; undefined reads the pools as nobody's. */
  readonly account: string | undefined;
  readonly read: ReadAnswers;
  readonly onParseError?: ParseErrorHandler;
}

/** Every pool's staking reads for `account`, and its pair and LP supply. */
export function miningPools(input: MiningPoolsInput): MiningPoolsState {
  const { pools, account, read, onParseError } = input;
  const answers = read(stakingInfoCalls(pools, account));
  if (anyLoading(answers)) return { status: 'loading' };
  const { infos, failed } = decodeStakingInfos(pools, answers, input);
  for (const failure of failed) onParseError?.(failure.stakingRewardAddress, failure.reason);
  const pairAddresses = infos.map(
    (info) =>
      pools.find((pool) => pool.stakingRewardAddress === info.stakingRewardAddress)?.liquidityToken
        .address ?? ZERO_ADDRESS,
  );
  const pairAnswers = read(
    pairAddresses.flatMap((address) => [getReservesCall(address), totalSupplyCall(address)]),
  );
  if (anyLoading(pairAnswers)) return { status: 'loading' };
  return {
    status: 'ready',
    pools: infos.map((info, i) => ({
      info,
      pair: pairLookup(info.tokens[0], info.tokens[1], pairAnswers[i * 2], onParseError).pair,
      lpTotalSupply: decodeUint(pairAnswers[i * 2 + 1], onParseError),
    })),
  };
}
