// A review's network cost as its row shows it (issue #31 §2): @dex/write's estimate in the chain's
// native currency and in dollars.
import { amountText } from '@dex/router';
import { type Currency, CurrencyAmount, type Price, type Token } from '@uniswap/sdk-core';
import { formatUsd, usdValue } from './usdValue';

/** The estimate for one review: its cost in wei, or failed; undefined while estimating. */
export type CostEstimate = { readonly costWei: bigint } | { readonly failed: true } | undefined;

/** What the network cost row shows (the ui-kit's `NetworkCostState`). */
export type NetworkCostView =
  | { readonly status: 'loading' }
  /** Both written in the reader's locale, e.g. "0.0021 ETH" and "$4.20". */
  | { readonly status: 'ready'; readonly native: string; readonly usd?: string }
  | { readonly status: 'unavailable' };

/**
 * The row's state: the cost in the native currency (significant digits, the reader's locale) and,
 * when the native currency has a dollar price, in dollars ("$-" under one cent).
 */
export function networkCostState(
  estimate: CostEstimate,
  native: Currency | undefined,
  nativeUsdPrice: Price<Currency, Token> | undefined,
  locale: string,
): NetworkCostView {
  if (estimate === undefined) return { status: 'loading' };
  if ('failed' in estimate || !native) return { status: 'unavailable' };
  const amount = CurrencyAmount.fromRawAmount(native, estimate.costWei.toString());
  const usd = formatUsd(usdValue(amount, nativeUsdPrice), locale);
  return {
    status: 'ready',
    native: `${amountText(amount, locale)} ${native.symbol ?? ''}`.trim(),
    ...(usd ? { usd } : {}),
  };
}
