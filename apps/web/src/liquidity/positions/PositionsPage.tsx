// /pool: the connected account's V3 positions (spec 001 §2 "V3 pools overview").
import {
  addPairHref,
  feeText,
  positionBadge,
  positionPairLabel,
  positionRangeView,
  positionStatusLabels,
} from '@dex/liquidity';
import { type PositionListItem, PositionsOverview, type PositionsPromo } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { type Translate, useTranslation } from '../../i18n';
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

/** Spec 001 §2: the overview's promo cards. */
export const positionsPromos = (t: Translate): PositionsPromo[] => [
  {
    id: 'learn',
    title: t('positions.promoLearnTitle'),
    text: t('positions.promoLearnText'),
    linkLabel: t('positions.promoLearnLink'),
    href: LEARN_URL,
  },
  {
    id: 'top-pools',
    title: t('positions.promoTopPoolsTitle'),
    text: t('positions.promoTopPoolsText'),
    linkLabel: t('positions.promoTopPoolsLink'),
    href: TOP_POOLS_URL,
  },
];

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

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

  const items: PositionListItem[] =
    positions.status === 'ready'
      ? positions.positions.map(
          ({ position, token0, token1, pool, rangeStatus, invertedAtFirst }) => {
            const range = positionRangeView(t, pool, position, invertedAtFirst, locale);
            return {
              tokenId: position.tokenId.toString(),
              href: `/pool/${position.tokenId}`,
              addHref: addPairHref(chainId, position),
              pair: positionPairLabel(token0, token1),
              feeLabel: feeText(position.fee, locale),
              status: positionBadge(rangeStatus),
              min: range ? `${range.min} ${range.unit}` : '-',
              max: range ? `${range.max} ${range.unit}` : '-',
            };
          },
        )
      : [];
  const shownCount = items.filter((item) => !hideClosed || item.status !== 'closed').length;
  // Issue #28 §2: a page of the newest positions; the rest on request.
  const loadMore =
    positions.status === 'ready' && positions.total > positions.positions.length
      ? {
          label: t('positions.loadMore'),
          status: t('positions.shownOfTotal', {
            shown: positions.positions.length,
            total: positions.total,
          }),
          onLoadMore: showMore,
        }
      : undefined;

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
      promos={positionsPromos(t)}
      labels={{
        title: t('positions.title'),
        more: t('positions.more'),
        createPool: t('positions.createPool'),
        migrate: t('positions.migrate'),
        v2Liquidity: t('positions.v2Liquidity'),
        learn: t('positions.learn'),
        newPosition: t('positions.newPosition'),
        yourPositions: t('positions.yourPositions', { count: shownCount }),
        hideClosed: t('positions.hideClosed'),
        showClosed: t('positions.showClosed'),
        connectPrompt: t('positions.connectPrompt'),
        connectWallet: t('positions.connectWallet'),
        empty: t('positions.empty'),
        loading: t('positions.loading'),
        v2Link: t('positions.v2Link'),
        min: t('positions.min'),
        max: t('positions.max'),
        addLiquidity: t('positions.addLiquidity'),
        addLiquidityTo: (pair) => t('positions.addLiquidityTo', { pair }),
        promos: t('positions.promos'),
        status: positionStatusLabels(t),
      }}
      renderLink={renderLink}
    />
  );
}
