// How the V2 screens show pair cards (spec 001 §5 "Amount display", §7 card colours, §9); the
// currencies' ids and symbols are @dex/liquidity's (v2/currencies.ts).
import type { V2Holding } from '@dex/liquidity';
import {
  formatPoolShare,
  isWrappedNative,
  liquidityAmount,
  v2CurrencyId,
  v2Symbol,
} from '@dex/liquidity';
import { formatCurrencyAmount, localizeIfShown } from '@dex/primitives';
import { type TokenColors, tokenColorKey, type V2PairItem } from '@dex/ui-kit';
import { CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core';

/** The tokens of the account's pairs, for their logo colours. */
export const holdingTokens = (holdings: readonly V2Holding[]): Token[] =>
  holdings.flatMap((holding) => [holding.pair.token0, holding.pair.token1]);

/**
 * A card's colour (spec 001 §7): the logo colour of the pair's token that is not the chain's
 * wrapped native coin (whose logo is the chain's, on every such card), else of the other token;
 * undefined until one is known (the card keeps its default colour).
 */
export function cardAccentColor(
  tokenA: Token,
  tokenB: Token,
  colors: TokenColors | undefined,
): string | undefined {
  if (!colors) return undefined;
  const [first, second] = isWrappedNative(tokenA) ? [tokenB, tokenA] : [tokenA, tokenB];
  return colors.get(tokenColorKey(first)) ?? colors.get(tokenColorKey(second));
}

/**
 * A pair card's text: what the account's LP tokens (wallet plus staked) are worth, numbers
 * written for `locale` (plain without one); its colour from `colors` once known.
 */
export function pairItem(holding: V2Holding, locale?: string, colors?: TokenColors): V2PairItem {
  const { pair, totalSupply } = holding;
  // In the pair's own order (token0/token1), whichever way round it was tracked.
  const [tokenA, tokenB] = [pair.token0, pair.token1];
  const owned = holding.balance + holding.staked;
  const supply = liquidityAmount(pair, totalSupply);
  const mine = liquidityAmount(pair, owned);
  const pooled = (token: typeof tokenA) =>
    formatCurrencyAmount(
      CurrencyAmount.fromRawAmount(token, pair.getLiquidityValue(token, supply, mine).quotient),
      6,
      locale,
    );
  const [idA, idB] = [v2CurrencyId(tokenA), v2CurrencyId(tokenB)];
  const [symbolA, symbolB] = [v2Symbol(tokenA), v2Symbol(tokenB)];
  const accentColor = cardAccentColor(tokenA, tokenB, colors);
  return {
    id: holding.address,
    pair: `${symbolA}/${symbolB}`,
    symbolA,
    symbolB,
    pooledA: pooled(tokenA),
    pooledB: pooled(tokenB),
    poolTokens: formatCurrencyAmount(liquidityAmount(pair, holding.balance), 6, locale),
    ...(holding.staked > 0n
      ? { staked: formatCurrencyAmount(liquidityAmount(pair, holding.staked), 6, locale) }
      : {}),
    share: `${localizeIfShown(formatPoolShare(new Percent(mine.quotient, supply.quotient), 6), locale)}%`,
    addHref: `/add/v2/${idA}/${idB}`,
    removeHref: `/remove/v2/${idA}/${idB}`,
    migrateHref: `/migrate/v2/${holding.address}`,
    ...(holding.stakingRewards ? { rewardsHref: `/uni/${idA}/${idB}` } : {}),
    ...(accentColor ? { accentColor } : {}),
  };
}
