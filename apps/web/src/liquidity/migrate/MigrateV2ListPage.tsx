// /migrate/v2: the connected account's Uniswap V2 pairs, plus the Sushi fork's pairs where Sushi
// migration is on (mainnet, and the devnet that mirrors it: @dex/chains' `migrationExchanges`),
// each linking to its migration.
import { migrationExchanges } from '@dex/chains';
import { holdingTokens, migrateListState } from '@dex/liquidity';
import { MigrateV2List, tokenColorKey } from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { activeChainIdAtom } from '../../state/wallet';
import { v2LiquidityOfAtom } from '../v2Atoms';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

const EXCHANGE_NAMES = { uniswapV2: 'migrateV2.uniswap', sushiswap: 'migrateV2.sushi' } as const;

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
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('migrateV2.pageTitle') });
  }, [t]);
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
      state={migrateListState(
        holdings.map(({ exchange, state }) => ({ state, name: t(EXCHANGE_NAMES[exchange]) })),
        locale,
        (token) => colors.get(tokenColorKey(token)),
      )}
      onConnect={() => openModal(ApplicationModal.WALLET)}
      importHref="/find?origin=/migrate/v2"
      labels={{
        title: t('migrateV2.title'),
        intro: t('migrateV2.intro'),
        yourLiquidity: t('migrateV2.yourLiquidity'),
        connectPrompt: t('poolV2.connectPrompt'),
        connectWallet: t('poolV2.connectWallet'),
        empty: t('poolV2.empty'),
        loading: t('poolV2.loading'),
        importPool: t('migrateV2.importPool'),
        pooled: (symbol) => t('poolV2.pooled', { symbol }),
        share: t('poolV2.share'),
        migrate: t('poolV2.migrate'),
      }}
      renderLink={renderLink}
    />
  );
}
