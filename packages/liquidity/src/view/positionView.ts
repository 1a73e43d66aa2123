// How the position screens name a position (spec 001 §9: symbols over 20 characters shortened),
// its badge and its range in the reader's words, over positionDisplay's rules.
import { formatCurrencyAmount, shortenSymbol, type Translator } from '@dex/primitives';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { positionRangeText } from '../positionDisplay';
import type { PositionStatus, V3Position } from '../positions';
import type { RemovalAmounts } from '../remove';
import { type RemovalLine, removalTotals } from './removeView';

/** Spec 001 §9: amounts on the position screens have 6 significant digits, fees 4. */
export const POSITION_AMOUNT_DIGITS = 6;
export const POSITION_FEE_DIGITS = 4;

/** A currency's symbol as the position screens show it; "?" while unknown. */
export const currencySymbol = (currency: Currency | undefined): string =>
  shortenSymbol(currency?.symbol ?? '?');

/** "WETH / USDC" */
export const positionPairLabel = (a: Currency | undefined, b: Currency | undefined): string =>
  `${currencySymbol(a)} / ${currencySymbol(b)}`;

/** The messages of a position's badge. */
export type PositionStatusMessage =
  | 'positions.inRange'
  | 'positions.outOfRange'
  | 'positions.inactive';

/** The badge's text for each range status. */
export const positionStatusLabels = (
  t: Translator<PositionStatusMessage>,
): Readonly<Record<PositionStatus, string>> => ({
  'in-range': t('positions.inRange'),
  'out-of-range': t('positions.outOfRange'),
  closed: t('positions.inactive'),
});

export interface PositionRangeView {
  readonly min: string;
  readonly max: string;
  readonly current: string;
  /** "USDC per WETH" */
  readonly unit: string;
}

/** Min, max and current price in the chosen direction, with their unit; undefined without a pool. */
export function positionRangeView(
  t: Translator<'positions.priceUnit'>,
  pool: Pool | null,
  position: Pick<V3Position, 'tickLower' | 'tickUpper'>,
  inverted: boolean,
  locale: string,
): PositionRangeView | undefined {
  if (!pool) return undefined;
  const { base, quote, ...prices } = positionRangeText(pool, position, inverted, locale);
  const unit = t('positions.priceUnit', {
    quote: currencySymbol(quote),
    base: currencySymbol(base),
  });
  return { ...prices, unit };
}

/** A pair's amount rows: each side's symbol (the amount's currency, else the token) and amount. */
export function positionAmountRows(
  tokens: readonly [Currency | undefined, Currency | undefined],
  amounts: readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>] | undefined,
  digits: number,
  locale: string,
): readonly [
  { readonly symbol: string; readonly amount: string },
  { readonly symbol: string; readonly amount: string },
] {
  const row = (side: 0 | 1) => ({
    symbol: currencySymbol(amounts?.[side].currency ?? tokens[side]),
    amount: formatCurrencyAmount(amounts?.[side], digits, locale),
  });
  return [row(0), row(1)];
}

/** The history text of a collect: "Collect 0.1 ETH and 5 USDC". */
export function collectSummaryText(
  t: Translator<'positions.collectSummary'>,
  fees: readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>],
  locale: string,
): string {
  return t('positions.collectSummary', {
    amount0: formatCurrencyAmount(fees[0], POSITION_FEE_DIGITS, locale),
    symbol0: currencySymbol(fees[0].currency),
    amount1: formatCurrencyAmount(fees[1], POSITION_FEE_DIGITS, locale),
    symbol1: currencySymbol(fees[1].currency),
  });
}

/** The messages of the removal form's amount lines and history text. */
export type RemovalTextMessage = 'remove.pooled' | 'remove.feesEarned' | 'remove.summary';

/** The removal form's lines ("Pooled WETH:", "WETH Fees Earned:") with their amounts. */
export function removalLineTexts(
  t: Translator<RemovalTextMessage>,
  lines: readonly RemovalLine[],
  locale: string,
): { label: string; amount: string }[] {
  return lines.map(({ amount, currency, kind }) => ({
    label: t(kind === 'pooled' ? 'remove.pooled' : 'remove.feesEarned', {
      symbol: currencySymbol(currency),
    }),
    amount: formatCurrencyAmount(
      amount,
      kind === 'pooled' ? POSITION_AMOUNT_DIGITS : POSITION_FEE_DIGITS,
      locale,
    ),
  }));
}

/** The history text of a removal: each side's liquidity with its fees; empty while unknown. */
export function removalSummaryText(
  t: Translator<RemovalTextMessage>,
  amounts: RemovalAmounts | undefined,
  locale: string,
): string {
  if (!amounts) return '';
  const [total0, total1] = removalTotals(amounts);
  return t('remove.summary', {
    amount0: formatCurrencyAmount(total0, POSITION_AMOUNT_DIGITS, locale),
    symbol0: currencySymbol(amounts.liquidity0.currency),
    amount1: formatCurrencyAmount(total1, POSITION_AMOUNT_DIGITS, locale),
    symbol1: currencySymbol(amounts.liquidity1.currency),
  });
}
