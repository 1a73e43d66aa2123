// /pool: the connected account's V3 positions (spec 001 §2 "V3 pools overview").
import {
  positionListRows,
  positionsLoadMore,
  positionsOverviewLabels,
  positionsPromos,
} from '@dex/liquidity';
import { linkRenderer, PositionsOverview } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { EXTERNAL_LINKS } from '../../links';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import {
  accountPositionsAtom,
  hideClosedPositionsAtom,
  showMorePositionsAtom,
} from '../positionAtoms';

/** External docs for the More menu's Learn entry and the first promo card. */
export const LEARN_URL = 'https://docs.uniswap.org/concepts/protocol/concentrated-liquidity';
/** The analytics site's pool list, for the second promo card. */
export const TOP_POOLS_URL = `${EXTERNAL_LINKS.analytics}#/pools`;

const renderLink = linkRenderer(Link);

// @spec 001 §2.15 Without a wallet
export function PositionsPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const positions = useAtomValue(accountPositionsAtom);
  const chainId = useAtomValue(activeChainIdAtom);
  const [hideClosed, setHideClosed] = useAtom(hideClosedPositionsAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  const showMore = useSetAtom(showMorePositionsAtom);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('positions.title') });
  }, [t]);

  const items = positionListRows(t, positions, chainId, locale);
  const shownCount = items.filter((item) => !hideClosed || item.status !== 'closed').length;
  const loadMore = positionsLoadMore(t, positions, showMore);

  return (
    <PositionsOverview
      state={positions.status === 'ready' ? { status: 'ready', positions: items } : positions}
      {...(loadMore ? { loadMore } : {})}
      hideClosed={hideClosed}
      onToggleHideClosed={() => setHideClosed(!hideClosed)}
      onConnect={() => openModal(ApplicationModal.WALLET)}
      links={{
        createPool: '/add/ETH',
        migrate: '/migrate/v2',
        v2Liquidity: '/pool/v2',
        learn: LEARN_URL,
        newPosition: '/add/ETH',
      }}
      promos={positionsPromos(t, { learn: LEARN_URL, topPools: TOP_POOLS_URL })}
      labels={positionsOverviewLabels(t, shownCount)}
      renderLink={renderLink}
    />
  );
}
