// /pool/v2: the connected account's V2 pairs (spec 001 §2 "V2 liquidity").
import { formatPoolShare, liquidityAmount } from '@dex/liquidity';
import { type V2PairItem, V2PoolOverview } from '@dex/ui-kit';
import { CurrencyAmount, Percent } from '@uniswap/sdk-core';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { localizeIfShown, useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { connectedAccountAtom } from '../../state/wallet';
import { type V2Holding, v2LiquidityAtom } from './v2Atoms';
import { formatAmount, v2CurrencyId, v2Symbol } from './v2Format';

/** Where the analytics link takes an account. */
export const V2_ANALYTICS_URL = 'https://v2.info.uniswap.org/account/';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * A pair card's text: what the account's LP tokens (wallet plus staked) are worth, numbers
 * written for `locale` (plain without one).
 */
export function pairItem(holding: V2Holding, locale?: string): V2PairItem {
  const { pair, totalSupply } = holding;
  // In the pair's own order (token0/token1), whichever way round it was tracked.
  const [tokenA, tokenB] = [pair.token0, pair.token1];
  const owned = holding.balance + holding.staked;
  const supply = liquidityAmount(pair, totalSupply);
  const mine = liquidityAmount(pair, owned);
  const pooled = (token: typeof tokenA) =>
    formatAmount(
      CurrencyAmount.fromRawAmount(token, pair.getLiquidityValue(token, supply, mine).quotient),
      6,
      locale,
    );
  const [idA, idB] = [v2CurrencyId(tokenA), v2CurrencyId(tokenB)];
  const [symbolA, symbolB] = [v2Symbol(tokenA), v2Symbol(tokenB)];
  return {
    id: holding.address,
    pair: `${symbolA}/${symbolB}`,
    symbolA,
    symbolB,
    pooledA: pooled(tokenA),
    pooledB: pooled(tokenB),
    poolTokens: formatAmount(liquidityAmount(pair, holding.balance), 6, locale),
    ...(holding.staked > 0n
      ? { staked: formatAmount(liquidityAmount(pair, holding.staked), 6, locale) }
      : {}),
    share: `${localizeIfShown(formatPoolShare(new Percent(mine.quotient, supply.quotient), 6), locale)}%`,
    addHref: `/add/v2/${idA}/${idB}`,
    removeHref: `/remove/v2/${idA}/${idB}`,
    migrateHref: `/migrate/v2/${holding.address}`,
    ...(holding.stakingRewards ? { rewardsHref: `/uni/${idA}/${idB}` } : {}),
  };
}

export function PoolV2Page() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const liquidity = useAtomValue(v2LiquidityAtom);
  const account = useAtomValue(connectedAccountAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('poolV2.pageTitle') });
  }, [t]);

  return (
    <V2PoolOverview
      state={
        liquidity.status === 'ready'
          ? {
              status: 'ready',
              pairs: liquidity.holdings.map((holding) => pairItem(holding, locale)),
            }
          : liquidity
      }
      onConnect={() => openModal(ApplicationModal.WALLET)}
      links={{
        add: '/add/v2/ETH',
        importPool: '/find?origin=/pool/v2',
        ...(account ? { analytics: `${V2_ANALYTICS_URL}${account}` } : {}),
      }}
      labels={{
        title: t('poolV2.title'),
        createPair: t('poolV2.createPair'),
        addLiquidity: t('poolV2.addLiquidity'),
        analytics: t('poolV2.analytics'),
        yourLiquidity: t('poolV2.yourLiquidity'),
        connectPrompt: t('poolV2.connectPrompt'),
        connectWallet: t('poolV2.connectWallet'),
        empty: t('poolV2.empty'),
        loading: t('poolV2.loading'),
        importPool: t('poolV2.importPool'),
        pooled: (symbol) => t('poolV2.pooled', { symbol }),
        poolTokens: t('poolV2.poolTokens'),
        staked: t('poolV2.staked'),
        share: t('poolV2.share'),
        add: t('poolV2.add'),
        remove: t('poolV2.remove'),
        migrate: t('poolV2.migrate'),
        manageRewards: t('poolV2.manageRewards'),
      }}
      renderLink={renderLink}
    />
  );
}
