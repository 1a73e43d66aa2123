// /pool/v2: the connected account's V2 pairs (spec 001 §2 "V2 liquidity").
import { holdingTokens, v2PoolOverviewView } from '@dex/liquidity';
import { linkRenderer, tokenColorKey, useDocumentTitle, V2PoolOverview } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { connectedAccountAtom } from '../../state/wallet';
import { v2LiquidityAtom } from '../v2Atoms';

/** Where the analytics link takes an account. */
export const V2_ANALYTICS_URL = 'https://v2.info.uniswap.org/account/';

const renderLink = linkRenderer(Link);

export function PoolV2Page() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const liquidity = useAtomValue(v2LiquidityAtom);
  const account = useAtomValue(connectedAccountAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  useDocumentTitle(t('app.pageTitle', { page: t('poolV2.pageTitle') }));
  const colors = useTokenColors(
    useMemo(
      () => (liquidity.status === 'ready' ? holdingTokens(liquidity.holdings) : []),
      [liquidity],
    ),
  );

  return (
    <V2PoolOverview
      {...v2PoolOverviewView(t, {
        liquidity,
        account,
        locale,
        colorOf: (token) => colors.get(tokenColorKey(token)),
        analyticsUrl: V2_ANALYTICS_URL,
        onConnect: () => openModal(ApplicationModal.WALLET),
      })}
      renderLink={renderLink}
    />
  );
}
