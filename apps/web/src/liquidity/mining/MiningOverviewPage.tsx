// /uni: the liquidity mining overview (spec 001 §2), its countdowns on the chain's clock (§4); it
// lists only the pools the account has a stake in (§5, @dex/liquidity's `shownMiningPools`).
import { miningPoolItem, shownMiningPools } from '@dex/liquidity';
import { MiningOverview, tokenColorKey } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { useChainClock } from './chainClock';
import { miningPoolsAtom } from './miningAtoms';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export function MiningOverviewPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const mining = useAtomValue(miningPoolsAtom);
  const now = useChainClock();
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('mining.pageTitle') });
  }, [t]);
  const sorted = useMemo(
    () => (mining.status === 'ready' ? shownMiningPools(mining.pools) : []),
    [mining],
  );
  const colors = useTokenColors(
    useMemo(() => sorted.flatMap((pool) => pool.info.tokens), [sorted]),
  );
  return (
    <MiningOverview
      state={
        mining.status === 'ready'
          ? {
              status: 'ready',
              pools: sorted.map((pool) =>
                miningPoolItem(pool, now, t, locale, (token) => colors.get(tokenColorKey(token))),
              ),
            }
          : mining
      }
      labels={{
        bannerTitle: t('mining.bannerTitle'),
        bannerText: t('mining.bannerText'),
        participating: t('mining.participating'),
        loading: t('mining.loading'),
        empty: t('mining.empty'),
        totalDeposited: t('mining.totalDeposited'),
        poolRate: t('mining.poolRate'),
        manage: t('mining.manage'),
        deposit: t('mining.deposit'),
      }}
      renderLink={renderLink}
    />
  );
}
