// Issue #42 "active liquidity by price": from the pool's current liquidity and tick and the
// liquidityNet of initialised ticks, the liquidity in force in each tick interval on both sides
// of the price, then averaged into the chart's bars over the visible price window.
import { InvalidArgumentError } from '@dex/primitives';
import type { PopulatedTick } from '@dex/router';
import { type DepthPair, displayPriceToTick, type PriceRange } from './prices';

/** The liquidity in force while the price is in [tickLower, tickUpper). */
export interface LiquidityInterval {
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly liquidity: bigint;
}

export interface LiquidityIntervalsInput {
  /** The pool's `liquidity()`: what is in force at the current tick. */
  readonly liquidity: bigint;
  readonly tickCurrent: number;
  /** The initialised ticks read (any order; repeats are summed). */
  readonly ticks: readonly PopulatedTick[];
  /** The ticks the read covers (`depthTickRead`'s); must hold `tickCurrent`. */
  readonly tickLower: number;
  readonly tickUpper: number;
}

/**
 * The intervals between the covered range's ends and every initialised tick inside it, lowest
 * first. Crossing a tick upwards adds its liquidityNet, downwards subtracts it. Undefined when the
 * covered range does not hold the current tick (the liquidity between would be unknown).
 */
export function liquidityIntervals(
  input: LiquidityIntervalsInput,
): readonly LiquidityInterval[] | undefined {
  const { tickLower, tickUpper, tickCurrent, liquidity } = input;
  if (tickLower >= tickUpper || tickCurrent < tickLower || tickCurrent >= tickUpper)
    return undefined;
  const nets = new Map<number, bigint>();
  for (const { tick, liquidityNet } of input.ticks) {
    if (tick <= tickLower || tick >= tickUpper) continue;
    nets.set(tick, (nets.get(tick) ?? 0n) + liquidityNet);
  }
  const edges = [tickLower, ...[...nets.keys()].sort((a, b) => a - b), tickUpper];
  // The interval holding the current tick: its lower edge is the last edge at or below it.
  let current = 0;
  while ((edges[current + 1] as number) <= tickCurrent) current++;
  const levels: bigint[] = new Array(edges.length - 1);
  levels[current] = liquidity;
  for (let index = current + 1; index < levels.length; index++)
    levels[index] = (levels[index - 1] as bigint) + (nets.get(edges[index] as number) ?? 0n);
  for (let index = current - 1; index >= 0; index--)
    levels[index] = (levels[index + 1] as bigint) - (nets.get(edges[index + 1] as number) ?? 0n);
  return levels.map((level, index) => ({
    tickLower: edges[index] as number,
    tickUpper: edges[index + 1] as number,
    // A node answering ticks from different blocks could make it negative: none is drawn then.
    liquidity: level < 0n ? 0n : level,
  }));
}

/** One bar of the depth chart: a display price range and the liquidity over it. */
export interface DepthBar {
  readonly priceLower: number;
  readonly priceUpper: number;
  /** The average liquidity in force over the bar (log-price weighted, as swaps consume it). */
  readonly liquidity: number;
}

export interface DepthBarsInput {
  readonly intervals: readonly LiquidityInterval[];
  readonly pair: DepthPair;
  readonly window: PriceRange;
  readonly count: number;
}

/**
 * `count` bars of equal price width across the visible window. A bar's liquidity is the average of
 * the intervals under it, weighted by how many ticks of the bar each covers; ticks outside the read
 * count as no liquidity.
 */
export function depthBars({ intervals, pair, window, count }: DepthBarsInput): DepthBar[] {
  if (!Number.isInteger(count) || count < 1)
    throw new InvalidArgumentError(`Invalid bar count: ${count}`);
  if (!(window.min > 0) || !(window.max > window.min) || !Number.isFinite(window.max))
    throw new InvalidArgumentError(`Invalid price window: ${window.min}-${window.max}`);
  const width = (window.max - window.min) / count;
  const bars: DepthBar[] = [];
  for (let index = 0; index < count; index++) {
    const priceLower = window.min + width * index;
    const priceUpper = index === count - 1 ? window.max : priceLower + width;
    const ends = [displayPriceToTick(priceLower, pair), displayPriceToTick(priceUpper, pair)];
    const from = Math.min(ends[0] as number, ends[1] as number);
    const to = Math.max(ends[0] as number, ends[1] as number);
    bars.push({ priceLower, priceUpper, liquidity: averageLiquidity(intervals, from, to) });
  }
  return bars;
}

function averageLiquidity(
  intervals: readonly LiquidityInterval[],
  from: number,
  to: number,
): number {
  if (to <= from) return 0;
  let weighted = 0;
  // Intervals are sorted: find the first that ends after `from` by bisection.
  let low = 0;
  let high = intervals.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((intervals[middle] as LiquidityInterval).tickUpper <= from) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < intervals.length; index++) {
    const interval = intervals[index] as LiquidityInterval;
    if (interval.tickLower >= to) break;
    const overlap = Math.min(to, interval.tickUpper) - Math.max(from, interval.tickLower);
    if (overlap > 0) weighted += overlap * Number(interval.liquidity);
  }
  return weighted / (to - from);
}
