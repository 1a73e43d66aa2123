// The mining pools as /uni and /uni/{a}/{b} read them, over a chain given as a table of answers
// (contract + call data): pools found through the staking factory for the tracked pairs, each
// pool's five reads decoded, a pool whose reads fail left out and reported, never the list lost.
import type { ContractCall } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder, getAddress } from 'ethers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  liquidityBalanceCalls,
  liquidityToken,
  type TokenPair,
  totalSupplyCall,
} from '../v2/pairs';
import { findStakingPools, miningPools } from './pools';
import { stakingInfoCalls } from './staking';

const CHAIN = 31337;
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 18, 'BBB');
const C = new Token(CHAIN, '0x3000000000000000000000000000000000000003', 18, 'CCC');
const UNI = new Token(CHAIN, '0x4000000000000000000000000000000000000004', 18, 'UNI');
const FACTORY = {
  address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const;
const STAKING_FACTORY = getAddress(`0x${'5f'.repeat(20)}`);
const POOL_AB = getAddress(`0x${'ab'.repeat(20)}`);
const POOL_AC = getAddress(`0x${'ac'.repeat(20)}`);
const E18 = 10n ** 18n;
const tracked: TokenPair[] = [
  [A, B],
  [A, C],
];

const answers = new Map<string, string>();
const key = (call: ContractCall) => `${call.address.toLowerCase()}|${call.callData.toLowerCase()}`;
const read = (calls: readonly ContractCall[]) => calls.map((call) => answers.get(key(call)));
const coder = AbiCoder.defaultAbiCoder();
const word = (value: bigint) => coder.encode(['uint256'], [value]);

const lps = tracked.map(([a, b]) => liquidityToken(FACTORY, a, b));
const pools = [POOL_AB, POOL_AC].map((address, i) => ({
  tokens: tracked[i] as TokenPair,
  liquidityToken: lps[i] as Token,
  stakingRewardAddress: address,
}));

/** Both pairs have a staking pool; `earnedOfAc` is what the A/C pool answers to earned(). */
function seedChain(earnedOfAc: string) {
  const factoryCalls = liquidityBalanceCalls(
    lps.map((lp) => lp.address),
    '0x0000000000000000000000000000000000000000',
    STAKING_FACTORY,
  );
  [POOL_AB, POOL_AC].forEach((pool, i) => {
    answers.set(key(factoryCalls[i * 2] as ContractCall), word(0n));
    answers.set(
      key(factoryCalls[i * 2 + 1] as ContractCall),
      coder.encode(['address', 'uint256'], [pool, 0n]),
    );
  });
  const values = [E18, 2n * E18, 10n * E18, 5n, 2_000_000_000n];
  stakingInfoCalls(pools, undefined).forEach((call, i) => {
    const isEarnedOfAc = i === 5 + 1;
    answers.set(key(call), isEarnedOfAc ? earnedOfAc : word(values[i % 5] as bigint));
  });
  for (const lp of lps) {
    answers.set(
      key(getReservesCall(lp.address)),
      coder.encode(['uint112', 'uint112', 'uint32'], [E18, E18, 0]),
    );
    answers.set(key(totalSupplyCall(lp.address)), word(100n * E18));
  }
}

const find = () =>
  findStakingPools({ tracked, factory: FACTORY, stakingRewardsFactory: STAKING_FACTORY, read });

beforeEach(() => answers.clear());

describe('findStakingPools', () => {
  it("finds each tracked pair's pool through the staking factory; undefined until it answers", () => {
    expect(find()).toBeUndefined();
    seedChain(word(2n * E18));
    expect(find()).toEqual(pools);
  });
});

describe('miningPools', () => {
  const state = (onParseError?: (data: string, error: unknown) => void) =>
    miningPools({ pools, account: undefined, rewardToken: UNI, chainTime: 1, read, onParseError });

  it('lists every pool with its staking reads, pair and LP supply; loading until they answer', () => {
    expect(state()).toEqual({ status: 'loading' });
    seedChain(word(2n * E18));
    const ready = state();
    if (ready.status !== 'ready') throw new Error(ready.status);
    expect(ready.pools.map((pool) => pool.info.stakingRewardAddress)).toEqual([POOL_AB, POOL_AC]);
    expect(ready.pools[0]?.info.earnedAmount.toExact()).toBe('2');
    expect(ready.pools[0]?.lpTotalSupply).toBe(100n * E18);
    expect(ready.pools[0]?.pair?.reserve0.toExact()).toBe('1');
  });

  it('leaves out a pool whose answer does not decode and reports it, keeping the others', () => {
    seedChain('0x1234');
    const reported: [string, unknown][] = [];
    const ready = state((data, error) => reported.push([data, error]));
    expect(ready.status === 'ready' && ready.pools.map((p) => p.info.stakingRewardAddress)).toEqual(
      [POOL_AB],
    );
    expect(reported).toEqual([[POOL_AC, expect.stringContaining('earned')]]);
  });
});
