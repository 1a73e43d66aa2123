import type { ChainFeature } from '@dex/chains';
import { swapOutputCurrencyRedirect } from '@dex/router';
import { useSetAtom } from 'jotai';
import { type ReactElement, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { ProposalPage, VotePage } from '../governance';
import { ChainFeatureGate } from '../network/ChainFeatureGate';
import { lazyComponent, PageLoading } from '../recovery/lazy';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { SwapPage } from '../swap/SwapPage';
import type { LiquidityPageName } from './liquidityRoutes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { isStrictPath } from './rules';

// /swap is the landing page and loads with the app; every other page loads on demand
// (governance from ../governance, the liquidity area from ./liquidityRoutes).
const LiquidityPage = lazyComponent(() => import('./liquidityRoutes').then((m) => m.LiquidityPage));
const liquidity = (page: LiquidityPageName) => <LiquidityPage key={page} page={page} />;

/** Any other path, /send, and strict-path violations go to /swap, keeping the query string. */
function RedirectToSwap() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: '/swap', search }} />;
}

function RedirectSwapOutputCurrency() {
  const { outputCurrency = '' } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={swapOutputCurrencyRedirect(outputCurrency, search)} />;
}

/** /claim opens the address-claim dialog, then shows the swap page under it. */
function OpenClaimAndRedirect() {
  const openModal = useSetAtom(openModalWriteAtom);
  useEffect(() => openModal(ApplicationModal.ADDRESS_CLAIM), [openModal]);
  return <Navigate replace to="/swap" />;
}

/** A mainnet-only page (`ChainInfo.features`); elsewhere it says so and offers to switch. */
const only = (feature: ChainFeature, page: ReactElement) => (
  <ChainFeatureGate feature={feature}>{page}</ChainFeatureGate>
);

/** Route table of both specs (000 §2 and 001 §2). Every path not listed here goes to /swap. */
const ROUTES: ReadonlyArray<readonly [path: string, element: ReactElement]> = [
  ['/swap', <SwapPage key="swap" />],
  ['/swap/:outputCurrency', <RedirectSwapOutputCurrency key="swap-output" />],
  ['/send', <RedirectToSwap key="send" />],
  ['/claim', only('claim', <OpenClaimAndRedirect />)],
  ['/vote', only('governance', <VotePage />)],
  ['/vote/:id', only('governance', <ProposalPage />)],
  ['/uni', only('liquidityMining', liquidity('uni'))],
  ['/uni/:currencyIdA/:currencyIdB', only('liquidityMining', liquidity('liquidityMining'))],
  ['/find', liquidity('findPool')],
  ['/pool', liquidity('pool')],
  ['/pool/v2', liquidity('poolV2')],
  ['/pool/:tokenId', liquidity('position')],
  ['/add', liquidity('add')],
  ['/add/:currencyIdA', liquidity('add')],
  ['/add/:currencyIdA/:currencyIdB', liquidity('add')],
  ['/add/:currencyIdA/:currencyIdB/:feeAmount', liquidity('add')],
  ['/add/v2', liquidity('addV2')],
  ['/add/v2/:currencyIdA', liquidity('addV2')],
  ['/add/v2/:currencyIdA/:currencyIdB', liquidity('addV2')],
  ['/increase', liquidity('increase')],
  ['/increase/:currencyIdA', liquidity('increase')],
  ['/increase/:currencyIdA/:currencyIdB', liquidity('increase')],
  ['/increase/:currencyIdA/:currencyIdB/:feeAmount', liquidity('increase')],
  ['/increase/:currencyIdA/:currencyIdB/:feeAmount/:tokenId', liquidity('increase')],
  ['/remove/v2/:currencyIdA/:currencyIdB', liquidity('removeV2')],
  ['/remove/:tokenId', liquidity('remove')],
  ['/migrate/v2', only('sushiMigration', liquidity('migrateV2'))],
  ['/migrate/v2/:address', only('sushiMigration', liquidity('migrateV2Pair'))],
];

export function AppRoutes() {
  const { pathname } = useLocation();
  // react-router ignores a trailing slash; the spec's routes are strict, so such paths are
  // "any other path".
  if (!isStrictPath(pathname)) return <RedirectToSwap />;
  return (
    <Routes>
      {ROUTES.map(([path, element]) => (
        <Route
          key={path}
          path={path}
          element={
            <RouteErrorBoundary>
              <Suspense fallback={<PageLoading />}>{element}</Suspense>
            </RouteErrorBoundary>
          }
        />
      ))}
      <Route path="*" element={<RedirectToSwap />} />
    </Routes>
  );
}
