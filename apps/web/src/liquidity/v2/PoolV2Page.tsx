// /pool/v2: the connected account's V2 pairs (spec 001 §2 "V2 liquidity").
import { holdingTokens, pairItem } from '@dex/liquidity';
import { tokenColorKey, V2PoolOverview } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { connectedAccountAtom } from '../../state/wallet';
import { v2LiquidityAtom } from '../v2Atoms';

/** Where the analytics link takes an account. */
export const V2_ANALYTICS_URL = 'https://v2.info.uniswap.org/account/';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export function PoolV2Page() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const liquidity = useAtomValue(v2LiquidityAtom);
  const account = useAtomValue(connectedAccountAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('poolV2.pageTitle') });
  }, [t]);
  const colors = useTokenColors(
    useMemo(
      () => (liquidity.status === 'ready' ? holdingTokens(liquidity.holdings) : []),
      [liquidity],
    ),
  );

  return (
    <V2PoolOverview
      state={
        liquidity.status === 'ready'
          ? {
              status: 'ready',
              pairs: liquidity.holdings.map((holding) =>
                pairItem(holding, locale, (token) => colors.get(tokenColorKey(token))),
              ),
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
