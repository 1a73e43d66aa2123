import type { ReadState } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import { FeeAmount, TickMath } from '@uniswap/v3-sdk';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { canSimulateV3Pool } from './split/v3Simulation';
import { type V3PoolReads, v3PoolsWithTicksFromStates, v3PoolTickReads } from './tradeReads';
import { liquidityCall, slot0Call, type V3PoolKey } from './v3/pools';
import { TICK_LENS_WORD_GAS } from './v3/ticks';

const coder = AbiCoder.defaultAbiCoder();
const LENS = '0x5555555555555555555555555555555555555555';
const LENS_INTERFACE = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[] populatedTicks)',
]);
const tokenA = new Token(1, '0x1111111111111111111111111111111111111111', 18, 'A');
const tokenB = new Token(1, '0x2222222222222222222222222222222222222222', 18, 'B');
const keys: V3PoolKey[] = [
  { token0: tokenA, token1: tokenB, fee: FeeAmount.MEDIUM, address: `0x${'a'.repeat(40)}` },
  { token0: tokenA, token1: tokenB, fee: FeeAmount.LOW, address: `0x${'b'.repeat(40)}` },
];
const poolReads: V3PoolReads = {
  keys,
  calls: keys.flatMap((key) => [slot0Call(key.address), liquidityCall(key.address)]),
};

const answered = (data: string | undefined): ReadState => ({
  valid: true,
  loading: false,
  syncing: false,
  error: false,
  data,
});
const loading: ReadState = { ...answered(undefined), loading: true };
const slot0 = (tick: number) =>
  answered(
    coder.encode(
      ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
      [BigInt(TickMath.getSqrtRatioAtTick(tick).toString()), tick, 0, 1, 1, 0, true],
    ),
  );
const liquidity = (value: bigint) => answered(coder.encode(['uint128'], [value]));
const word = (ticks: Array<[number, bigint]>) =>
  answered(
    LENS_INTERFACE.encodeFunctionResult('getPopulatedTicksInWord', [
      ticks.map(([tick, net]) => [tick, net, net < 0n ? -net : net]),
    ]),
  );
const emptyWord = word([]);

describe('v3 pool reads with their tick windows', () => {
  it('adds each known pool’s window after the pool calls, with gas for a full word', () => {
    const reads = v3PoolTickReads(poolReads, LENS, [0, undefined]);
    expect(reads.windows).toEqual([[-2, -1, 0, 1, 2], []]);
    expect(reads.calls.slice(0, 4)).toEqual(
      poolReads.calls.map((call) => ({ ...call, callData: call.callData.toLowerCase() })),
    );
    const windowCalls = reads.calls.slice(4);
    expect(windowCalls).toHaveLength(5);
    for (const [i, call] of windowCalls.entries()) {
      expect(call.address).toBe(LENS);
      expect(call.gasRequired).toBe(TICK_LENS_WORD_GAS);
      const [pool, asked] = LENS_INTERFACE.decodeFunctionData(
        'getPopulatedTicksInWord',
        call.callData,
      );
      expect(pool.toLowerCase()).toBe(keys[0]?.address);
      expect(Number(asked)).toBe(i - 2);
    }
  });

  it('gives the pool with its ticks from a whole window, the bare pool without one, and each tick for the next block', () => {
    const reads = v3PoolTickReads(poolReads, LENS, [0, undefined]);
    const states = [
      slot0(120),
      liquidity(10n ** 18n),
      slot0(-5),
      liquidity(10n ** 17n),
      emptyWord,
      emptyWord,
      word([
        [-600, 10n ** 18n],
        [600, -(10n ** 18n)],
      ]),
      emptyWord,
      emptyWord,
    ];
    const { pools, ticks, loading } = v3PoolsWithTicksFromStates(reads, states);
    expect(loading).toBe(false);
    expect(ticks).toEqual([120, -5]);
    expect(pools.map((pool) => [pool.fee, canSimulateV3Pool(pool)])).toEqual([
      [FeeAmount.MEDIUM, true],
      [FeeAmount.LOW, false],
    ]);
  });

  it('builds a pool once while its slot0, liquidity and window answers stay the same', () => {
    const reads = v3PoolTickReads(poolReads, LENS, [0, undefined]);
    const window = [
      emptyWord,
      emptyWord,
      word([
        [-600, 10n ** 18n],
        [600, -(10n ** 18n)],
      ]),
      emptyWord,
      emptyWord,
    ];
    const block = (poolLiquidity: bigint, lastWord = emptyWord) =>
      v3PoolsWithTicksFromStates(reads, [
        slot0(60),
        liquidity(poolLiquidity),
        slot0(-5),
        liquidity(10n ** 17n),
        ...window.slice(0, 4),
        lastWord,
      ]).pools;
    const [first, bare] = block(10n ** 18n);
    const [again, bareAgain] = block(10n ** 18n);
    expect(again).toBe(first);
    expect(bareAgain).toBe(bare);
    // The pool traded, or a tick in its window changed: built anew.
    expect(block(2n * 10n ** 18n)[0]).not.toBe(first);
    expect(block(10n ** 18n, word([[1200, 5n]]))[0]).not.toBe(first);
  });

  it('waits for the window, and takes no partial window as the ticks', () => {
    const reads = v3PoolTickReads(poolReads, LENS, [0, undefined]);
    const poolStates = [slot0(120), liquidity(10n ** 18n), slot0(-5), liquidity(10n ** 17n)];
    const waiting = v3PoolsWithTicksFromStates(reads, [
      ...poolStates,
      emptyWord,
      loading,
      emptyWord,
      emptyWord,
      emptyWord,
    ]);
    expect(waiting.loading).toBe(true);
    const errors: unknown[] = [];
    const partial = v3PoolsWithTicksFromStates(
      reads,
      [...poolStates, emptyWord, answered('0x1234'), emptyWord, emptyWord, emptyWord],
      (_data, error) => errors.push(error),
    );
    expect(errors).toHaveLength(1);
    expect(partial.pools.map(canSimulateV3Pool)).toEqual([false, false]);
  });

  it('reports no tick and no pool for a pool that does not answer', () => {
    const reads = v3PoolTickReads(poolReads, LENS, [undefined, undefined]);
    const { pools, ticks } = v3PoolsWithTicksFromStates(reads, [
      answered('0x'),
      answered('0x'),
      slot0(7),
      liquidity(1n),
    ]);
    expect(ticks).toEqual([undefined, 7]);
    expect(pools).toHaveLength(1);
  });
});
