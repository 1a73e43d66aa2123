import { decodePopulatedTicksInWord } from '@dex/router';
import { AbiCoder } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { decodeDepthTicks, depthTickRead } from './tickReads';

const POOL = '0x1111111111111111111111111111111111111111';
const LENS = '0x2222222222222222222222222222222222222222';

function wordAnswer(ticks: readonly [tick: number, net: bigint][]): string {
  return AbiCoder.defaultAbiCoder().encode(
    ['tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[]'],
    [ticks.map(([tick, net]) => [tick, net, net < 0n ? -net : net])],
  );
}

describe('depthTickRead', () => {
  it('reads the whole words covering the window and the current tick', () => {
    // Spacing 60: a word spans 15,360 ticks; -201,000 lies in word -14.
    const read = depthTickRead({
      tickLensAddress: LENS,
      poolAddress: POOL,
      tickSpacing: 60,
      tickCurrent: -201_000,
      fromTick: -210_000,
      toTick: -195_000.5,
    });
    expect(read.words).toEqual([-14, -13]);
    expect(read.tickLower).toBe(-14 * 15_360);
    expect(read.tickUpper).toBe(-12 * 15_360);
    expect(read.calls).toHaveLength(2);
    expect(read.calls[0]?.address).toBe(LENS);
  });

  it('covers the current tick even when the window is elsewhere', () => {
    const read = depthTickRead({
      tickLensAddress: LENS,
      poolAddress: POOL,
      tickSpacing: 10,
      tickCurrent: 0,
      fromTick: 6_000,
      toTick: 7_000,
    });
    expect(read.words).toEqual([0, 1, 2]);
  });

  it('keeps the words nearest the current tick when the window is too wide', () => {
    const read = depthTickRead({
      tickLensAddress: LENS,
      poolAddress: POOL,
      tickSpacing: 1,
      tickCurrent: 0,
      fromTick: -887_272,
      toTick: 887_272,
      maxWords: 5,
    });
    expect(read.words).toEqual([-2, -1, 0, 1, 2]);
    expect(read.tickLower).toBe(-512);
    expect(read.tickUpper).toBe(768);
  });

  it('stops at the usable limits', () => {
    const read = depthTickRead({
      tickLensAddress: LENS,
      poolAddress: POOL,
      tickSpacing: 200,
      tickCurrent: 0,
      fromTick: -2e6,
      toTick: 2e6,
    });
    expect(read.tickLower).toBe(-887_200);
    expect(read.tickUpper).toBe(887_200);
    expect(read.words).toHaveLength(36);
  });
});

describe('decodeDepthTicks', () => {
  it('joins the words, lowest tick first', () => {
    const answers = [
      wordAnswer([
        [120, -5n],
        [60, 5n],
      ]),
      wordAnswer([[-60, 7n]]),
    ];
    expect(decodeDepthTicks(answers)).toEqual([
      { tick: -60, liquidityNet: 7n },
      { tick: 60, liquidityNet: 5n },
      { tick: 120, liquidityNet: -5n },
    ]);
    // The router's own decoder reads the same answer.
    expect(decodePopulatedTicksInWord(answers[1] as string)).toHaveLength(1);
  });

  it('is loading while any word is, and failed when any failed or is malformed', () => {
    expect(decodeDepthTicks([wordAnswer([]), undefined])).toBeUndefined();
    expect(decodeDepthTicks([wordAnswer([]), null])).toBeNull();
    expect(decodeDepthTicks(['0x'])).toBeNull();
    const onParseError = vi.fn();
    expect(decodeDepthTicks(['0x1234'], onParseError)).toBeNull();
    expect(onParseError).toHaveBeenCalledWith('0x1234', expect.anything());
  });
});
