// /uni: the liquidity mining overview (spec 001 §2), its countdowns on the chain's clock (§4); it
// lists only the pools the account has a stake in (§5, @dex/liquidity's `shownMiningPools`).
import { miningOverviewLabels, miningOverviewState, shownMiningPools } from '@dex/liquidity';
import { linkRenderer, MiningOverview, tokenColorKey, useDocumentTitle } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { useChainClock } from './chainClock';
import { miningPoolsAtom } from './miningAtoms';

const renderLink = linkRenderer(Link);

export function MiningOverviewPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const mining = useAtomValue(miningPoolsAtom);
  const now = useChainClock();
  useDocumentTitle(t('app.pageTitle', { page: t('mining.pageTitle') }));
  const sorted = useMemo(
    () => (mining.status === 'ready' ? shownMiningPools(mining.pools) : []),
    [mining],
  );
  const colors = useTokenColors(
    useMemo(() => sorted.flatMap((pool) => pool.info.tokens), [sorted]),
  );
  return (
    <MiningOverview
      state={miningOverviewState(mining, sorted, now, t, locale, (token) =>
        colors.get(tokenColorKey(token)),
      )}
      labels={miningOverviewLabels(t)}
      renderLink={renderLink}
    />
  );
}
