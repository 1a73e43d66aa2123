// /uni: the liquidity mining overview (spec 001 §2), its countdowns on the chain's clock (§4).
import { MiningOverview } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { chainTimestampAtom } from '../../state/chainTime';
import { activeChainIdAtom } from '../../state/wallet';
import { miningPoolsAtom } from './miningAtoms';
import { miningPoolItem, sortMiningPools } from './miningView';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * §4: the chain's time each second: the latest block's timestamp plus the wall time elapsed since
 * that block was read (a devnet's or stalled chain's clock can be far from the wall clock).
 */
export function useChainClock(): number | undefined {
  const chainId = useAtomValue(activeChainIdAtom);
  const blockTime = useAtomValue(chainTimestampAtom(chainId));
  const readAt = useMemo(() => (blockTime === undefined ? undefined : Date.now()), [blockTime]);
  const [wallNow, setWallNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setWallNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (blockTime === undefined || readAt === undefined) return undefined;
  return blockTime + Math.max(0, Math.floor((wallNow - readAt) / 1000));
}

export function MiningOverviewPage() {
  const { t } = useTranslation();
  const mining = useAtomValue(miningPoolsAtom);
  const now = useChainClock();
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('mining.pageTitle') });
  }, [t]);
  const sorted = useMemo(
    () => (mining.status === 'ready' ? sortMiningPools(mining.pools) : []),
    [mining],
  );
  return (
    <MiningOverview
      state={
        mining.status === 'ready'
          ? { status: 'ready', pools: sorted.map((pool) => miningPoolItem(pool, now, t)) }
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
