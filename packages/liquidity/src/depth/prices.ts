// Issue #42 "the range brush": a pool's ticks as the chart's display prices and back. The chart
// works in plain numbers (pixels need no exact fractions); a dragged price snaps to the nearest
// usable tick of the fee tier, so what the brush shows is what a mint would use.
import { InvalidArgumentError } from '@dex/primitives';
import { TickMath } from '@uniswap/v3-sdk';

/**
 * What turns a pool's tick into the price the chart shows. Not inverted: the price of token0 in
 * token1 (the pool's own direction); inverted: token1 in token0.
 */
export interface DepthPair {
  readonly decimals0: number;
  readonly decimals1: number;
  readonly tickSpacing: number;
  readonly inverted: boolean;
}

/** A price range as the chart shows it: `min` below `max`, in the pair's display direction. */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/** A position's (or a brush's) ticks, `tickLower` below `tickUpper`. */
export interface TickRange {
  readonly tickLower: number;
  readonly tickUpper: number;
}

const LOG_TICK_BASE = Math.log(1.0001);

function assertSpacing(tickSpacing: number): void {
  if (!Number.isInteger(tickSpacing) || tickSpacing <= 0)
    throw new InvalidArgumentError(`Invalid tick spacing: ${tickSpacing}`);
}

/** The lowest and highest ticks a position of this spacing may use (a full range's ends). */
export function usableTickLimits(tickSpacing: number): TickRange {
  assertSpacing(tickSpacing);
  return {
    tickLower: Math.ceil(TickMath.MIN_TICK / tickSpacing) * tickSpacing,
    tickUpper: Math.floor(TickMath.MAX_TICK / tickSpacing) * tickSpacing,
  };
}

/** The same pair shown the other way round (the invert toggle). */
export function invertDepthPair(pair: DepthPair): DepthPair {
  return { ...pair, inverted: !pair.inverted };
}

/** The display price at `tick` (a real number: bucket edges fall between ticks). */
export function tickToDisplayPrice(tick: number, pair: DepthPair): number {
  // 1.0001^tick is token1 per token0 in raw units; whole tokens shift it by the decimals.
  const price = Math.exp(tick * LOG_TICK_BASE) * 10 ** (pair.decimals0 - pair.decimals1);
  return pair.inverted ? 1 / price : price;
}

/** The real (unrounded) tick of a display price; the inverse of `tickToDisplayPrice`. */
export function displayPriceToTick(price: number, pair: DepthPair): number {
  if (!(price > 0) || !Number.isFinite(price))
    throw new InvalidArgumentError(`Invalid price: ${price}`);
  const raw = (pair.inverted ? 1 / price : price) / 10 ** (pair.decimals0 - pair.decimals1);
  return Math.log(raw) / LOG_TICK_BASE;
}

/** The usable tick nearest a display price (geometrically), within the spacing's limits. */
export function nearestUsableTickOfPrice(price: number, pair: DepthPair): number {
  const limits = usableTickLimits(pair.tickSpacing);
  if (price <= 0) return pair.inverted ? limits.tickUpper : limits.tickLower;
  if (price === Number.POSITIVE_INFINITY)
    return pair.inverted ? limits.tickLower : limits.tickUpper;
  const snapped = Math.round(displayPriceToTick(price, pair) / pair.tickSpacing) * pair.tickSpacing;
  // `+ 0` turns a -0 from rounding into 0, so tests and maps see one zero.
  return Math.min(limits.tickUpper, Math.max(limits.tickLower, snapped)) + 0;
}

/** A dragged price snapped to its usable tick, and that tick's price (what the handle shows). */
export function snapDisplayPrice(
  price: number,
  pair: DepthPair,
): { readonly tick: number; readonly price: number } {
  const tick = nearestUsableTickOfPrice(price, pair);
  return { tick, price: tickToDisplayPrice(tick, pair) };
}

/**
 * The position ticks of a brushed price range: each end snapped, swapped when the pair is shown
 * inverted (a higher display price is then a lower tick), and never empty: ends that snap to the
 * same tick are pulled one spacing apart.
 */
export function priceRangeToTicks(range: PriceRange, pair: DepthPair): TickRange {
  const limits = usableTickLimits(pair.tickSpacing);
  const atMin = nearestUsableTickOfPrice(range.min, pair);
  const atMax = nearestUsableTickOfPrice(range.max, pair);
  let tickLower = Math.min(atMin, atMax);
  let tickUpper = Math.max(atMin, atMax);
  if (tickLower === tickUpper) {
    if (tickUpper < limits.tickUpper) tickUpper += pair.tickSpacing;
    else tickLower -= pair.tickSpacing;
  }
  return { tickLower, tickUpper };
}

/** The display price range of position ticks (min below max, whatever the direction). */
export function ticksToPriceRange(ticks: TickRange, pair: DepthPair): PriceRange {
  const lower = tickToDisplayPrice(ticks.tickLower, pair);
  const upper = tickToDisplayPrice(ticks.tickUpper, pair);
  return { min: Math.min(lower, upper), max: Math.max(lower, upper) };
}

/** The full range's ticks and whether a tick range is it (the chart's "Full range" state). */
export function fullRangeTicks(tickSpacing: number): TickRange {
  return usableTickLimits(tickSpacing);
}

export function isFullRange(ticks: TickRange, tickSpacing: number): boolean {
  const limits = usableTickLimits(tickSpacing);
  return ticks.tickLower === limits.tickLower && ticks.tickUpper === limits.tickUpper;
}

/**
 * One keyboard step of a handle: the usable tick one spacing away in the direction of a higher
 * (1) or lower (-1) display price, within the limits.
 */
export function stepTick(tick: number, direction: 1 | -1, pair: DepthPair): number {
  const limits = usableTickLimits(pair.tickSpacing);
  const towardsHigherTick = pair.inverted ? -direction : direction;
  const next = tick + towardsHigherTick * pair.tickSpacing;
  return Math.min(limits.tickUpper, Math.max(limits.tickLower, next));
}

/** A handle's price after one keyboard step (snapped first, so any price steps onto the grid). */
export function stepDisplayPrice(price: number, direction: 1 | -1, pair: DepthPair): number {
  return tickToDisplayPrice(stepTick(nearestUsableTickOfPrice(price, pair), direction, pair), pair);
}

/** How far `price` is from the current price, in percent (-10 is 10% below); undefined without one. */
export function percentFromCurrent(
  price: number,
  currentPrice: number | undefined,
): number | undefined {
  if (currentPrice === undefined || !(currentPrice > 0) || !Number.isFinite(price))
    return undefined;
  return (price / currentPrice - 1) * 100;
}

/** What a brush handle shows: its snapped price, tick and distance from the current price. */
export interface HandleLabel {
  readonly tick: number;
  readonly price: number;
  readonly percent: number | undefined;
  /** The end sits on the spacing's limit (shown as 0 or ∞). */
  readonly atLimit: boolean;
}

export function handleLabel(
  price: number,
  currentPrice: number | undefined,
  pair: DepthPair,
): HandleLabel {
  const { tick, price: snapped } = snapDisplayPrice(price, pair);
  const limits = usableTickLimits(pair.tickSpacing);
  const atLimit = tick === limits.tickLower || tick === limits.tickUpper;
  return {
    tick,
    price: snapped,
    percent: atLimit ? undefined : percentFromCurrent(snapped, currentPrice),
    atLimit,
  };
}
