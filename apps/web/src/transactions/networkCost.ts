// A review's network cost as its row shows it (issue #31 §2): the estimate of networkCostAtoms.ts
// in the chain's native currency and in dollars. Imported by the (lazy) review views only, so the
// SDK pieces below stay out of /swap's first download.
import { amountText, getNativeCurrency } from '@dex/router';
import type { NetworkCostRowProps, NetworkCostState } from '@dex/ui-kit';
import type { NetworkCost } from '@dex/write';
import { type Currency, CurrencyAmount, type Price, type Token } from '@uniswap/sdk-core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import { formatUsd, usdPriceAtom, usdValue } from '../prices';
import { activeChainIdAtom } from '../state/wallet';

/** The estimate for one review: its cost in wei, or failed; undefined while estimating. */
export type CostEstimate = { readonly costWei: bigint } | { readonly failed: true } | undefined;

/**
 * The row's state: the cost in the native currency (significant digits, the reader's locale) and,
 * when the native currency has a dollar price, in dollars ("$-" under one cent).
 */
export function networkCostState(
  estimate: CostEstimate,
  native: Currency | undefined,
  nativeUsdPrice: Price<Currency, Token> | undefined,
  locale: string,
): NetworkCostState {
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

/**
 * The network cost row of the write `estimate` builds for `review` (null: nothing under review),
 * estimated once per review: a new review object (an accepted price update) estimates again.
 */
export function useNetworkCost<Review extends object>(
  review: Review | null,
  estimate: (review: Review) => Promise<NetworkCost>,
): Omit<NetworkCostRowProps, 'classNames'> {
  const { t } = useTranslation();
  const [result, setResult] = useState<{
    readonly review: Review;
    readonly estimate: CostEstimate;
  }>();
  useEffect(() => {
    if (!review) return;
    let current = true;
    estimate(review).then(
      (cost) => current && setResult({ review, estimate: { costWei: cost.costWei } }),
      () => current && setResult({ review, estimate: { failed: true } }),
    );
    return () => {
      current = false;
    };
  }, [review, estimate]);
  const native = getNativeCurrency(useAtomValue(activeChainIdAtom));
  // The dollar price is read only while something is under review.
  const price = useAtomValue(usdPriceAtom(review ? native : undefined));
  const locale = useNumberLocale();
  return {
    state: networkCostState(
      result?.review === review ? result.estimate : undefined,
      native,
      price,
      locale,
    ),
    labels: {
      title: t('review.networkCost'),
      loading: t('review.networkCostLoading'),
      unavailable: t('review.networkCostUnavailable'),
    },
  };
}
