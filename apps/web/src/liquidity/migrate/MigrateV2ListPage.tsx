// /migrate/v2: the connected account's Uniswap V2 pairs, plus the Sushi fork's pairs where Sushi
// migration is on (mainnet, and the devnet that mirrors it: @dex/chains' `migrationExchanges`),
// each linking to its migration.
import { migrationExchanges } from '@dex/chains';
import { holdingTokens, migrateListView } from '@dex/liquidity';
import { linkRenderer, MigrateV2List, tokenColorKey, useDocumentTitle } from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { v2LiquidityOfAtom } from '../v2Atoms';

const renderLink = linkRenderer(Link);

/** The account's holdings on each exchange the active chain migrates from; no reads for the rest. */
const migrateHoldingsAtom = atom((get) =>
  migrationExchanges(get(activeChainIdAtom)).map((exchange) => ({
    exchange,
    state: get(v2LiquidityOfAtom(exchange)),
  })),
);

export function MigrateV2ListPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const holdings = useAtomValue(migrateHoldingsAtom);
  const openModal = useSetAtom(openModalWriteAtom);
  useDocumentTitle(t('app.pageTitle', { page: t('migrateV2.pageTitle') }));
  const colors = useTokenColors(
    useMemo(
      () =>
        holdings.flatMap(({ state }) =>
          state.status === 'ready' ? holdingTokens(state.holdings) : [],
        ),
      [holdings],
    ),
  );

  return (
    <MigrateV2List
      {...migrateListView(t, {
        holdings,
        locale,
        colorOf: (token) => colors.get(tokenColorKey(token)),
        onConnect: () => openModal(ApplicationModal.WALLET),
      })}
      renderLink={renderLink}
    />
  );
}
