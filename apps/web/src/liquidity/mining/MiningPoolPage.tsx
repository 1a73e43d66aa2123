// /uni/{a}/{b}, read only for now (spec 001 §2 "Liquidity mining page"): the pool's deposits and
// rate, the account's deposit and unclaimed rewards, and the step-1 banner. Deposit, Withdraw and
// Claim are not offered yet.
import { decodeUint, liquidityBalanceCall } from '@dex/liquidity';
import { MiningPoolDetail, type MiningPoolDetailState } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { callStatesAtom } from '../../state/chainCalls';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { answerOf } from '../v2/v2Atoms';
import { useChainClock } from './chainClock';
import { miningPoolsAtom } from './miningAtoms';
import { isPoolOf, miningPoolView } from './miningView';

const renderLink = (href: string, className: string, children: ReactNode) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

const NO_CALLS: never[] = [];

export function MiningPoolPage() {
  const { t } = useTranslation();
  const { currencyIdA, currencyIdB } = useParams();
  const chainId = useAtomValue(activeChainIdAtom);
  const account = useAtomValue(connectedAccountAtom);
  const mining = useAtomValue(miningPoolsAtom);
  const now = useChainClock();
  const pool =
    mining.status === 'ready'
      ? mining.pools.find((candidate) => isPoolOf(candidate, currencyIdA, currencyIdB))
      : undefined;
  const lpAddress = pool?.info.totalStakedAmount.currency.address;
  const balanceCalls = useMemo(
    () => (account && lpAddress ? [liquidityBalanceCall(lpAddress, account)] : NO_CALLS),
    [account, lpAddress],
  );
  const balanceAtom = useMemo(() => callStatesAtom(chainId, balanceCalls), [chainId, balanceCalls]);
  const [balanceState] = useAtomValue(balanceAtom);
  const answer = answerOf(balanceState);
  const lpBalance = answer === undefined ? undefined : (decodeUint(answer) ?? 0n);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('mining.pageTitle') });
  }, [t]);

  const state: MiningPoolDetailState =
    mining.status === 'loading'
      ? mining
      : pool
        ? {
            status: 'ready',
            view: miningPoolView(pool, now, account ? { lpBalance } : undefined, t),
          }
        : { status: 'notFound' };
  return (
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
    />
  );
}
