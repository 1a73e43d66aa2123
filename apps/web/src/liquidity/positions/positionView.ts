// The position screens' range in the reader's words, over @dex/liquidity's positionDisplay.
import { getChainInfo } from '@dex/chains';
import { invertedByDefault, positionRangeText, type V3Position } from '@dex/liquidity';
import type { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import type { Translate } from '../../i18n';
import { currencySymbol } from './positionFormat';

export interface RangeView {
  readonly min: string;
  readonly max: string;
  readonly current: string;
  /** "USDC per WETH" */
  readonly unit: string;
}

export function rangeView(
  t: Translate,
  pool: Pool | null,
  position: Pick<V3Position, 'tickLower' | 'tickUpper'>,
  inverted: boolean,
  locale: string,
): RangeView | undefined {
  if (!pool) return undefined;
  const { base, quote, ...prices } = positionRangeText(pool, position, inverted, locale);
  const unit = t('positions.priceUnit', {
    quote: currencySymbol(quote),
    base: currencySymbol(base),
  });
  return { ...prices, unit };
}

/** Prices read in the chain's dollar stablecoin or per the wrapped native token at first. */
export const invertedAtFirst = (token0: Token | undefined, token1: Token | undefined) =>
  invertedByDefault(token0, token1, token0 && getChainInfo(token0.chainId)?.usdStablecoin);
