// The active chain's liquidity mining pools (spec 001 §2 /uni, §3 "Staking info"): the tracked V2
// pairs' StakingRewards pools found through the chain's StakingRewardsFactory, each pool's reads
// for the connected account (or none), and its pair's reserves and LP supply for the TVL. All
// reads ride the app's multicall watch.
import { getChainInfo } from '@dex/chains';
import {
  decodeLiquidityBalances,
  decodeStakingInfos,
  decodeUint,
  liquidityBalanceCalls,
  liquidityToken,
  pairLookup,
  type StakingInfo,
  type StakingPool,
  stakingInfoCalls,
  totalSupplyCall,
} from '@dex/liquidity';
import { getReservesCall } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { atom } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { callStatesAtom } from '../../state/chainCalls';
import { chainTimestampAtom } from '../../state/chainTime';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { answerOf, trackedV2PairsAtom, v2FactoryAtom } from '../v2Atoms';

/** A mining pool with what the page needs beside its StakingInfo. */
export interface MiningPool {
  readonly info: StakingInfo;
  /** The staked pair; null when its reserves could not be read. */
  readonly pair: Pair | null;
  readonly lpTotalSupply: bigint | undefined;
}

export type MiningState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pools: readonly MiningPool[] };

const LOADING = { status: 'loading' } as const;
const NONE: MiningState = { status: 'ready', pools: [] };
/** The factory lookup needs an owner for the batch's balance read; its answer is unused. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The chain's reward token (UNI); undefined where the chain has none. */
export function rewardTokenOf(chainId: number): Token | undefined {
  const uni = getChainInfo(chainId)?.contracts.uni;
  return uni ? new Token(chainId, uni, 18, 'UNI', 'Uniswap') : undefined;
}

/** The StakingRewards pools of the tracked pairs on the active chain. */
export const stakingPoolsAtom = atom((get): readonly StakingPool[] | undefined => {
  const chainId = get(activeChainIdAtom);
  const factory = get(v2FactoryAtom);
  const stakingFactory = getChainInfo(chainId)?.contracts.stakingRewardsFactory;
  if (!factory || !stakingFactory) return [];
  const tracked = get(trackedV2PairsAtom);
  const lps = tracked.map(([a, b]) => liquidityToken(factory, a, b));
  const addresses = lps.map((lp) => lp.address);
  const answers = get(
    callStatesAtom(chainId, liquidityBalanceCalls(addresses, ZERO_ADDRESS, stakingFactory)),
  ).map(answerOf);
  // Only the factory answers matter (every second one).
  if (answers.some((answer, i) => i % 2 === 1 && answer === undefined)) return undefined;
  const seen = new Set<string>();
  return decodeLiquidityBalances(addresses, answers, true, reportParseError).flatMap((found, i) => {
    const tokens = tracked[i];
    const lp = lps[i];
    if (!found.stakingRewards || !tokens || !lp || seen.has(found.stakingRewards)) return [];
    seen.add(found.stakingRewards);
    return [{ tokens, liquidityToken: lp, stakingRewardAddress: found.stakingRewards }];
  });
});

/** The account's (or an empty account's) view of every mining pool on the active chain. */
export const miningPoolsAtom = atom((get): MiningState => {
  const chainId = get(activeChainIdAtom);
  const rewardToken = rewardTokenOf(chainId);
  const pools = get(stakingPoolsAtom);
  if (!pools) return LOADING;
  if (!rewardToken || pools.length === 0) return NONE;
  const account = get(connectedAccountAtom) ?? undefined;
  const answers = get(callStatesAtom(chainId, stakingInfoCalls(pools, account))).map(answerOf);
  if (answers.some((answer) => answer === undefined)) return LOADING;
  // §8: a pool whose reads fail is left out (decodeStakingInfos lists it) and logged once, never fatal.
  const { infos, failed } = decodeStakingInfos(pools, answers, {
    rewardToken,
    chainTime: get(chainTimestampAtom(chainId)),
  });
  for (const failure of failed) reportParseError(failure.stakingRewardAddress, failure.reason);
  const pairAddresses = infos.map(
    (info) =>
      pools.find((pool) => pool.stakingRewardAddress === info.stakingRewardAddress)?.liquidityToken
        .address ?? ZERO_ADDRESS,
  );
  const pairAnswers = get(
    callStatesAtom(
      chainId,
      pairAddresses.flatMap((address) => [getReservesCall(address), totalSupplyCall(address)]),
    ),
  ).map(answerOf);
  if (pairAnswers.some((answer) => answer === undefined)) return LOADING;
  return {
    status: 'ready',
    pools: infos.map((info, i) => ({
      info,
      pair: pairLookup(info.tokens[0], info.tokens[1], pairAnswers[i * 2], reportParseError).pair,
      lpTotalSupply: decodeUint(pairAnswers[i * 2 + 1], reportParseError),
    })),
  };
});
