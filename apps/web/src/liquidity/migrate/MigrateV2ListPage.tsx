// /migrate/v2: the connected account's Uniswap V2 pairs, plus the Sushi fork's pairs on chains the
// registry gives a Sushi factory (mainnet, and the devnet's stand-in), each linking to its migration.
import { MigrateV2List } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useTokenColors } from '../../palette/logoColorAtoms';
import { ApplicationModal, openModalWriteAtom } from '../../state/modal';
import { v2LiquidityOfAtom } from '../v2Atoms';
import { holdingTokens } from '../v2Format';
import { migrateListState } from './migrateList';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export function MigrateV2ListPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const uniswap = useAtomValue(v2LiquidityOfAtom('uniswapV2'));
  const sushi = useAtomValue(v2LiquidityOfAtom('sushiswap'));
  const openModal = useSetAtom(openModalWriteAtom);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('migrateV2.pageTitle') });
  }, [t]);
  const colors = useTokenColors(
    useMemo(
      () =>
        [uniswap, sushi].flatMap((state) =>
          state.status === 'ready' ? holdingTokens(state.holdings) : [],
        ),
      [uniswap, sushi],
    ),
  );

  return (
    <MigrateV2List
      state={migrateListState(
        [
          { state: uniswap, name: t('migrateV2.uniswap') },
          { state: sushi, name: t('migrateV2.sushi') },
        ],
        locale,
        colors,
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
