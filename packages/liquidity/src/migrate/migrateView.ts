// What /migrate/v2/{address} shows, from the pair and the migration plan (spec 001 §4 migration,
// §5, §9): the position's facts (2-decimal share), the V3 outcome, the price difference (the
// Migrate button is migrateButton's). Numbers are written for the given locale, words by `t`.
import {
  formatCurrencyAmount,
  formatPoolShare,
  formatPrice,
  localizeDecimal,
  type Translator,
} from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS } from '@dex/router';
import { CurrencyAmount, type Price, type Token } from '@uniswap/sdk-core';
import { v2Symbol } from '../v2/currencies';
import type { MigrationPlan } from './plan';

/** Spec §9: prices to 6 significant digits, as on the add page. */
const PRICE_DIGITS = 6;

/** The messages the migrate page's facts are written with. */
export type MigrateViewMessage =
  | 'migratePair.difference'
  | 'migratePair.intoV3'
  | 'migratePair.lpTokens'
  | 'migratePair.pooled'
  | 'migratePair.priceDifference'
  | 'migratePair.priceValue'
  | 'migratePair.refund'
  | 'migratePair.share'
  | 'migratePair.v2Price'
  | 'migratePair.v3Price';

/** A labelled value (any UI kit's fact of this shape). */
export interface MigrateFact {
  readonly label: string;
  readonly value: string;
}

/** The price warning: its text and the V2 price, the V3 price and their difference. */
export interface PriceDifferenceFacts {
  readonly message: string;
  readonly facts: readonly MigrateFact[];
}

const amountText = (amount: CurrencyAmount<Token> | undefined, locale: string) =>
  formatCurrencyAmount(amount, AMOUNT_SIGNIFICANT_DIGITS, locale);

const priceText = (price: Price<Token, Token>, locale: string) =>
  formatPrice(price, PRICE_DIGITS, locale);

export interface MigratePairFacts {
  readonly token0: Token;
  readonly token1: Token;
  readonly lpToken: Token;
  readonly totalSupply: bigint;
  readonly balance: bigint;
}

/** "ETH/USDC": the pair in its own order, the wrapped native token shown as the native coin. */
export const pairLabel = (pair: { readonly token0: Token; readonly token1: Token }) =>
  `${v2Symbol(pair.token0)}/${v2Symbol(pair.token1)}`;

/** The wallet LP, what it is worth in each token, and its share of the pool (2 decimals). */
export function positionFacts(
  t: Translator<MigrateViewMessage>,
  pair: MigratePairFacts,
  plan: MigrationPlan,
  locale: string,
): MigrateFact[] {
  const share =
    pair.totalSupply > 0n
      ? formatPoolShare({ numerator: pair.balance, denominator: pair.totalSupply }, 2)
      : '0';
  const pooled = (amount: CurrencyAmount<Token>) => ({
    label: t('migratePair.pooled', { symbol: v2Symbol(amount.currency) }),
    value: amountText(amount, locale),
  });
  return [
    {
      label: t('migratePair.lpTokens', { pair: pairLabel(pair) }),
      value: amountText(
        CurrencyAmount.fromRawAmount(pair.lpToken, pair.balance.toString()),
        locale,
      ),
    },
    pooled(plan.v2Amount0),
    pooled(plan.v2Amount1),
    { label: t('migratePair.share'), value: `${localizeDecimal(share, locale)}%` },
  ];
}

/** What the V3 position takes of each token and what the migrator refunds (as ETH for WETH). */
export function outcomeFacts(
  t: Translator<MigrateViewMessage>,
  plan: MigrationPlan,
  locale: string,
): MigrateFact[] {
  const { v3Amount0, v3Amount1, refund0, refund1 } = plan;
  if (!v3Amount0 || !v3Amount1 || !refund0 || !refund1) return [];
  const line = (
    key: 'migratePair.intoV3' | 'migratePair.refund',
    amount: CurrencyAmount<Token>,
  ) => ({
    label: t(key, { symbol: v2Symbol(amount.currency) }),
    value: amountText(amount, locale),
  });
  return [
    line('migratePair.intoV3', v3Amount0),
    line('migratePair.intoV3', v3Amount1),
    line('migratePair.refund', refund0),
    line('migratePair.refund', refund1),
  ];
}

// @spec 001 §8.7 Warnings
/** Spec §5: the warning with both prices when they are 2 % or more apart. */
export function priceDifferenceView(
  t: Translator<MigrateViewMessage>,
  plan: MigrationPlan,
  exchange: string,
  locale: string,
): PriceDifferenceFacts | undefined {
  const { v2Price, v3Price, priceDifference } = plan;
  if (!plan.largePriceDifference || !v2Price || !v3Price || !priceDifference) return undefined;
  // Both prices the same way round, the one that reads as a number above 1 (USDC per ETH).
  const flip = Number(v2Price.toSignificant(PRICE_DIGITS)) < 1;
  const value = (sorted: Price<Token, Token>) => {
    const price = flip ? sorted.invert() : sorted;
    return t('migratePair.priceValue', {
      price: priceText(price, locale),
      quote: v2Symbol(price.quoteCurrency),
      base: v2Symbol(price.baseCurrency),
    });
  };
  return {
    message: t('migratePair.priceDifference', { exchange }),
    facts: [
      { label: t('migratePair.v2Price', { exchange }), value: value(v2Price) },
      { label: t('migratePair.v3Price'), value: value(v3Price) },
      {
        label: t('migratePair.difference'),
        value: `${localizeDecimal(priceDifference.toFixed(2), locale)}%`,
      },
    ],
  };
}
