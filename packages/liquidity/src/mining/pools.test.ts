// The active chain's mining pools as /uni and /uni/{a}/{b} read them: pools found through the
// staking factory for the tracked pairs, each pool's five reads decoded, a pool whose reads fail
// left out and logged once (spec 001 §3, §8), never the whole list lost. The chain's reads are
// answered by contract and call data, as the multicall watch would publish them.
import { getChainInfo } from '@dex/chains';
import {
  liquidityBalanceCalls,
  liquidityToken,
  stakingInfoCalls,
  totalSupplyCall,
} from '@dex/liquidity';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { getReservesCall } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder, getAddress } from 'ethers';
import { atom, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CHAIN = 31337;
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 18, 'BBB');
const C = new Token(CHAIN, '0x3000000000000000000000000000000000000003', 18, 'CCC');
const FACTORY = {
  address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const;
const POOL_AB = getAddress(`0x${'ab'.repeat(20)}`);
const POOL_AC = getAddress(`0x${'ac'.repeat(20)}`);
const E18 = 10n ** 18n;

const answers = new Map<string, CallState>();
const key = (call: { address: string; callData: string }) =>
  `${call.address.toLowerCase()}|${call.callData.toLowerCase()}`;
vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom(() => calls.map((call) => answers.get(key(call)) ?? INVALID_CALL_STATE)),
}));
vi.mock('../v2Atoms', async (original) => ({
  ...(await original<typeof import('../v2Atoms')>()),
  v2FactoryAtom: atom(() => FACTORY),
  trackedV2PairsAtom: atom(() => [
    [A, B],
    [A, C],
  ]),
}));

const { miningPoolsAtom } = await import('./miningAtoms');

const coder = AbiCoder.defaultAbiCoder();
const word = (value: bigint | string, type = 'uint256') => coder.encode([type], [value]);
function answer(call: { address: string; callData: string }, data: string) {
  answers.set(key(call), { ...INVALID_CALL_STATE, valid: true, data, blockNumber: 100 });
}

/** Both pairs have a staking pool; `earnedOfAc` is what the A/C pool answers to earned(). */
function seedChain(earnedOfAc: string) {
  answers.clear();
  const stakingFactory = getChainInfo(CHAIN)?.contracts.stakingRewardsFactory;
  if (!stakingFactory) throw new Error('the devnet chain has no staking factory');
  const lps = [liquidityToken(FACTORY, A, B), liquidityToken(FACTORY, A, C)];
  const factoryCalls = liquidityBalanceCalls(
    lps.map((lp) => lp.address),
    '0x0000000000000000000000000000000000000000',
    stakingFactory,
  );
  [POOL_AB, POOL_AC].forEach((pool, i) => {
    answer(factoryCalls[i * 2] as never, word(0n));
    answer(factoryCalls[i * 2 + 1] as never, coder.encode(['address', 'uint256'], [pool, 0n]));
  });
  const pools = [POOL_AB, POOL_AC].map((address, i) => ({
    tokens: [A, i === 0 ? B : C] as [Token, Token],
    liquidityToken: lps[i] as Token,
    stakingRewardAddress: address,
  }));
  const infoCalls = stakingInfoCalls(pools, undefined);
  const values = [E18, 2n * E18, 10n * E18, 5n, 2_000_000_000n];
  infoCalls.forEach((call, i) => {
    const isEarnedOfAc = i === 5 + 1;
    answer(call, isEarnedOfAc ? earnedOfAc : word(values[i % 5] as bigint));
  });
  for (const lp of lps) {
    answer(
      getReservesCall(lp.address),
      coder.encode(['uint112', 'uint112', 'uint32'], [E18, E18, 0]),
    );
    answer(totalSupplyCall(lp.address), word(100n * E18));
  }
}

afterEach(() => vi.restoreAllMocks());

describe('miningPoolsAtom', () => {
  it("lists every tracked pair's pool with its staking reads", () => {
    seedChain(word(2n * E18));
    const state = createStore().get(miningPoolsAtom);
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.pools.map((pool) => pool.info.stakingRewardAddress)).toEqual([POOL_AB, POOL_AC]);
    expect(state.pools[0]?.info.earnedAmount.toExact()).toBe('2');
    expect(state.pools[0]?.lpTotalSupply).toBe(100n * E18);
  });

  it('leaves out a pool whose answer does not decode and logs it once, keeping the others', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    seedChain('0x1234');
    const store = createStore();
    const state = store.get(miningPoolsAtom);
    expect(state.status === 'ready' && state.pools.map((p) => p.info.stakingRewardAddress)).toEqual(
      [POOL_AB],
    );
    createStore().get(miningPoolsAtom); // read again, as on the next block
    const logged = debug.mock.calls.filter(([message]) => message === 'Result data parsing failed');
    expect(logged).toEqual([
      ['Result data parsing failed', POOL_AC, expect.stringContaining('earned')],
    ]);
  });
});
