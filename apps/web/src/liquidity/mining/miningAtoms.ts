// The active chain's liquidity mining pools (spec 001 §2 /uni, §3 "Staking info"): @dex/liquidity's
// pool lookup and reads for the connected account (or none) over the app's multicall watch.
import { getChainInfo } from '@dex/chains';
import type { Token } from '@dex/currency';
import {
  findStakingPools,
  type MiningPoolsState,
  miningPools,
  miningRewardToken,
  type StakingPool,
  V2_SWEEP_BLOCKS,
} from '@dex/liquidity';
import { atom } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { chainTimestampAtom } from '../../state/chainTime';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { chainAnswers } from '../chainReads';
import { trackedV2PairsAtom, v2FactoryAtom } from '../v2Atoms';

const NONE: MiningPoolsState = { status: 'ready', pools: [] };

/** The chain's reward token (UNI); undefined where the chain has none. */
export function rewardTokenOf(chainId: number): Token | undefined {
  const uni = getChainInfo(chainId)?.contracts.uni;
  return uni ? miningRewardToken(chainId, uni) : undefined;
}

/** The StakingRewards pools of the tracked pairs on the active chain. */
export const stakingPoolsAtom = atom((get): readonly StakingPool[] | undefined => {
  const chainId = get(activeChainIdAtom);
  const factory = get(v2FactoryAtom);
  const stakingRewardsFactory = getChainInfo(chainId)?.contracts.stakingRewardsFactory;
  if (!factory || !stakingRewardsFactory) return [];
  return findStakingPools({
    tracked: get(trackedV2PairsAtom),
    factory,
    stakingRewardsFactory,
    // Issue #28 §2: a lookup per tracked pair (thousands with a large list) finds pools that are
    // rarely added: with the V2 holdings' sweep, not every block.
    read: chainAnswers(get, chainId, V2_SWEEP_BLOCKS),
    onParseError: reportParseError,
  });
});

/** The account's (or an empty account's) view of every mining pool on the active chain. */
export const miningPoolsAtom = atom((get): MiningPoolsState => {
  const chainId = get(activeChainIdAtom);
  const rewardToken = rewardTokenOf(chainId);
  const pools = get(stakingPoolsAtom);
  if (!pools) return { status: 'loading' };
  if (!rewardToken || pools.length === 0) return NONE;
  return miningPools({
    pools,
    rewardToken,
    account: get(connectedAccountAtom) ?? undefined,
    chainTime: get(chainTimestampAtom(chainId)),
    read: chainAnswers(get, chainId),
    // §8: a pool whose reads fail is left out and logged once, never fatal.
    onParseError: reportParseError,
  });
});
