// /uni/{a}/{b} (spec 001 §2 "Liquidity mining page"): the pool's deposits and rate, the account's
// deposit and live unclaimed rewards, the step-1 banner, and Deposit, Withdraw and Claim with
// their dialogs (miningWrites.ts holds the state and the writes).

import { miningPoolDetailLabels, miningPoolPage } from '@dex/liquidity';
import { localizeDecimal } from '@dex/primitives';
import { linkRenderer, MiningPoolDetail, useDocumentTitle } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useNumberLocale } from '../../format/locale';
import { useTranslation } from '../../i18n';
import { useChainClock } from './chainClock';
import { MiningPoolDialog } from './MiningPoolDialog';
import { miningPoolPageReadsAtom, miningRouteAtom, openMiningDialogAtom } from './miningWrites';

const renderLink = linkRenderer(Link);

export function MiningPoolPage() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { currencyIdA, currencyIdB } = useParams();
  const setRoute = useSetAtom(miningRouteAtom);
  useEffect(() => {
    setRoute({ currencyIdA, currencyIdB });
  }, [currencyIdA, currencyIdB, setRoute]);
  const reads = useAtomValue(miningPoolPageReadsAtom);
  const openDialog = useSetAtom(openMiningDialogAtom);
  const now = useChainClock();
  useDocumentTitle(t('app.pageTitle', { page: t('mining.pageTitle') }));
  const formatDecimal = useCallback(
    (decimal: string) => localizeDecimal(decimal, locale),
    [locale],
  );
  const { state, actions } = miningPoolPage(t, { ...reads, now, locale, onOpen: openDialog });

  return (
    <>
      <MiningPoolDetail
        state={state}
        labels={miningPoolDetailLabels(t)}
        renderLink={renderLink}
        formatDecimal={formatDecimal}
        {...(actions ? { actions } : {})}
      />
      {reads.current.status === 'ready' ? <MiningPoolDialog pool={reads.current.pool} /> : null}
    </>
  );
}
