// Quotes through one v3 pool from its tick data, equal to the SDK's Pool.getOutputAmount /
// getInputAmount but synchronous and cheap to repeat.
//
// The SDK walks the pool step by step (to the next initialised tick or the end of a bitmap word)
// for every quote. A step that is passed completely costs the same whatever the amount, so each
// pool and direction keeps the walk it has done so far: the running totals of input (fee
// included) and output at each step boundary. A quote is then a binary search over those totals
// plus one partial step, computed exactly as the SDK computes it. Walks are extended only as far
// as an amount needs, and cached per SDK Pool object (pools are immutable).
import { CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { type Pool, TickListDataProvider } from '@uniswap/v3-sdk';
import {
  getAmount0Delta,
  getAmount1Delta,
  getSqrtRatioAtTick,
  MAX_FEE_PIPS,
  MAX_TICK,
  MIN_TICK,
  nextPriceFromAmount0RoundingUp,
  nextPriceFromAmount1RoundingDown,
} from './v3Math';

const MIN_SQRT_RATIO = getSqrtRatioAtTick(MIN_TICK);
const MAX_SQRT_RATIO = getSqrtRatioAtTick(MAX_TICK);

const sqrtRatioCache = new Map<number, bigint>();
function sqrtRatioAtTick(tick: number): bigint {
  let ratio = sqrtRatioCache.get(tick);
  if (ratio === undefined) {
    // Word boundaries and initialised ticks repeat across pools and searches; keep the cache bounded.
    if (sqrtRatioCache.size > 100_000) sqrtRatioCache.clear();
    ratio = getSqrtRatioAtTick(tick);
    sqrtRatioCache.set(tick, ratio);
  }
  return ratio;
}

interface PoolTicks {
  readonly indices: Int32Array;
  readonly liquidityNet: readonly bigint[];
}

/** The walk of one pool in one direction, extended on demand. */
interface Walk {
  readonly zeroForOne: boolean;
  readonly fee: bigint;
  readonly tickSpacing: number;
  readonly ticks: PoolTicks;
  readonly limit: bigint;
  tick: number;
  sqrtPrice: bigint;
  liquidity: bigint;
  ended: boolean;
  /** Per step: its start price, target price and liquidity. */
  readonly stepStart: bigint[];
  readonly stepTarget: bigint[];
  readonly stepLiquidity: bigint[];
  /** Totals before step k (index k) and after the last step (index length). */
  readonly totalIn: bigint[];
  readonly totalOut: bigint[];
}

interface PoolWalks {
  readonly walks: [Walk | undefined, Walk | undefined];
  readonly ticks: PoolTicks;
}

const walksByPool = new WeakMap<Pool, PoolWalks | null>();

type TickList = ReadonlyArray<{ index: number; liquidityNet: unknown }>;

function tickListOf(pool: Pool): TickList | null {
  const provider = pool.tickDataProvider;
  // The SDK's providers answer asynchronously; only an in-memory tick list can be read at once.
  if (!(provider instanceof TickListDataProvider)) return null;
  const list = (provider as unknown as { ticks: TickList }).ticks;
  return list && list.length > 0 ? list : null;
}

/** Whether the fast simulation can quote this pool (it needs the pool's ticks in memory). */
export function canSimulateV3Pool(pool: Pool): boolean {
  // Cheap: the ticks are only converted when the pool is first quoted.
  return walksByPool.get(pool) !== null && tickListOf(pool) !== null;
}

function poolWalks(pool: Pool): PoolWalks | null {
  let entry = walksByPool.get(pool);
  if (entry === undefined) {
    const list = tickListOf(pool);
    entry = list
      ? {
          walks: [undefined, undefined],
          ticks: {
            indices: Int32Array.from(list, (tick) => tick.index),
            liquidityNet: list.map((tick) => BigInt(String(tick.liquidityNet))),
          },
        }
      : null;
    walksByPool.set(pool, entry);
  }
  return entry;
}

function walkOf(pool: Pool, zeroForOne: boolean): Walk | null {
  const entry = poolWalks(pool);
  if (!entry) return null;
  const slot = zeroForOne ? 0 : 1;
  let walk = entry.walks[slot];
  if (!walk) {
    walk = {
      zeroForOne,
      fee: BigInt(pool.fee),
      tickSpacing: pool.tickSpacing,
      ticks: entry.ticks,
      limit: zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
      tick: pool.tickCurrent,
      sqrtPrice: BigInt(pool.sqrtRatioX96.toString()),
      liquidity: BigInt(pool.liquidity.toString()),
      ended: false,
      stepStart: [],
      stepTarget: [],
      stepLiquidity: [],
      totalIn: [0n],
      totalOut: [0n],
    };
    entry.walks[slot] = walk;
  }
  return walk;
}

/** Largest index i with indices[i] <= tick (the list's first tick is <= tick). */
function lastAtOrBelow(indices: Int32Array, tick: number): number {
  let low = 0;
  let high = indices.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((indices[middle] as number) <= tick) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** TickList.nextInitializedTickWithinOneWord over the pool's sorted tick indices. */
function nextTickWithinOneWord(walk: Walk): { tickNext: number; initialized: number } {
  const { indices } = walk.ticks;
  const { tick, tickSpacing } = walk;
  const compressed = Math.floor(tick / tickSpacing);
  if (walk.zeroForOne) {
    const minimum = ((compressed >> 8) << 8) * tickSpacing;
    if (tick < (indices[0] as number)) return { tickNext: minimum, initialized: -1 };
    const index = lastAtOrBelow(indices, tick);
    const found = indices[index] as number;
    return found >= minimum
      ? { tickNext: found, initialized: index }
      : { tickNext: minimum, initialized: -1 };
  }
  const maximum = ((((compressed + 1) >> 8) + 1) * 256 - 1) * tickSpacing;
  if (tick >= (indices[indices.length - 1] as number))
    return { tickNext: maximum, initialized: -1 };
  const index = tick < (indices[0] as number) ? 0 : lastAtOrBelow(indices, tick) + 1;
  const found = indices[index] as number;
  return found <= maximum
    ? { tickNext: found, initialized: index }
    : { tickNext: maximum, initialized: -1 };
}

/**
 * With no liquidity in range, the SDK's steps move the price without any amounts until the next
 * initialised tick: jump there and cross it (same state as after those empty steps), or end the
 * walk when no initialised tick is left in this direction (nothing more can be swapped).
 */
function skipEmptyRange(walk: Walk): boolean {
  const { indices } = walk.ticks;
  let index: number;
  if (walk.zeroForOne) {
    if (walk.tick < (indices[0] as number)) return false;
    index = lastAtOrBelow(indices, walk.tick);
  } else {
    if (walk.tick >= (indices[indices.length - 1] as number)) return false;
    index = walk.tick < (indices[0] as number) ? 0 : lastAtOrBelow(indices, walk.tick) + 1;
  }
  const tick = indices[index] as number;
  const sqrtNext = sqrtRatioAtTick(tick);
  if (walk.zeroForOne ? sqrtNext <= walk.limit : sqrtNext >= walk.limit) return false;
  const net = walk.ticks.liquidityNet[index] as bigint;
  walk.sqrtPrice = sqrtNext;
  walk.liquidity += walk.zeroForOne ? -net : net;
  walk.tick = walk.zeroForOne ? tick - 1 : tick;
  return true;
}

/** One more step of the SDK's swap loop, passed completely. */
function extend(walk: Walk): void {
  if (walk.liquidity === 0n) {
    if (!skipEmptyRange(walk)) walk.ended = true;
    return;
  }
  const { tickNext: rawNext, initialized } = nextTickWithinOneWord(walk);
  const tickNext = Math.min(Math.max(rawNext, MIN_TICK), MAX_TICK);
  const sqrtNext = sqrtRatioAtTick(tickNext);
  const beyondLimit = walk.zeroForOne ? sqrtNext < walk.limit : sqrtNext > walk.limit;
  const target = beyondLimit ? walk.limit : sqrtNext;
  const { sqrtPrice, liquidity, fee } = walk;
  const amountIn = walk.zeroForOne
    ? getAmount0Delta(target, sqrtPrice, liquidity, true)
    : getAmount1Delta(sqrtPrice, target, liquidity, true);
  const amountOut = walk.zeroForOne
    ? getAmount1Delta(target, sqrtPrice, liquidity, false)
    : getAmount0Delta(sqrtPrice, target, liquidity, false);
  const feeAmount = (amountIn * fee + (MAX_FEE_PIPS - fee - 1n)) / (MAX_FEE_PIPS - fee);
  const steps = walk.stepStart.length;
  walk.stepStart.push(sqrtPrice);
  walk.stepTarget.push(target);
  walk.stepLiquidity.push(liquidity);
  walk.totalIn.push((walk.totalIn[steps] as bigint) + amountIn + feeAmount);
  walk.totalOut.push((walk.totalOut[steps] as bigint) + amountOut);
  walk.sqrtPrice = target;
  if (target === sqrtNext) {
    if (initialized >= 0) {
      const net = walk.ticks.liquidityNet[initialized] as bigint;
      walk.liquidity += walk.zeroForOne ? -net : net;
    }
    walk.tick = walk.zeroForOne ? tickNext - 1 : tickNext;
  }
  if (target === walk.limit) walk.ended = true;
}

/** Smallest j with totals[j] > amount, extending the walk until one exists (or -1 at the end). */
function stepContaining(walk: Walk, totals: bigint[], amount: bigint): number {
  while ((totals[totals.length - 1] as bigint) <= amount) {
    if (walk.ended) return -1;
    extend(walk);
  }
  let low = 1;
  let high = totals.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((totals[middle] as bigint) > amount) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Output of swapping exactly `amountIn` of token0 (`zeroForOne`) or token1 into the pool, as
 * `Pool.getOutputAmount` computes it; undefined when the pool cannot take the whole amount (the
 * SDK would stop at the price limit and report a partial fill) or has no tick data in memory.
 */
export function v3OutputAmount(
  pool: Pool,
  zeroForOne: boolean,
  amountIn: bigint,
): bigint | undefined {
  const walk = walkOf(pool, zeroForOne);
  if (!walk || amountIn <= 0n) return undefined;
  const { totalIn, totalOut } = walk;
  const next = stepContaining(walk, totalIn, amountIn);
  if (next < 0)
    return amountIn === (totalIn[totalIn.length - 1] as bigint)
      ? (totalOut[totalOut.length - 1] as bigint)
      : undefined;
  const step = next - 1;
  const before = totalIn[step] as bigint;
  if (before === amountIn) return totalOut[step] as bigint;
  // The amount ends inside this step (it is less than the step's full input), so the step is
  // SwapMath.computeSwapStep's "target not reached" branch; only its output is needed.
  const start = walk.stepStart[step] as bigint;
  const liquidity = walk.stepLiquidity[step] as bigint;
  const lessFee = ((amountIn - before) * (MAX_FEE_PIPS - walk.fee)) / MAX_FEE_PIPS;
  const sqrtNext = zeroForOne
    ? nextPriceFromAmount0RoundingUp(start, liquidity, lessFee, true)
    : nextPriceFromAmount1RoundingDown(start, liquidity, lessFee, true);
  const out = zeroForOne
    ? getAmount1Delta(sqrtNext, start, liquidity, false)
    : getAmount0Delta(start, sqrtNext, liquidity, false);
  return (totalOut[step] as bigint) + out;
}

/**
 * Input (fee included) needed to receive exactly `amountOut` of token1 (`zeroForOne`) or token0,
 * as `Pool.getInputAmount` computes it; undefined when the pool cannot pay that much out.
 */
export function v3InputAmount(
  pool: Pool,
  zeroForOne: boolean,
  amountOut: bigint,
): bigint | undefined {
  const walk = walkOf(pool, zeroForOne);
  if (!walk || amountOut <= 0n) return undefined;
  const { totalIn, totalOut } = walk;
  const next = stepContaining(walk, totalOut, amountOut);
  if (next < 0)
    return amountOut === (totalOut[totalOut.length - 1] as bigint)
      ? (totalIn[totalIn.length - 1] as bigint)
      : undefined;
  const step = next - 1;
  const before = totalOut[step] as bigint;
  if (before === amountOut) return totalIn[step] as bigint;
  // As for exact input: the step's "target not reached" branch, only its input and fee needed.
  const start = walk.stepStart[step] as bigint;
  const liquidity = walk.stepLiquidity[step] as bigint;
  const remaining = amountOut - before;
  const sqrtNext = zeroForOne
    ? nextPriceFromAmount1RoundingDown(start, liquidity, remaining, false)
    : nextPriceFromAmount0RoundingUp(start, liquidity, remaining, false);
  const amountIn = zeroForOne
    ? getAmount0Delta(sqrtNext, start, liquidity, true)
    : getAmount1Delta(start, sqrtNext, liquidity, true);
  const denominator = MAX_FEE_PIPS - walk.fee;
  const feeAmount = (amountIn * walk.fee + denominator - 1n) / denominator;
  return (totalIn[step] as bigint) + amountIn + feeAmount;
}

/**
 * `Pool.getOutputAmount` without the wait: the output of swapping exactly `amountIn` through the
 * pool, or null when the pool cannot take it all or has no tick list in memory.
 */
export function simulateV3ExactInput(
  pool: Pool,
  amountIn: CurrencyAmount<Token>,
): CurrencyAmount<Token> | null {
  const zeroForOne = amountIn.currency.equals(pool.token0);
  const out = v3OutputAmount(pool, zeroForOne, BigInt(amountIn.quotient.toString()));
  if (out === undefined || out === 0n) return null;
  return CurrencyAmount.fromRawAmount(zeroForOne ? pool.token1 : pool.token0, out.toString());
}

/**
 * `Pool.getInputAmount` without the wait: the input (fee included) needed for exactly
 * `amountOut`, or null when the pool cannot pay it or has no tick list in memory.
 */
export function simulateV3ExactOutput(
  pool: Pool,
  amountOut: CurrencyAmount<Token>,
): CurrencyAmount<Token> | null {
  const zeroForOne = amountOut.currency.equals(pool.token1);
  const needed = v3InputAmount(pool, zeroForOne, BigInt(amountOut.quotient.toString()));
  if (needed === undefined) return null;
  return CurrencyAmount.fromRawAmount(zeroForOne ? pool.token0 : pool.token1, needed.toString());
}
