// Spec 001 §2 "/pool/v2" and "/migrate/v2": the pairs an account holds LP tokens of, in its wallet
// or staked in the pair's mining pool. Three rounds of reads: the sweep over every tracked pair
// (balances and mining pools, then staked balances; not every block), then, every block, the held
// pairs' balances, reserves and supply; the caller brings the answers (`readSweep`, `read`), so
// this runs over a multicall watch or a plain provider alike.
import type { ParseErrorHandler } from '@dex/primitives';
import { anyLoading } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import type { Pair } from '@uniswap/v2-sdk';
import type { ReadAnswers } from '../reads';
import {
  decodeLiquidityBalances,
  decodeUint,
  liquidityBalanceCall,
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

/** An account's V2 liquidity as a page shows it: no account connected, or its holdings. */
export type V2LiquidityState = { readonly status: 'disconnected' } | V2HoldingsState;

/**
 * Issue #28 §2: how often the sweep over every tracked pair is read again, in blocks. The sweep
 * asks each pair's LP balance and mining pool (and the LP staked in those pools): active tokens x
 * bases, tens of thousands of calls with a large list, so not every block. 100 blocks is about 20
 * minutes on mainnet: a pair the account came to hold elsewhere shows up by then, or at once when a
 * page of this app reads that pair's balance (the reads share their results).
 */
export const V2_SWEEP_BLOCKS = 100;

export interface V2HoldingsInput {
  /** The pairs to look at (`trackedPairs`). */
  readonly tracked: readonly TokenPair[];
  /** The V2-style factory whose pairs these are (Uniswap, or a fork such as Sushi). */
  readonly factory: V2Factory;
  /** The chain's StakingRewardsFactory, if it has one: staked LP counts as held. */
  readonly stakingRewardsFactory: string | undefined;
  readonly account: string;
  /** Every block: the LP in the wallet and staked, reserves and supply of the pairs held. */
  readonly read: ReadAnswers;
  /**
   * The sweep over every tracked pair (LP balances, mining pools, staked LP), read every
   * V2_SWEEP_BLOCKS blocks by the caller; `read` when absent.
   */
  readonly readSweep?: ReadAnswers;
  /**
   * Pairs the user named (imported, or supplied through this app; `userPairs`): few, and expected
   * on /pool/v2 the moment the supply confirms, so their LP is read with `read`, every block, not
   * left to the sweep (whose last answer may predate the supply by up to V2_SWEEP_BLOCKS).
   */
  readonly userPairs?: readonly TokenPair[];
  readonly onParseError?: ParseErrorHandler;
}

const LOADING = { status: 'loading' } as const;

/**
 * The account's holdings among `tracked`: a pair is held when the wallet or the mining pool has
 * some of its LP. The sweep (`readSweep`) finds the pairs held among every tracked one; only those
 * are read every block (`read`): their LP in the wallet and staked, reserves and supply, so the
 * per-block cost follows what the account holds, not the size of the token lists. A pair whose
 * reserves or supply cannot be read, or whose wallet plus staked LP exceeds its supply (the
 * staked LP sits in the pool, so a chain saying so is wrong), is left out.
 */
export function v2Holdings(input: V2HoldingsInput): V2HoldingsState {
  const { tracked, factory, stakingRewardsFactory, account, read, onParseError } = input;
  const sweep = input.readSweep ?? read;
  const addresses = tracked.map(([a, b]) => liquidityToken(factory, a, b).address);
  const named = new Set(
    (input.userPairs ?? []).map(([a, b]) => liquidityToken(factory, a, b).address),
  );
  const sweptAddresses = addresses.filter((address) => !named.has(address));
  const namedAddresses = addresses.filter((address) => named.has(address));
  const balancesOf = (reader: ReadAnswers, of: string[]) => {
    const answers = reader(liquidityBalanceCalls(of, account, stakingRewardsFactory));
    if (anyLoading(answers)) return undefined;
    const decoded = decodeLiquidityBalances(
      of,
      answers,
      stakingRewardsFactory !== undefined,
      onParseError,
    );
    return new Map(of.map((address, index) => [address, decoded[index]]));
  };
  const sweptBalances = balancesOf(sweep, sweptAddresses);
  const namedBalances = balancesOf(read, namedAddresses);
  if (!sweptBalances || !namedBalances) return LOADING;
  // One entry per tracked pair, in its order, from whichever read covered it.
  const swept = addresses.map(
    (address) => sweptBalances.get(address) ?? namedBalances.get(address),
  );

  const pools = [...new Set(swept.flatMap((b) => (b?.stakingRewards ? [b.stakingRewards] : [])))];
  const stakedAnswers = sweep(stakedBalanceCalls(pools, account));
  if (anyLoading(stakedAnswers)) return LOADING;
  const sweptStake = new Map(
    pools.map((pool, i) => [pool, decodeUint(stakedAnswers[i], onParseError) ?? 0n]),
  );

  const candidates = swept.flatMap((entry, index) => {
    const tokens = tracked[index];
    if (!entry) return [];
    const staked = entry.stakingRewards ? (sweptStake.get(entry.stakingRewards) ?? 0n) : 0n;
    return tokens && ((entry.balance ?? 0n) > 0n || staked > 0n) ? [{ ...entry, tokens }] : [];
  });
  // Every block, for the held pairs only: wallet LP, staked LP (when mined), reserves, supply.
  const rounds = candidates.map((held) => [
    liquidityBalanceCall(held.pairAddress, account),
    ...(held.stakingRewards ? [liquidityBalanceCall(held.stakingRewards, account)] : []),
    getReservesCall(held.pairAddress),
    totalSupplyCall(held.pairAddress),
  ]);
  const perBlock = read(rounds.flat());
  if (anyLoading(perBlock)) return LOADING;
  let offset = 0;
  const holdings = candidates.flatMap((held, index): V2Holding[] => {
    const size = rounds[index]?.length ?? 0;
    const answersOf = perBlock.slice(offset, offset + size);
    offset += size;
    const balance = decodeUint(answersOf[0], onParseError) ?? 0n;
    const staked = held.stakingRewards ? (decodeUint(answersOf[1], onParseError) ?? 0n) : 0n;
    const [reserves, supply] = answersOf.slice(-2);
    const { pair } = pairLookup(held.tokens[0], held.tokens[1], reserves, onParseError);
    const totalSupply = decodeUint(supply, onParseError);
    if (balance === 0n && staked === 0n) return []; // removed or unstaked since the sweep
    if (!pair || !totalSupply || balance + staked > totalSupply) return [];
    return [
      {
        tokens: held.tokens,
        address: held.pairAddress,
        pair,
        totalSupply,
        balance,
        staked,
        stakingRewards: held.stakingRewards,
      },
    ];
  });
  return { status: 'ready', holdings };
}
