// Spec 001 §2 and §5 "V3 add range": typed prices to ticks and back (either price direction),
// snapped to the fee tier's usable ticks, the invalid-range and out-of-range rules, the min/max
// percent split, the one-tick-spacing step buttons and full range. Prices are "base in quote":
// how much of the quote token one base token is worth, as the page shows them.

import { Fraction, Price, type Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  type FeeAmount,
  nearestUsableTick,
  priceToClosestTick,
  TICK_SPACINGS,
  TickMath,
  tickToPrice,
} from '@uniswap/v3-sdk';
import { formatFee } from './feeTiers';

/** A typed range end: the user's price text, or `true` for the tier's limit (full range). */
export type RangeTypedValue = string | true;

/** Significant digits of a price typed for a tick (enough to land on that tick when re-read). */
const TICK_PRICE_DIGITS = 6;

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** The tier's tick spacing (the v3 factory's defaults). */
export function tickSpacing(fee: FeeAmount): number {
  return TICK_SPACINGS[fee];
}

/** The lowest and highest usable ticks of a tier: the ends of a full-range position. */
export function tickLimits(fee: FeeAmount): { readonly lower: number; readonly upper: number } {
  const spacing = tickSpacing(fee);
  return {
    lower: nearestUsableTick(TickMath.MIN_TICK, spacing),
    upper: nearestUsableTick(TickMath.MAX_TICK, spacing),
  };
}

/**
 * A typed decimal price of `base` in `quote` as an exact SDK price (no rounding to the quote's
 * decimals); undefined for empty, zero or non-numeric text.
 */
export function parsePrice(
  base: Token,
  quote: Token,
  value: string,
): Price<Token, Token> | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${whole}${fraction}` || '0');
  if (digits === 0n) return undefined;
  const scale = 10n ** BigInt(fraction.length);
  // value = digits / scale quote per base, in whole tokens; the SDK price is in raw units.
  return new Price(
    base,
    quote,
    (scale * 10n ** BigInt(base.decimals)).toString(),
    (digits * 10n ** BigInt(quote.decimals)).toString(),
  );
}

/** The pool's sqrt price (token1 per token0) of a base-in-quote price. */
function sortedSqrtRatio(price: Price<Token, Token>): bigint {
  const sorted = price.baseCurrency.sortsBefore(price.quoteCurrency);
  const ratio = sorted
    ? encodeSqrtRatioX96(price.numerator, price.denominator)
    : encodeSqrtRatioX96(price.denominator, price.numerator);
  return BigInt(ratio.toString());
}

/**
 * The usable tick nearest to a typed price of `base` in `quote` for the tier; prices beyond the
 * pool's price limits give the limit ticks. Undefined for text that is not a positive price.
 */
export function priceToTick(
  base: Token,
  quote: Token,
  fee: FeeAmount,
  value: string,
): number | undefined {
  const price = parsePrice(base, quote, value);
  if (!price) return undefined;
  const sqrt = sortedSqrtRatio(price);
  let tick: number;
  if (sqrt >= BigInt(TickMath.MAX_SQRT_RATIO.toString())) tick = TickMath.MAX_TICK;
  else if (sqrt <= BigInt(TickMath.MIN_SQRT_RATIO.toString())) tick = TickMath.MIN_TICK;
  else tick = closestTick(price);
  return nearestUsableTick(tick, tickSpacing(fee));
}

/**
 * The tick whose price is nearest to `price` (geometrically). The SDK's priceToClosestTick rounds
 * down, so a price text a hair under a tick's exact price (any rounded display) lands one tick
 * low; the step buttons and re-typed prices must land on the tick they show.
 */
function closestTick(price: Price<Token, Token>): number {
  const floor = priceToClosestTick(price);
  if (floor >= TickMath.MAX_TICK) return floor;
  const [token0, token1] = price.baseCurrency.sortsBefore(price.quoteCurrency)
    ? [price.baseCurrency, price.quoteCurrency]
    : [price.quoteCurrency, price.baseCurrency];
  const raw = (p: Price<Token, Token>) => new Fraction(p.numerator, p.denominator);
  const sorted = price.baseCurrency.equals(token0) ? raw(price) : raw(price.invert());
  const low = raw(tickToPrice(token0, token1, floor));
  const high = raw(tickToPrice(token0, token1, floor + 1));
  return sorted.multiply(sorted).greaterThan(low.multiply(high)) ? floor + 1 : floor;
}

/** The price of `base` in `quote` at `tick` (the pool's tick, whatever the token order). */
export function tickPrice(base: Token, quote: Token, tick: number): Price<Token, Token> {
  return tickToPrice(base, quote, tick);
}

export interface RangeInput {
  readonly base: Token;
  readonly quote: Token;
  readonly fee: FeeAmount;
  /** The min price typed (of base in quote). */
  readonly left: RangeTypedValue;
  /** The max price typed. */
  readonly right: RangeTypedValue;
  /** The pool's current tick (or a new pool's, from its start price). */
  readonly tickCurrent?: number | undefined;
}

export interface RangeInfo {
  /** The position's ticks; undefined until that end is typed. */
  readonly tickLower: number | undefined;
  readonly tickUpper: number | undefined;
  /** The min and max price ends' ticks as shown (swapped with lower/upper when base is token1). */
  readonly leftTick: number | undefined;
  readonly rightTick: number | undefined;
  /** Each shown end at the tier's limit (0 or ∞). */
  readonly leftAtLimit: boolean;
  readonly rightAtLimit: boolean;
  readonly fullRange: boolean;
  /** The snapped min and max prices of base in quote. */
  readonly leftPrice: Price<Token, Token> | undefined;
  readonly rightPrice: Price<Token, Token> | undefined;
  /** Spec §5: the lower tick is not below the upper tick. */
  readonly invalidRange: boolean;
  /** A valid range the current price is outside of: deposits become single-sided. */
  readonly outOfRange: boolean;
}

// @spec 001 §5.2 V3 add range
/** The range a user typed, snapped to usable ticks, and what it means for the deposit. */
export function computeRange(input: RangeInput): RangeInfo {
  const { base, quote, fee, left, right, tickCurrent } = input;
  const limits = tickLimits(fee);
  // With base = token1 the shown price falls as the tick rises: min price is the upper tick.
  const inverted = !base.sortsBefore(quote);
  const tickOf = (value: RangeTypedValue, atMin: boolean) => {
    if (value === true) return atMin !== inverted ? limits.lower : limits.upper;
    return priceToTick(base, quote, fee, value);
  };
  const leftTick = tickOf(left, true);
  const rightTick = tickOf(right, false);
  return rangeFromTicks({
    base,
    quote,
    fee,
    tickLower: inverted ? rightTick : leftTick,
    tickUpper: inverted ? leftTick : rightTick,
    tickCurrent,
  });
}

export interface TickRangeInput {
  readonly base: Token;
  readonly quote: Token;
  readonly fee: FeeAmount;
  readonly tickLower: number | undefined;
  readonly tickUpper: number | undefined;
  readonly tickCurrent?: number | undefined;
}

/** The same facts for known ticks (an existing position being increased). */
export function rangeFromTicks(input: TickRangeInput): RangeInfo {
  const { base, quote, fee, tickLower, tickUpper, tickCurrent } = input;
  const limits = tickLimits(fee);
  const inverted = !base.sortsBefore(quote);
  const leftTick = inverted ? tickUpper : tickLower;
  const rightTick = inverted ? tickLower : tickUpper;
  const invalidRange = tickLower !== undefined && tickUpper !== undefined && tickLower >= tickUpper;
  const outOfRange =
    !invalidRange &&
    tickLower !== undefined &&
    tickUpper !== undefined &&
    tickCurrent !== undefined &&
    (tickCurrent < tickLower || tickCurrent >= tickUpper);
  const atLimit = (tick: number | undefined) => tick === limits.lower || tick === limits.upper;
  return {
    tickLower,
    tickUpper,
    leftTick,
    rightTick,
    leftAtLimit: atLimit(leftTick),
    rightAtLimit: atLimit(rightTick),
    fullRange: tickLower === limits.lower && tickUpper === limits.upper,
    leftPrice: leftTick === undefined ? undefined : tickPrice(base, quote, leftTick),
    rightPrice: rightTick === undefined ? undefined : tickPrice(base, quote, rightTick),
    invalidRange,
    outOfRange,
  };
}

/**
 * Spec §5: how far the min and max prices are from the current price, in percent (e.g. -10.2
 * and +9.8); only for a valid range, and undefined for an end at the limit (0 or ∞).
 */
export function rangePercents(
  range: RangeInfo,
  current: Price<Token, Token> | undefined,
): { readonly left: number | undefined; readonly right: number | undefined } | undefined {
  if (range.invalidRange || !current || !range.leftPrice || !range.rightPrice) return undefined;
  const percent = (price: Price<Token, Token>) => {
    // (price / current - 1) * 100, on the raw fractions (same tokens, so units cancel).
    const ratio = new Fraction(price.numerator, price.denominator).divide(
      new Fraction(current.numerator, current.denominator),
    );
    return Number(ratio.subtract(1).multiply(100).toFixed(2));
  };
  return {
    left: range.leftAtLimit ? undefined : percent(range.leftPrice),
    right: range.rightAtLimit ? undefined : percent(range.rightPrice),
  };
}

export interface StepInput {
  readonly base: Token;
  readonly quote: Token;
  readonly fee: FeeAmount;
  /** The end's current tick; without one the step starts at the pool's current tick. */
  readonly tick: number | undefined;
  readonly tickCurrent: number | undefined;
  /** 1 raises the shown price, -1 lowers it. */
  readonly direction: 1 | -1;
}

/**
 * Spec §2: a range step button moves its end by one tick spacing; returns the price text to type
 * (undefined when there is no tick to start from).
 */
export function stepPrice({
  base,
  quote,
  fee,
  tick,
  tickCurrent,
  direction,
}: StepInput): string | undefined {
  const spacing = tickSpacing(fee);
  const start =
    tick ?? (tickCurrent === undefined ? undefined : nearestUsableTick(tickCurrent, spacing));
  if (start === undefined) return undefined;
  const inverted = !base.sortsBefore(quote);
  const limits = tickLimits(fee);
  const next = Math.min(
    limits.upper,
    Math.max(limits.lower, start + spacing * direction * (inverted ? -1 : 1)),
  );
  return tickPriceText(base, quote, next);
}

/**
 * The price text to type for a tick (base in quote): what the step buttons and the chart's brush
 * type, and what `priceToTick` reads back as that same tick.
 */
export function tickPriceText(base: Token, quote: Token, tick: number): string {
  return tickPrice(base, quote, tick).toSignificant(TICK_PRICE_DIGITS);
}

/** Spec §2: the step buttons' label, twice the fee as a percent ("0.6%" for the 0.3% tier). */
export function stepLabel(fee: number): string {
  return formatFee(fee * 2);
}

/** The typed values of a full-range position. */
export const FULL_RANGE: { readonly left: RangeTypedValue; readonly right: RangeTypedValue } = {
  left: true,
  right: true,
};

/**
 * The add form's range: on /increase the position's own ticks (unknown while it is read), else the
 * typed ends; undefined without a pair or a tier.
 */
export function addFormRange(input: {
  readonly pair: { readonly base: Token; readonly quote: Token } | undefined;
  readonly fee: FeeAmount | undefined;
  readonly tickCurrent: number | undefined;
  readonly left: RangeTypedValue;
  readonly right: RangeTypedValue;
  readonly isIncrease: boolean;
  readonly position: { readonly tickLower: number; readonly tickUpper: number } | null | undefined;
}): RangeInfo | undefined {
  const { pair, fee, tickCurrent, position } = input;
  if (!pair || fee === undefined) return undefined;
  if (input.isIncrease) {
    const ticks = { tickLower: position?.tickLower, tickUpper: position?.tickUpper };
    return rangeFromTicks({ ...pair, fee, ...ticks, tickCurrent });
  }
  return computeRange({ ...pair, fee, left: input.left, right: input.right, tickCurrent });
}
