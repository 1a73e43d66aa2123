import type { ChainAnswer, ContractCall } from '@dex/primitives';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import type { ReadAnswers } from '../reads';
import { usdcWethPool } from '../usdcWeth.testing';
import { poolDepthSource, readPoolDepth, readPriceHistory } from './chartReads';
import { ORACLE_INTERFACE } from './priceHistory';
import { DEPTH_WORD_GAS } from './tickReads';

const POOL = '0x1111111111111111111111111111111111111111';
const LENS = '0x2222222222222222222222222222222222222222';
const PAIR = { decimals0: 18, decimals1: 18, tickSpacing: 60, inverted: false };
const coder = AbiCoder.defaultAbiCoder();
const lens = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[] populatedTicks)',
]);

/** A chain that answers by function name; a name it lacks is still loading. */
function chain(answers: Record<string, (call: ContractCall) => ChainAnswer>) {
  const asked: ContractCall[] = [];
  const read: ReadAnswers = (calls) =>
    calls.map((call) => {
      asked.push(call);
      const known = [lens, ORACLE_INTERFACE].find((abi) =>
        abi.getFunction(call.callData.slice(0, 10)),
      );
      const name = known?.getFunction(call.callData.slice(0, 10))?.name ?? '';
      return answers[name]?.(call);
    });
  return { read, asked };
}

function word(ticks: readonly [number, bigint][]): string {
  return lens.encodeFunctionResult('getPopulatedTicksInWord', [
    ticks.map(([tick, liquidityNet]) => [
      tick,
      liquidityNet,
      liquidityNet < 0n ? -liquidityNet : liquidityNet,
    ]),
  ]);
}

describe('readPoolDepth', () => {
  const source = {
    tickLensAddress: LENS,
    poolAddress: POOL,
    tickSpacing: 60,
    tickCurrent: 30,
    liquidity: 100n,
  };

  it('reads every bitmap word within ten times the price, with the gas a full word needs', () => {
    const { read, asked } = chain({});
    expect(readPoolDepth(read, source)).toBeUndefined();
    // ln(10)/ln(1.0001) ≈ 23,027 ticks each side: words -2 to 1 at spacing 60 (15,360 ticks each).
    const words = asked.map((call) =>
      Number(lens.decodeFunctionData('getPopulatedTicksInWord', call.callData)[1]),
    );
    expect(words).toEqual([-2, -1, 0, 1]);
    expect(
      asked.every((call) => (call as { gasRequired?: number }).gasRequired === DEPTH_WORD_GAS),
    ).toBe(true);
  });

  it('turns the ticks read into the liquidity on each side of the price', () => {
    const { read } = chain({
      getPopulatedTicksInWord: (call) => {
        const index = Number(lens.decodeFunctionData('getPopulatedTicksInWord', call.callData)[1]);
        return index === 0
          ? word([
              [0, 100n],
              [600, -100n],
            ])
          : word([]);
      },
    });
    const intervals = readPoolDepth(read, source);
    expect(intervals?.find((interval) => interval.tickLower === 0)).toEqual({
      tickLower: 0,
      tickUpper: 600,
      liquidity: 100n,
    });
    expect(intervals?.[0]?.liquidity).toBe(0n);
  });

  it('fails (null) on a refused or malformed word, and tells the parse error', () => {
    const refused = chain({ getPopulatedTicksInWord: () => null });
    expect(readPoolDepth(refused.read, source)).toBeNull();
    const onParseError = vi.fn();
    const garbage = chain({ getPopulatedTicksInWord: () => '0x1234' });
    expect(readPoolDepth(garbage.read, source, onParseError)).toBeNull();
    expect(onParseError).toHaveBeenCalled();
  });
});

describe('readPriceHistory', () => {
  const NOW = 1_000_000;
  const slot0 = (index: number, cardinality: number) =>
    coder.encode(
      ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
      [2n ** 96n, 0, index, cardinality, cardinality, 0, true],
    );
  const observation = (time: number, initialized: boolean) =>
    coder.encode(['uint32', 'int56', 'uint160', 'bool'], [time, 0n, 0n, initialized]);
  /** An oracle whose average tick is `tickAt(seconds ago)`, integrated into cumulatives. */
  const observe = (tickAt: (secondsAgo: number) => number) => (call: ContractCall) => {
    const [secondsAgos] = ORACLE_INTERFACE.decodeFunctionData('observe', call.callData);
    // The accumulator at `ago` seconds back sums the ticks of every second before then.
    const cumulatives = (secondsAgos as bigint[]).map((ago) => {
      let total = 0;
      for (let second = Number(ago); second < 2 * 86_400; second++) total += tickAt(second);
      return BigInt(total);
    });
    return ORACLE_INTERFACE.encodeFunctionResult('observe', [
      cumulatives,
      cumulatives.map(() => 0n),
    ]);
  };

  it('reads a day of prices in three rounds when the oracle reaches that far', () => {
    const { read } = chain({
      slot0: () => slot0(5, 100),
      observations: () => observation(NOW - 2 * 86_400, true),
      observe: observe((ago) => (ago < 43_200 ? 600 : 0)),
    });
    const points = readPriceHistory(read, { poolAddress: POOL, pair: PAIR, now: NOW });
    expect(points).toHaveLength(48);
    expect(points?.[0]?.averageTick).toBe(0);
    expect(points?.at(-1)?.averageTick).toBe(600);
    expect(points?.at(-1)?.time).toBe(NOW);
  });

  it('asks no further back than the oldest observation (a young oracle: a shorter window)', () => {
    const { read, asked } = chain({
      slot0: () => slot0(0, 1),
      observations: () => observation(NOW - 3_600, true),
      observe: observe(() => 60),
    });
    const points = readPriceHistory(read, { poolAddress: POOL, pair: PAIR, now: NOW });
    const observeCall = asked.find((call) =>
      call.callData.startsWith(ORACLE_INTERFACE.getFunction('observe')?.selector ?? '-'),
    );
    const [secondsAgos] = ORACLE_INTERFACE.decodeFunctionData(
      'observe',
      observeCall?.callData ?? '0x',
    );
    expect(Math.max(...(secondsAgos as bigint[]).map(Number))).toBeLessThanOrEqual(3_600);
    expect(points?.every((point) => point.averageTick === 60)).toBe(true);
  });

  it('is an empty series when the oracle reaches no time yet, loading without a clock', () => {
    const { read } = chain({
      slot0: () => slot0(0, 1),
      observations: () => observation(NOW, true),
    });
    expect(readPriceHistory(read, { poolAddress: POOL, pair: PAIR, now: NOW })).toEqual([]);
    expect(
      readPriceHistory(read, { poolAddress: POOL, pair: PAIR, now: undefined }),
    ).toBeUndefined();
  });

  it('fails (null) when a round is refused, reverts or answers nonsense', () => {
    const answers = {
      slot0: () => slot0(5, 100),
      observations: () => observation(NOW - 86_400 * 2, true),
      observe: observe(() => 0),
    };
    for (const name of ['slot0', 'observations', 'observe'] as const) {
      for (const bad of [null, '0x', '0xdeadbeef']) {
        const { read } = chain({ ...answers, [name]: () => bad });
        expect(
          readPriceHistory(read, { poolAddress: POOL, pair: PAIR, now: NOW }),
          `${name} ${bad}`,
        ).toBeNull();
      }
    }
  });
});

describe('poolDepthSource', () => {
  const factory = { address: '0x1F98431c8aD98523631AE4a59f267346ea31F984' };

  it('reads a pool through the chain’s TickLens at its address under the chain’s factory', () => {
    const source = poolDepthSource(usdcWethPool, { factory, tickLens: LENS });
    expect(source).toMatchObject({
      tickLensAddress: LENS,
      tickSpacing: 60,
      tickCurrent: usdcWethPool.tickCurrent,
      liquidity: 10n ** 15n,
    });
    expect(source?.poolAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('has nothing to read on a chain without a TickLens or a factory, or without a pool', () => {
    expect(poolDepthSource(usdcWethPool, { factory, tickLens: undefined })).toBeUndefined();
    expect(poolDepthSource(usdcWethPool, { factory: undefined, tickLens: LENS })).toBeUndefined();
    expect(poolDepthSource(null, { factory, tickLens: LENS })).toBeUndefined();
  });
});
