// Pure mapping from a position (with its pool) to what the position screens show.

import { getChainInfo } from '@dex/chains';
import {
  formatFee,
  type PositionStatus,
  positionPriceRange,
  type V3Position,
} from '@dex/liquidity';
import { formatPrice, localizeNumberText } from '@dex/primitives';
import { getNativeCurrency, NATIVE_CURRENCY_ID } from '@dex/router';
import type { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import type { Translate } from '../../i18n';
import { currencySymbol } from './positionFormat';

/** Spec 001 §9: prices on the position screens have 4 significant digits. */
export const PRICE_DIGITS = 4;

/** The id of a token in /add and /increase paths: the literal ETH for the wrapped native token. */
export function currencyPathId(token: Pick<Token, 'chainId' | 'address'>): string {
  const wrapped = getNativeCurrency(token.chainId)?.wrapped.address;
  return wrapped !== undefined && wrapped.toLowerCase() === token.address.toLowerCase()
    ? NATIVE_CURRENCY_ID
    : token.address;
}

/** /increase/{a}/{b}/{fee}/{tokenId} */
export function increaseHref(token0: Token, token1: Token, fee: number, tokenId: bigint): string {
  return `/increase/${currencyPathId(token0)}/${currencyPathId(token1)}/${fee}/${tokenId}`;
}

/**
 * /add/{a}/{b}: the overview's link to add liquidity to a position's pair (spec 001 §2), from the
 * position's own token addresses (known even before the tokens' metadata is read).
 */
export function addPairHref(chainId: number, position: Pick<V3Position, 'token0' | 'token1'>) {
  const id = (address: string) => currencyPathId({ chainId, address });
  return `/add/${id(position.token0)}/${id(position.token1)}`;
}

/** "USDC per WETH" for quote per base. */
export const priceUnit = (t: Translate, base: Token, quote: Token) =>
  t('positions.priceUnit', { quote: currencySymbol(quote), base: currencySymbol(base) });

export interface RangeView {
  readonly min: string;
  readonly max: string;
  readonly current: string;
  readonly unit: string;
}

/** Min, max and current price in the chosen direction, with 0 and ∞ at the ends of the tick range. */
export function rangeView(
  t: Translate,
  pool: Pool | null,
  position: Pick<V3Position, 'tickLower' | 'tickUpper'>,
  inverted: boolean,
  locale: string,
): RangeView | undefined {
  if (!pool) return undefined;
  const range = positionPriceRange(pool, position, inverted);
  return {
    min: formatPrice(range.lower, PRICE_DIGITS, locale, range.atMin ? 'zero' : undefined),
    max: formatPrice(range.upper, PRICE_DIGITS, locale, range.atMax ? 'infinity' : undefined),
    current: formatPrice(range.current, PRICE_DIGITS, locale),
    unit: priceUnit(t, range.current.baseCurrency, range.current.quoteCurrency),
  };
}

/**
 * Whether prices read better the other way round at first: quoted in the chain's dollar
 * stablecoin ("USDC per WETH") or per the wrapped native token ("DAI per WETH").
 */
export function invertedByDefault(token0: Token | undefined, token1: Token | undefined): boolean {
  if (!token0 || !token1) return false;
  const stablecoin = getChainInfo(token0.chainId)?.usdStablecoin;
  const wrapped = getNativeCurrency(token0.chainId)?.wrapped;
  const is = (token: Token, other: { address: string } | undefined) =>
    other !== undefined && token.address.toLowerCase() === other.address.toLowerCase();
  return is(token0, stablecoin) || (is(token1, wrapped) && !is(token1, stablecoin));
}

/** The fee tier as a percent written for `locale`: "0.3%", "0,3%". */
export const feeLabel = (fee: number, locale: string) => localizeNumberText(formatFee(fee), locale);

/** The badge while the pool's tick is unknown: a position with liquidity is not called inactive. */
export const badgeOf = (status: PositionStatus | undefined): PositionStatus =>
  status ?? 'out-of-range';
