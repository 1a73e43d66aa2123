// A review's network cost as its row shows it (issue #31 §2): the estimate of networkCostAtoms.ts
// in the chain's native currency and in dollars (@dex/swap's networkCostState). Imported by the
// (lazy) review views only, so the SDK pieces it needs stay out of /swap's first download.
import { getNativeCurrency } from '@dex/currency';
import { networkCostState } from '@dex/swap';
import { type NetworkCostRowProps, useSettledFor } from '@dex/ui-kit';
import type { NetworkCost } from '@dex/write';
import { useAtomValue } from 'jotai';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
import { usdPriceAtom } from '../prices';
import { activeChainIdAtom } from '../state/wallet';

/**
 * The network cost row of the write `estimate` builds for `review` (null: nothing under review),
 * estimated once per review: a new review object (an accepted price update) estimates again.
 */
export function useNetworkCost<Review extends object>(
  review: Review | null,
  estimate: (review: Review) => Promise<NetworkCost>,
): Omit<NetworkCostRowProps, 'classNames'> {
  const { t } = useTranslation();
  const cost = useSettledFor(review, estimate);
  const native = getNativeCurrency(useAtomValue(activeChainIdAtom));
  // The dollar price is read only while something is under review.
  const price = useAtomValue(usdPriceAtom(review ? native : undefined));
  const locale = useNumberLocale();
  return {
    state: networkCostState(
      cost && (cost.ok ? { costWei: cost.value.costWei } : { failed: true }),
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
