// /uni/{a}/{b} (spec 001 §2 "Liquidity mining page"): the pool's deposits and rate, the account's
// deposit and live unclaimed rewards, the step-1 banner, and Deposit, Withdraw and Claim with
// their dialogs (miningWrites.ts holds the state and the writes).

import { miningPoolView } from '@dex/liquidity';
import { localizeDecimal } from '@dex/primitives';
import { MiningPoolDetail, type MiningPoolDetailState } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { connectedAccountAtom } from '../../state/wallet';
import { useChainClock } from './chainClock';
import { MiningPoolDialog } from './MiningPoolDialog';
import {
  currentMiningPoolAtom,
  miningRouteAtom,
  openMiningDialogAtom,
  unstakedBalanceAtom,
} from './miningWrites';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export function MiningPoolPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { currencyIdA, currencyIdB } = useParams();
  const setRoute = useSetAtom(miningRouteAtom);
  useEffect(() => {
    setRoute({ currencyIdA, currencyIdB });
  }, [currencyIdA, currencyIdB, setRoute]);
  const account = useAtomValue(connectedAccountAtom);
  const current = useAtomValue(currentMiningPoolAtom);
  const lpBalance = useAtomValue(unstakedBalanceAtom);
  const openDialog = useSetAtom(openMiningDialogAtom);
  const now = useChainClock();
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('mining.pageTitle') });
  }, [t]);
  const formatDecimal = useCallback(
    (decimal: string) => localizeDecimal(decimal, locale),
    [locale],
  );

  const state: MiningPoolDetailState =
    current.status === 'ready'
      ? {
          status: 'ready',
          view: miningPoolView(current.pool, now, account ? { lpBalance } : undefined, t, locale),
        }
      : current;
  const action = (kind: 'deposit' | 'withdraw' | 'claim', label: string) => ({
    label,
    disabled: false,
    onClick: () => openDialog(kind),
  });
  return (
    <>
      <MiningPoolDetail
        state={state}
        labels={{
          loading: t('mining.loading'),
          notFound: t('mining.notFound'),
          totalDeposits: t('mining.totalDeposits'),
          poolRate: t('mining.poolRate'),
          yourDeposit: t('mining.yourDeposit'),
          unclaimed: t('mining.unclaimed'),
          step1Title: t('mining.step1Title'),
          step1Text: t('mining.step1Text'),
          step1Link: t('mining.step1Link'),
        }}
        renderLink={renderLink}
        formatDecimal={formatDecimal}
        {...(current.status === 'ready'
          ? {
              actions: {
                deposit: action('deposit', t('mining.deposit')),
                withdraw: action('withdraw', t('mining.withdraw')),
                claim: action('claim', t('mining.claim')),
              },
            }
          : {})}
      />
      {current.status === 'ready' ? <MiningPoolDialog pool={current.pool} /> : null}
    </>
  );
}
