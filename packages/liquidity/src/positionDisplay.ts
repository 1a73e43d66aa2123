// What the position screens show of a position (spec 001 §2 positions, §9 display): its links,
// its price range in either direction, which direction reads better at first, its fee and badge.
import { formatPrice, localizeNumberText } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { formatFee } from './feeTiers';
import { positionPriceRange } from './positionAmounts';
import type { PositionStatus, V3Position } from './positions';
import { currencyPathId, isWrappedNative } from './v2/currencies';

// @spec 001 §9.10 Balance shown to 4 significant digits
/** Spec 001 §9: prices on the position screens have 4 significant digits. */
export const POSITION_PRICE_DIGITS = 4;

/** /increase/{a}/{b}/{fee}/{tokenId}, the wrapped native token named by the native coin's id. */
export function increaseHref(token0: Token, token1: Token, fee: number, tokenId: bigint): string {
  return `/increase/${currencyPathId(token0)}/${currencyPathId(token1)}/${fee}/${tokenId}`;
}

/**
 * /add/{a}/{b}: the overview's link to add liquidity to a position's pair (spec 001 §2), from the
 * position's own token addresses (known even before the tokens' metadata is read).
 * @spec 001 §2.13 The position list links to /add/{a}/{b}
 */
export function addPairHref(
  chainId: number,
  position: Pick<V3Position, 'token0' | 'token1'>,
): string {
  const id = (address: string) => currencyPathId({ chainId, address });
  return `/add/${id(position.token0)}/${id(position.token1)}`;
}

export interface PositionRangeText {
  readonly min: string;
  readonly max: string;
  readonly current: string;
  /** The prices are `quote` per `base`. */
  readonly base: Token;
  readonly quote: Token;
}

/** Min, max and current price in the chosen direction, with 0 and ∞ at the ends of the tick range. */
export function positionRangeText(
  pool: Pool,
  position: Pick<V3Position, 'tickLower' | 'tickUpper'>,
  inverted: boolean,
  locale: string,
): PositionRangeText {
  const range = positionPriceRange(pool, position, inverted);
  const digits = POSITION_PRICE_DIGITS;
  return {
    min: formatPrice(range.lower, digits, locale, range.atMin ? 'zero' : undefined),
    max: formatPrice(range.upper, digits, locale, range.atMax ? 'infinity' : undefined),
    current: formatPrice(range.current, digits, locale),
    base: range.current.baseCurrency,
    quote: range.current.quoteCurrency,
  };
}

/**
 * Whether prices read better the other way round at first: quoted in the chain's dollar
 * stablecoin (`stablecoin`, "USDC per WETH") or per the wrapped native token ("DAI per WETH").
 */
export function invertedByDefault(
  token0: Token | undefined,
  token1: Token | undefined,
  stablecoin: { readonly address: string } | undefined,
): boolean {
  if (!token0 || !token1) return false;
  const isStablecoin = (token: Token) =>
    stablecoin !== undefined && token.address.toLowerCase() === stablecoin.address.toLowerCase();
  return isStablecoin(token0) || (isWrappedNative(token1) && !isStablecoin(token1));
}

/** The fee tier as a percent written for `locale`: "0.3%", "0,3%". */
export const feeText = (fee: number, locale: string): string =>
  localizeNumberText(formatFee(fee), locale);

/** The badge while the pool's tick is unknown: a position with liquidity is not called inactive. */
export const positionBadge = (status: PositionStatus | undefined): PositionStatus =>
  status ?? 'out-of-range';
