// Spec 001 §2 "/pool/v2" and "/migrate/v2": the pairs an account holds LP tokens of, in its wallet
// or staked in the pair's mining pool. Three rounds of reads (balances and mining pools, staked
// balances, then reserves and supply of the pairs held); the caller brings the answers through
// `read`, so this runs over a multicall watch or a plain provider alike.
import type { ParseErrorHandler } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import type { Pair } from '@uniswap/v2-sdk';
import { type ReadAnswers, unanswered } from '../reads';
import {
  decodeLiquidityBalances,
  decodeUint,
  liquidityBalanceCalls,
  liquidityToken,
  pairLookup,
  stakedBalanceCalls,
  type TokenPair,
  totalSupplyCall,
  type V2Factory,
} from './pairs';

/** A pair the account holds LP tokens of (in the wallet or staked). */
export interface V2Holding {
  readonly tokens: TokenPair;
  readonly address: string;
  readonly pair: Pair;
  readonly totalSupply: bigint;
  readonly balance: bigint;
  readonly staked: bigint;
  readonly stakingRewards: string | null;
}

export type V2HoldingsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly holdings: readonly V2Holding[] };

export interface V2HoldingsInput {
  /** The pairs to look at (`trackedPairs`). */
  readonly tracked: readonly TokenPair[];
  /** The V2-style factory whose pairs these are (Uniswap, or a fork such as Sushi). */
  readonly factory: V2Factory;
  /** The chain's StakingRewardsFactory, if it has one: staked LP counts as held. */
  readonly stakingRewardsFactory: string | undefined;
  readonly account: string;
  readonly read: ReadAnswers;
  readonly onParseError?: ParseErrorHandler;
}

const LOADING = { status: 'loading' } as const;

/**
 * The account's holdings among `tracked`: a pair is held when the wallet or the mining pool has
 * some of its LP. A pair whose reserves or supply cannot be read, or whose wallet plus staked LP
 * exceeds its supply (the staked LP sits in the pool, so a chain saying so is wrong), is left out.
 */
export function v2Holdings(input: V2HoldingsInput): V2HoldingsState {
  const { tracked, factory, stakingRewardsFactory, account, read, onParseError } = input;
  const addresses = tracked.map(([a, b]) => liquidityToken(factory, a, b).address);

  const answers = read(liquidityBalanceCalls(addresses, account, stakingRewardsFactory));
  if (unanswered(answers)) return LOADING;
  const balances = decodeLiquidityBalances(
    addresses,
    answers,
    stakingRewardsFactory !== undefined,
    onParseError,
  );

  const pools = balances.flatMap((b) => (b.stakingRewards ? [b.stakingRewards] : []));
  const stakedAnswers = read(stakedBalanceCalls(pools, account));
  if (unanswered(stakedAnswers)) return LOADING;
  const stakedOf = new Map(
    pools.map((pool, i) => [pool, decodeUint(stakedAnswers[i], onParseError) ?? 0n]),
  );

  const held = balances.flatMap((entry, index) => {
    const staked = entry.stakingRewards ? (stakedOf.get(entry.stakingRewards) ?? 0n) : 0n;
    const balance = entry.balance ?? 0n;
    const tokens = tracked[index];
    return tokens && (balance > 0n || staked > 0n) ? [{ ...entry, tokens, balance, staked }] : [];
  });
  const pairAnswers = read(
    held.flatMap((h) => [getReservesCall(h.pairAddress), totalSupplyCall(h.pairAddress)]),
  );
  if (unanswered(pairAnswers)) return LOADING;
  const holdings = held.flatMap((h, index): V2Holding[] => {
    const { pair } = pairLookup(h.tokens[0], h.tokens[1], pairAnswers[index * 2], onParseError);
    const totalSupply = decodeUint(pairAnswers[index * 2 + 1], onParseError);
    if (!pair || !totalSupply || h.balance + h.staked > totalSupply) return [];
    return [
      {
        tokens: h.tokens,
        address: h.pairAddress,
        pair,
        totalSupply,
        balance: h.balance,
        staked: h.staked,
        stakingRewards: h.stakingRewards,
      },
    ];
  });
  return { status: 'ready', holdings };
}
