// How the V2 screens show pair cards (spec 001 §5 "Amount display", §7 card colours, §9): what the
// account's LP tokens are worth, numbers written for a locale, and the card's logo colour.
import { formatCurrencyAmount, formatPoolShare, localizeIfShown } from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS } from '@dex/router';
import { CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { isWrappedNative, v2CurrencyId, v2Symbol } from './currencies';
import type { V2Holding } from './holdings';
import { liquidityAmount } from './pairs';

/** A token's logo colour ("#rrggbb"); undefined while unknown. */
export type TokenColorOf = (token: Token) => string | undefined;

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
  colorOf: TokenColorOf | undefined,
): string | undefined {
  if (!colorOf) return undefined;
  const [first, second] = isWrappedNative(tokenA) ? [tokenB, tokenA] : [tokenA, tokenB];
  return colorOf(first) ?? colorOf(second);
}

/**
 * A pair card's text (the shape of ui-kit's V2PairItem): what the account's LP tokens (wallet
 * plus staked) are worth, numbers written for `locale` (plain without one); its colour from
 * `colorOf` once known.
 * @spec 001 §2.17 Pair cards with Migrate, Add (/add/v2/{a}/{b})
 */
export function pairItem(holding: V2Holding, locale?: string, colorOf?: TokenColorOf) {
  const { pair, totalSupply } = holding;
  // In the pair's own order (token0/token1), whichever way round it was tracked.
  const [tokenA, tokenB] = [pair.token0, pair.token1];
  const owned = holding.balance + holding.staked;
  const supply = liquidityAmount(pair, totalSupply);
  const mine = liquidityAmount(pair, owned);
  const amount = (value: CurrencyAmount<Token>) =>
    formatCurrencyAmount(value, AMOUNT_SIGNIFICANT_DIGITS, locale);
  const pooled = (token: Token) =>
    amount(
      CurrencyAmount.fromRawAmount(token, pair.getLiquidityValue(token, supply, mine).quotient),
    );
  const [idA, idB] = [v2CurrencyId(tokenA), v2CurrencyId(tokenB)];
  const [symbolA, symbolB] = [v2Symbol(tokenA), v2Symbol(tokenB)];
  const accentColor = cardAccentColor(tokenA, tokenB, colorOf);
  const share = formatPoolShare({ numerator: owned, denominator: totalSupply }, 6);
  return {
    id: holding.address,
    pair: `${symbolA}/${symbolB}`,
    symbolA,
    symbolB,
    pooledA: pooled(tokenA),
    pooledB: pooled(tokenB),
    poolTokens: amount(liquidityAmount(pair, holding.balance)),
    ...(holding.staked > 0n ? { staked: amount(liquidityAmount(pair, holding.staked)) } : {}),
    share: `${localizeIfShown(share, locale)}%`,
    addHref: `/add/v2/${idA}/${idB}`,
    removeHref: `/remove/v2/${idA}/${idB}`,
    migrateHref: `/migrate/v2/${holding.address}`,
    ...(holding.stakingRewards ? { rewardsHref: `/uni/${idA}/${idB}` } : {}),
    ...(accentColor ? { accentColor } : {}),
  };
}
