// Spec 001 §2 "Position detail" and "Remove V3": what a position holds at the pool's current
// price (the SDK's Position from its liquidity), its price range either way round, and the
// removal screen's range rule.

import type { Price, Token } from '@uniswap/sdk-core';
import { nearestUsableTick, type Pool, Position, TickMath } from '@uniswap/v3-sdk';
import type { PositionStatus, V3Position } from './positions';

type PositionRange = Pick<V3Position, 'liquidity' | 'tickLower' | 'tickUpper'>;

/** The SDK position of `position` in `pool` (which must be the position's pool). */
export function toSdkPosition(pool: Pool, position: PositionRange): Position {
  return new Position({
    pool,
    liquidity: position.liquidity.toString(),
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  });
}

/**
 * Spec 001 §4: the removal screen treats the price as out of range only when the current tick is
 * below the lower tick or above the upper one (the badge elsewhere counts the upper tick itself
 * as out of range too).
 * @spec 001 §4.9 Position badge
 */
export function isRemovalOutOfRange(
  position: Pick<V3Position, 'tickLower' | 'tickUpper'>,
  tickCurrent: number,
): boolean {
  return tickCurrent < position.tickLower || tickCurrent > position.tickUpper;
}

/**
 * The removal screen's badge: removed at zero liquidity, else `isRemovalOutOfRange`. Undefined
 * until the pool's tick is known.
 */
export function removalStatus(
  position: PositionRange,
  tickCurrent: number | undefined,
): PositionStatus | undefined {
  if (position.liquidity === 0n) return 'closed';
  if (tickCurrent === undefined) return undefined;
  return isRemovalOutOfRange(position, tickCurrent) ? 'out-of-range' : 'in-range';
}

export interface PositionPriceRange {
  /** The quote per base at the lower and upper end of the range. */
  readonly lower: Price<Token, Token>;
  readonly upper: Price<Token, Token>;
  readonly current: Price<Token, Token>;
  /** The range reaches the lowest (highest) usable tick: shown as 0 (∞). */
  readonly atMin: boolean;
  readonly atMax: boolean;
}

/**
 * The min, max and current price of `position`: token1 per token0, or token0 per token1 when
 * `inverted` (then the ends swap, since inverting turns the lowest price into the highest).
 */
export function positionPriceRange(
  pool: Pool,
  position: Pick<V3Position, 'tickLower' | 'tickUpper'>,
  inverted: boolean,
): PositionPriceRange {
  const sdk = toSdkPosition(pool, { ...position, liquidity: 0n });
  const lowestTick = position.tickLower === nearestUsableTick(TickMath.MIN_TICK, pool.tickSpacing);
  const highestTick = position.tickUpper === nearestUsableTick(TickMath.MAX_TICK, pool.tickSpacing);
  if (!inverted) {
    return {
      lower: sdk.token0PriceLower,
      upper: sdk.token0PriceUpper,
      current: pool.token0Price,
      atMin: lowestTick,
      atMax: highestTick,
    };
  }
  return {
    lower: sdk.token0PriceUpper.invert(),
    upper: sdk.token0PriceLower.invert(),
    current: pool.token1Price,
    atMin: highestTick,
    atMax: lowestTick,
  };
}
