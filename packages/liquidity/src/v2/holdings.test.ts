// The holdings rule over a chain given as a table of answers (call address + data -> answer).
import type { ContractCall } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { V2_SWEEP_BLOCKS, v2Holdings } from './holdings';
import {
  liquidityBalanceCall,
  liquidityBalanceCalls,
  liquidityToken,
  type TokenPair,
  totalSupplyCall,
} from './pairs';

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const STAKING_FACTORY = '0x3032Ab3Fa8C01d786D29dAdE018d7f2017918e12';
const POOL = '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b';
const ZERO = '0x0000000000000000000000000000000000000000';
const factory = {
  address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const;
const coder = AbiCoder.defaultAbiCoder();
const uint = (value: bigint) => coder.encode(['uint256'], [value]);
const RESERVES = new Interface(['function getReserves() view returns (uint112, uint112, uint32)']);

const tracked: TokenPair[] = [
  [WETH, USDC],
  [WETH, DAI],
  [USDC, DAI],
];
const pairAddress = ([a, b]: TokenPair) => liquidityToken(factory, a, b).address;
const [wethUsdc, wethDai, usdcDai] = [
  pairAddress([WETH, USDC]),
  pairAddress([WETH, DAI]),
  pairAddress([USDC, DAI]),
];

/** A chain: answers by call; an unlisted call stays unanswered (undefined). */
function chain(entries: readonly [ContractCall, string | null][]) {
  const key = (call: ContractCall) => `${call.address.toLowerCase()}|${call.callData}`;
  const table = new Map(entries.map(([call, answer]) => [key(call), answer]));
  return (calls: readonly ContractCall[]) => calls.map((call) => table.get(key(call)));
}

/** Wallet LP and mining pool per tracked pair, in the order `liquidityBalanceCalls` asks. */
function balances(wallet: readonly bigint[], pools: readonly string[]) {
  const calls = liquidityBalanceCalls([wethUsdc, wethDai, usdcDai], ACCOUNT, STAKING_FACTORY);
  return calls.map((call, index): [ContractCall, string] => [
    call,
    index % 2 === 0
      ? uint(wallet[index / 2] ?? 0n)
      : coder.encode(['address', 'uint256'], [pools[(index - 1) / 2] ?? ZERO, 0n]),
  ]);
}

function pairState(address: string, supply: bigint): [ContractCall, string][] {
  return [
    [
      getReservesCall(address),
      RESERVES.encodeFunctionResult('getReserves', [10n ** 18n, 10n ** 9n, 1]),
    ],
    [totalSupplyCall(address), uint(supply)],
  ];
}

const input = (read: ReturnType<typeof chain>) => ({
  tracked,
  factory,
  stakingRewardsFactory: STAKING_FACTORY,
  account: ACCOUNT,
  read,
});

describe('v2Holdings', () => {
  it('lists the pairs held in the wallet or staked, with their supply and mining pool', () => {
    const read = chain([
      ...balances([5n, 0n, 0n], [ZERO, POOL, ZERO]),
      [liquidityBalanceCall(POOL, ACCOUNT), uint(7n)],
      ...pairState(wethUsdc, 100n),
      ...pairState(wethDai, 100n),
    ]);
    const state = v2Holdings(input(read));
    if (state.status !== 'ready') throw new Error(state.status);
    expect(
      state.holdings.map(({ address, balance, staked, totalSupply, stakingRewards }) => ({
        address,
        balance,
        staked,
        totalSupply,
        stakingRewards,
      })),
    ).toEqual([
      { address: wethUsdc, balance: 5n, staked: 0n, totalSupply: 100n, stakingRewards: null },
      { address: wethDai, balance: 0n, staked: 7n, totalSupply: 100n, stakingRewards: POOL },
    ]);
    expect(state.holdings[1]?.tokens).toEqual([WETH, DAI]);
  });

  it('leaves out a pair whose wallet plus staked LP exceeds its supply, or without reserves', () => {
    const read = chain([
      ...balances([60n, 0n, 1n], [POOL, ZERO, ZERO]),
      [liquidityBalanceCall(POOL, ACCOUNT), uint(50n)],
      ...pairState(wethUsdc, 100n),
      [getReservesCall(usdcDai), null],
      [totalSupplyCall(usdcDai), uint(100n)],
    ]);
    expect(v2Holdings(input(read))).toEqual({ status: 'ready', holdings: [] });
  });

  it('is loading until every round of reads has answered', () => {
    expect(v2Holdings(input(chain([])))).toEqual({ status: 'loading' });
    const staked = chain(balances([0n, 0n, 0n], [POOL, ZERO, ZERO]));
    expect(v2Holdings(input(staked))).toEqual({ status: 'loading' });
    const pairs = chain(balances([1n, 0n, 0n], [ZERO, ZERO, ZERO]));
    expect(v2Holdings(input(pairs))).toEqual({ status: 'loading' });
  });

  it('holds nothing when the account has no LP anywhere', () => {
    const read = chain(balances([0n, 0n, 0n], [ZERO, ZERO, ZERO]));
    expect(v2Holdings(input(read))).toEqual({ status: 'ready', holdings: [] });
  });

  it('reads every tracked pair only in the sweep, and every block only the pairs held (issue #28 §2)', () => {
    // A large list: 600 tokens x WETH, the account holds LP of one pair.
    const tokens = Array.from(
      { length: 600 },
      (_, i) => new Token(1, `0x1${(i + 1).toString(16).padStart(39, '0')}`, 18, `T${i}`),
    );
    const many: TokenPair[] = tokens.map((token) => [WETH, token]);
    const heldAddress = pairAddress(many[42] as TokenPair);
    const sweepCalls = liquidityBalanceCalls(many.map(pairAddress), ACCOUNT, STAKING_FACTORY);
    const table = chain([
      ...sweepCalls.map((call, index): [ContractCall, string] => [
        call,
        index % 2 === 0
          ? uint(call.address === heldAddress ? 3n : 0n)
          : coder.encode(['address', 'uint256'], [ZERO, 0n]),
      ]),
      ...pairState(heldAddress, 100n),
    ]);
    const swept: ContractCall[] = [];
    const everyBlock: ContractCall[] = [];
    const state = v2Holdings({
      tracked: many,
      factory,
      stakingRewardsFactory: STAKING_FACTORY,
      account: ACCOUNT,
      readSweep: (calls) => {
        swept.push(...calls);
        return table(calls);
      },
      read: (calls) => {
        everyBlock.push(...calls);
        return table(calls);
      },
    });
    expect(state.status === 'ready' && state.holdings.map((h) => [h.address, h.balance])).toEqual([
      [heldAddress, 3n],
    ]);
    expect(swept).toHaveLength(1_200);
    // The held pair's LP balance, reserves and supply: nothing of the other 599 pairs.
    expect(everyBlock.map((call) => call.address)).toEqual([heldAddress, heldAddress, heldAddress]);
    expect(V2_SWEEP_BLOCKS).toBeGreaterThan(1);
  });

  it('drops a pair the sweep found held once its per-block balance is gone', () => {
    const sweep = chain(balances([5n, 0n, 0n], [ZERO, ZERO, ZERO]));
    const read = chain([
      [liquidityBalanceCall(wethUsdc, ACCOUNT), uint(0n)],
      ...pairState(wethUsdc, 100n),
    ]);
    expect(v2Holdings({ ...input(read), readSweep: sweep })).toEqual({
      status: 'ready',
      holdings: [],
    });
  });

  it("reads the user's own pairs every block: a supply shows at once, not at the next sweep", () => {
    // The sweep's last answer predates the supply to WETH/DAI (0 LP); the chain now says 7.
    const sweep = chain(balances([5n, 0n, 0n], [ZERO, ZERO, ZERO]));
    const swept: ContractCall[] = [];
    const read = chain([
      ...liquidityBalanceCalls([wethDai], ACCOUNT, STAKING_FACTORY).map(
        (call, index): [ContractCall, string] => [
          call,
          index === 0 ? uint(7n) : coder.encode(['address', 'uint256'], [ZERO, 0n]),
        ],
      ),
      [liquidityBalanceCall(wethUsdc, ACCOUNT), uint(5n)],
      [liquidityBalanceCall(wethDai, ACCOUNT), uint(7n)],
      ...pairState(wethUsdc, 100n),
      ...pairState(wethDai, 100n),
    ]);
    const state = v2Holdings({
      ...input(read),
      readSweep: (calls) => {
        swept.push(...calls);
        return sweep(calls);
      },
      userPairs: [[DAI, WETH]],
    });
    expect(state.status === 'ready' && state.holdings.map((h) => [h.address, h.balance])).toEqual([
      [wethUsdc, 5n],
      [wethDai, 7n],
    ]);
    expect(swept.some((call) => call.address === wethDai)).toBe(false);
  });
});
