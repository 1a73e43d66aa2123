import { AbiCoder } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import {
  decodeObserve,
  decodeOldestObservationTime,
  decodeOracleState,
  historySeries,
  ORACLE_INTERFACE,
  observeCall,
  oldestObservationCalls,
  oracleStateCall,
  priceHistory,
} from './priceHistory';
import { tickToDisplayPrice } from './prices';

const POOL = '0x1111111111111111111111111111111111111111';
const PAIR = { decimals0: 18, decimals1: 6, tickSpacing: 60, inverted: false };
const coder = AbiCoder.defaultAbiCoder();

function observation(blockTimestamp: number, initialized: boolean): string {
  return coder.encode(
    ['uint32', 'int56', 'uint160', 'bool'],
    [blockTimestamp, 0n, 0n, initialized],
  );
}

describe('the oracle state and its oldest observation', () => {
  it('reads the ring buffer fields from slot0', () => {
    const data = coder.encode(
      ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
      [2n ** 96n, -201_000, 7, 50, 50, 0, true],
    );
    expect(decodeOracleState(data)).toEqual({
      tick: -201_000,
      observationIndex: 7,
      observationCardinality: 50,
    });
    expect(oracleStateCall(POOL).callData).toBe(ORACLE_INTERFACE.encodeFunctionData('slot0'));
  });

  it('asks for the slot after the newest and slot 0', () => {
    const [afterNewest, first] = oldestObservationCalls(POOL, {
      tick: 0,
      observationIndex: 49,
      observationCardinality: 50,
    });
    expect(ORACLE_INTERFACE.decodeFunctionData('observations', afterNewest.callData)[0]).toBe(0n);
    const [next] = oldestObservationCalls(POOL, {
      tick: 0,
      observationIndex: 7,
      observationCardinality: 50,
    });
    expect(ORACLE_INTERFACE.decodeFunctionData('observations', next.callData)[0]).toBe(8n);
    expect(ORACLE_INTERFACE.decodeFunctionData('observations', first.callData)[0]).toBe(0n);
    expect(() =>
      oldestObservationCalls(POOL, { tick: 0, observationIndex: 0, observationCardinality: 0 }),
    ).toThrow(/no oldest/);
  });

  it('takes the slot after the newest once the buffer has wrapped, else slot 0', () => {
    expect(decodeOldestObservationTime(observation(1_500, true), observation(1_000, true))).toBe(
      1_500,
    );
    expect(decodeOldestObservationTime(observation(0, false), observation(1_000, true))).toBe(
      1_000,
    );
  });

  it('is loading, or failed for failed, malformed or missing observations', () => {
    expect(decodeOldestObservationTime(undefined, observation(1, true))).toBeUndefined();
    expect(decodeOldestObservationTime(null, observation(1, true))).toBeNull();
    expect(decodeOldestObservationTime(observation(0, false), observation(0, false))).toBeNull();
    const onParseError = vi.fn();
    expect(decodeOldestObservationTime('0x12', observation(1, true), onParseError)).toBeNull();
    expect(onParseError).toHaveBeenCalledTimes(1);
  });
});

describe('historySeries', () => {
  it('asks for a day in 48 intervals when the oracle reaches that far', () => {
    const series = historySeries({ now: 1_000_000, oldestObservationTime: 0 });
    expect(series.seconds).toBe(86_400);
    expect(series.secondsAgos).toHaveLength(49);
    expect(series.secondsAgos[0]).toBe(86_400);
    expect(series.secondsAgos[1]).toBe(84_600);
    expect(series.secondsAgos[48]).toBe(0);
  });

  it('never asks past the oldest observation', () => {
    const series = historySeries({ now: 10_000, oldestObservationTime: 6_400, points: 4 });
    expect(series).toEqual({ seconds: 3_600, secondsAgos: [3_600, 2_700, 1_800, 900, 0] });
    expect(historySeries({ now: 10, oldestObservationTime: 7 }).secondsAgos).toEqual([3, 2, 1, 0]);
    expect(historySeries({ now: 10, oldestObservationTime: 10 })).toEqual({
      seconds: 0,
      secondsAgos: [],
    });
    expect(() => historySeries({ now: 1, oldestObservationTime: 0, points: 0 })).toThrow(
      'Invalid point count: 0',
    );
  });
});

describe('priceHistory', () => {
  it('averages the tick of each interval from the cumulatives', () => {
    const secondsAgos = [200, 100, 0];
    // 100 s at tick -201,000, then 100 s at -200,000.
    const tickCumulatives = [1_000_000n, 1_000_000n - 20_100_000n, 1_000_000n - 40_100_000n];
    const points = priceHistory({ now: 5_000, secondsAgos, tickCumulatives, pair: PAIR });
    expect(points.map(({ time, averageTick }) => ({ time, averageTick }))).toEqual([
      { time: 4_900, averageTick: -201_000 },
      { time: 5_000, averageTick: -200_000 },
    ]);
    expect(points[0]?.price).toBeCloseTo(tickToDisplayPrice(-201_000, PAIR), 9);
  });

  it('rounds a negative average down, as the oracle library does', () => {
    const points = priceHistory({
      now: 10,
      secondsAgos: [3, 0],
      tickCumulatives: [0n, -10n],
      pair: PAIR,
    });
    expect(points[0]?.averageTick).toBe(-4);
  });

  it('round-trips observe and refuses answers that do not match', () => {
    const call = observeCall(POOL, [60, 0]);
    expect(ORACLE_INTERFACE.decodeFunctionData('observe', call.callData)[0]).toEqual([60n, 0n]);
    const data = ORACLE_INTERFACE.encodeFunctionResult('observe', [
      [5n, -7n],
      [0n, 0n],
    ]);
    expect(decodeObserve(data)).toEqual([5n, -7n]);
    expect(() =>
      priceHistory({ now: 1, secondsAgos: [1, 0], tickCumulatives: [1n], pair: PAIR }),
    ).toThrow(/observe answered 1 values for 2 times/);
  });
});
