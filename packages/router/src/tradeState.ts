import { type Currency, CurrencyAmount, TradeType } from '@uniswap/sdk-core';
import { type Route, Trade } from '@uniswap/v3-sdk';

// @spec 000 §3.14 Trade quote states
/** Trade quote states (spec §3). */
export const TradeState = {
  LOADING: 'LOADING',
  INVALID: 'INVALID',
  NO_ROUTE_FOUND: 'NO_ROUTE_FOUND',
  VALID: 'VALID',
  SYNCING: 'SYNCING',
} as const;
export type TradeState = (typeof TradeState)[keyof typeof TradeState];

/** One Quoter answer as the app's batched reads report it. */
export interface QuoteResult {
  /** No answer yet. */
  readonly loading: boolean;
  /** An answer for an older block is shown while a newer one is fetched. */
  readonly syncing: boolean;
  /** The decoded amount (output for exact input, input for exact output); undefined if the call failed. */
  readonly amount: bigint | undefined;
}

export interface V3TradeStateInput<TInput extends Currency, TOutput extends Currency> {
  readonly tradeType: TradeType;
  /** The typed amount: input currency for exact input, output currency for exact output. */
  readonly amountSpecified: CurrencyAmount<Currency> | undefined;
  /** The currency on the other side. */
  readonly otherCurrency: Currency | undefined;
  readonly routes: readonly Route<TInput, TOutput>[];
  /** The pools behind `routes` are still being read. */
  readonly routesLoading: boolean;
  /** Quotes in the same order as `routes`. */
  readonly quotes: readonly QuoteResult[];
}

export interface V3TradeStateResult<TInput extends Currency, TOutput extends Currency> {
  readonly state: TradeState;
  readonly trade: Trade<TInput, TOutput, TradeType> | null;
}

/**
 * The v3 trade and its quote state as a pure function of the inputs: INVALID without an amount or
 * currencies, LOADING while pools or any quote load, NO_ROUTE_FOUND when no route was quoted,
 * otherwise the best quote (most output, or least input) as VALID, or SYNCING while any quote is
 * being refreshed.
 */
export function computeV3TradeState<TInput extends Currency, TOutput extends Currency>(
  input: V3TradeStateInput<TInput, TOutput>,
): V3TradeStateResult<TInput, TOutput> {
  const { tradeType, amountSpecified, otherCurrency, routes, routesLoading, quotes } = input;
  if (!amountSpecified || !otherCurrency) return { state: TradeState.INVALID, trade: null };
  if (routesLoading || quotes.some((quote) => quote.loading)) {
    return { state: TradeState.LOADING, trade: null };
  }
  const exactIn = tradeType === TradeType.EXACT_INPUT;
  let bestIndex = -1;
  let bestAmount: bigint | undefined;
  routes.forEach((_, index) => {
    const amount = quotes[index]?.amount;
    if (amount === undefined || amount <= 0n) return;
    if (bestAmount === undefined || (exactIn ? amount > bestAmount : amount < bestAmount)) {
      bestAmount = amount;
      bestIndex = index;
    }
  });
  const route = routes[bestIndex];
  if (!route || bestAmount === undefined) return { state: TradeState.NO_ROUTE_FOUND, trade: null };

  const quoted = bestAmount.toString();
  const trade = Trade.createUncheckedTrade({
    route,
    tradeType,
    inputAmount: exactIn
      ? (amountSpecified as CurrencyAmount<TInput>)
      : CurrencyAmount.fromRawAmount(route.input, quoted),
    outputAmount: exactIn
      ? CurrencyAmount.fromRawAmount(route.output, quoted)
      : (amountSpecified as CurrencyAmount<TOutput>),
  });
  const syncing = quotes.some((quote) => quote.syncing);
  return { state: syncing ? TradeState.SYNCING : TradeState.VALID, trade };
}
