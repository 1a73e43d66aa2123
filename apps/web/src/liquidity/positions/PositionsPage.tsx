// /pool: the connected account's V3 positions (spec 001 §2 "V3 pools overview").
import { positionsPageView } from '@dex/liquidity';
import { linkRenderer, PositionsOverview, useDocumentTitle } from '@dex/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
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
  useDocumentTitle(t('app.pageTitle', { page: t('positions.title') }));

  return (
    <PositionsOverview
      {...positionsPageView(
        t,
        { positions, chainId, hideClosed, locale },
        {
          urls: { learn: LEARN_URL, topPools: TOP_POOLS_URL },
          onShowMore: showMore,
          onHideClosed: setHideClosed,
          onConnect: () => openModal(ApplicationModal.WALLET),
        },
      )}
      renderLink={renderLink}
    />
  );
}
