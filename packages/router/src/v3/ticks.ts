// A v3 pool's initialised ticks read from chain through TickLens, so the split search
// (`findBestRoute`) can simulate the pool in memory. One TickLens call per bitmap word answers
// that word's ticks directly: no bitmap-then-ticks second step (see the README, §8 "Pools read
// from chain", for the measurement behind this choice).
import type { ContractCall } from '@dex/primitives';
import { type Pool, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { boundedMemo } from '../readMemo';
import { createV3Pool, type PoolSlot0, type V3PoolKey } from './pools';

const TICK_LENS_INTERFACE = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[] populatedTicks)',
]);

/**
 * Bitmap words read on each side of the word holding the current tick (5 words in all). A word
 * holds 256 usable ticks: at 0.05% (spacing 10) two full words move the price by a factor of
 * 1.67, at 0.3% by 21, at 0.01% (spacing 1, a tier for stable pairs) by 5.2%: past any trade
 * the 3% price-impact block lets through outside expert mode, but at 0.01%. Liquidity beyond the
 * window counts as zero, so a trade that would leave it is never quoted too high, only refused.
 */
export const TICK_WINDOW_WORDS_EACH_SIDE = 2;

/**
 * Gas to give one TickLens word call in the batch (multicall's per-call `gasRequired`). A word
 * costs about 47,000 gas (its 256 bits walked) plus about 10,000 per populated tick (the pool's
 * `ticks(i)` read), so a full word of 256 ticks stays under this; the default 200,000 would cut
 * off words with more than about 15 ticks.
 */
export const TICK_LENS_WORD_GAS = 3_000_000;

/** A tick with liquidity starting or ending at it. */
export interface PopulatedTick {
  readonly tick: number;
  readonly liquidityNet: bigint;
}

/** The bitmap words read for a pool and the populated ticks they answered. */
export interface TickWindow {
  readonly words: readonly number[];
  readonly ticks: readonly PopulatedTick[];
}

function wordOf(tick: number, tickSpacing: number): number {
  // The pool's own position(): compressed tick (rounded towards negative infinity) >> 8.
  return Math.floor(Math.floor(tick / tickSpacing) / 256);
}

/**
 * The bitmap words around `tick` for a pool of `tickSpacing`, lowest first, within the words the
 * pool can use. Centre them on the tick last read (the previous block's): the window and the
 * pool's price are then read in the same request, and a price that leaves the window costs one
 * block without ticks for that pool, not a second request.
 */
export function tickWindowWords(
  tick: number,
  tickSpacing: number,
  wordsEachSide: number = TICK_WINDOW_WORDS_EACH_SIDE,
): number[] {
  const centre = wordOf(tick, tickSpacing);
  const lowest = Math.max(centre - wordsEachSide, wordOf(TickMath.MIN_TICK, tickSpacing));
  const highest = Math.min(centre + wordsEachSide, wordOf(TickMath.MAX_TICK, tickSpacing));
  const words: number[] = [];
  for (let word = lowest; word <= highest; word++) words.push(word);
  return words;
}

// Five words a pool, every pool of a trade's candidate pairs, on every block: encoded once each.
const knownWordCallData = boundedMemo<string>(4_096);

/** TickLens `getPopulatedTicksInWord(pool, word)`: the populated ticks of one bitmap word. */
export function populatedTicksInWordCall(
  tickLensAddress: string,
  poolAddress: string,
  word: number,
): ContractCall {
  return {
    address: tickLensAddress,
    callData: knownWordCallData(`${poolAddress.toLowerCase()}|${word}`, () =>
      TICK_LENS_INTERFACE.encodeFunctionData('getPopulatedTicksInWord', [poolAddress, word]),
    ),
  };
}

/** The calls for a pool's tick window around `tick`, in `tickWindowWords` order. */
export function tickWindowCalls(
  tickLensAddress: string,
  key: V3PoolKey,
  tick: number,
  wordsEachSide: number = TICK_WINDOW_WORDS_EACH_SIDE,
): ContractCall[] {
  return tickWindowWords(tick, TICK_SPACINGS[key.fee], wordsEachSide).map((word) =>
    populatedTicksInWordCall(tickLensAddress, key.address, word),
  );
}

export function decodePopulatedTicksInWord(returnData: string): PopulatedTick[] {
  const [ticks] = TICK_LENS_INTERFACE.decodeFunctionResult('getPopulatedTicksInWord', returnData);
  return (ticks as ReadonlyArray<readonly [bigint, bigint, bigint]>).map((entry) => ({
    tick: Number(entry[0]),
    liquidityNet: BigInt(entry[1]),
  }));
}

function usableBound(tickSpacing: number, upper: boolean): number {
  return upper
    ? Math.floor(TickMath.MAX_TICK / tickSpacing) * tickSpacing
    : Math.ceil(TickMath.MIN_TICK / tickSpacing) * tickSpacing;
}

/**
 * The SDK pool with its window's ticks in memory (so `canSimulateV3Pool` holds), or the bare pool
 * of `createV3Pool` when the window does not hold the current tick (the price moved out since
 * the window was chosen: the split search skips the pool until the next block's read), or null
 * as `createV3Pool` gives. Two edge ticks close the window: liquidity still active at its ends
 * stops there, so a swap that would leave the window cannot fill rather than fill at a made-up
 * price.
 */
export function createV3PoolWithTicks(
  key: V3PoolKey,
  slot0: PoolSlot0 | undefined,
  liquidity: bigint | undefined,
  window: TickWindow | undefined,
): Pool | null {
  const bare = createV3Pool(key, slot0, liquidity);
  if (!bare || !slot0 || liquidity === undefined || !window || window.words.length === 0)
    return bare;
  const spacing = TICK_SPACINGS[key.fee];
  const firstWord = window.words[0] as number;
  const lastWord = window.words[window.words.length - 1] as number;
  const currentWord = wordOf(slot0.tick, spacing);
  if (currentWord < firstWord || currentWord > lastWord) return bare;

  const lowerEdge = Math.max(firstWord * 256 * spacing, usableBound(spacing, false));
  const upperEdge = Math.min((lastWord + 1) * 256 * spacing, usableBound(spacing, true));
  if (slot0.tick < lowerEdge || slot0.tick >= upperEdge) return bare;
  const byTick = new Map<number, bigint>();
  for (const { tick, liquidityNet } of window.ticks) {
    if (tick < lowerEdge || tick >= upperEdge) continue;
    byTick.set(tick, (byTick.get(tick) ?? 0n) + liquidityNet);
  }
  // The active liquidity is the sum of the nets at and below the current tick, and nothing is
  // active past the window: the lower edge starts what the window's ticks do not explain, the
  // upper edge ends what is still active there.
  let belowWindow = liquidity;
  let aboveWindow = liquidity;
  for (const [tick, net] of byTick) {
    if (tick <= slot0.tick) belowWindow -= net;
    else aboveWindow += net;
  }
  byTick.set(lowerEdge, (byTick.get(lowerEdge) ?? 0n) + belowWindow);
  byTick.set(upperEdge, -aboveWindow);

  const ticks = [...byTick]
    .filter(([, net]) => net !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([index, net]) => ({
      index,
      liquidityNet: net.toString(),
      liquidityGross: (net < 0n ? -net : net).toString(),
    }));
  // A pool with no liquidity anywhere in the window: nothing to simulate.
  if (ticks.length === 0) return bare;
  // Reads of one block never make liquidity negative; guard against a node answering otherwise.
  let running = 0n;
  for (const tick of ticks) {
    running += BigInt(tick.liquidityNet);
    if (running < 0n) return bare;
  }
  return createV3Pool(key, slot0, liquidity, ticks);
}
