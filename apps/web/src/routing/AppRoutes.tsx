import type { ChainCapability } from '@dex/chains';
import { swapOutputCurrencyRedirect } from '@dex/swap';
import { useSetAtom } from 'jotai';
import { type ReactElement, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { BravoProposalPage, ProposalPage, VotePage } from '../governance';
import { ChainFeatureGate } from '../network/ChainFeatureGate';
import { WalletNetworkGate } from '../network/WalletNetworkGate';
import { lazyComponent, PageLoading } from '../recovery/lazy';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { SwapRoute } from '../swap/SwapRoute';
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

/**
 * A page only some chains have (a mainnet-only feature, or V2 migration where the V3 migrator is);
 * elsewhere it says so and offers to switch.
 */
const only = (feature: ChainCapability, page: ReactElement) => (
  <ChainFeatureGate feature={feature}>{page}</ChainFeatureGate>
);

/**
 * A page: while the connected wallet is on another chain than the app's it says so and offers
 * the switch instead (redirects are not pages: they only move on).
 */
const page = (element: ReactElement) => <WalletNetworkGate>{element}</WalletNetworkGate>;

// @spec 000 §2.1 table: Route / Purpose
/** Route table of both specs (000 §2 and 001 §2). Every path not listed here goes to /swap. */
const ROUTES: ReadonlyArray<readonly [path: string, element: ReactElement]> = [
  ['/swap', page(<SwapRoute key="swap" />)],
  ['/swap/:outputCurrency', <RedirectSwapOutputCurrency key="swap-output" />],
  ['/send', <RedirectToSwap key="send" />],
  ['/claim', only('claim', <OpenClaimAndRedirect />)],
  ['/vote', only('governance', page(<VotePage />))],
  ['/vote/:id', only('governance', page(<ProposalPage />))],
  // GovernorBravo's proposals (issue #39 §3): numbered on their own, so a path of their own.
  ['/vote/bravo/:id', only('governance', page(<BravoProposalPage />))],
  ['/uni', only('liquidityMining', page(liquidity('uni')))],
  ['/uni/:currencyIdA/:currencyIdB', only('liquidityMining', page(liquidity('liquidityMining')))],
  ['/find', page(liquidity('findPool'))],
  ['/pool', page(liquidity('pool'))],
  ['/pool/v2', page(liquidity('poolV2'))],
  ['/pool/:tokenId', page(liquidity('position'))],
  ['/add', page(liquidity('add'))],
  ['/add/:currencyIdA', page(liquidity('add'))],
  ['/add/:currencyIdA/:currencyIdB', page(liquidity('add'))],
  ['/add/:currencyIdA/:currencyIdB/:feeAmount', page(liquidity('add'))],
  ['/add/v2', page(liquidity('addV2'))],
  ['/add/v2/:currencyIdA', page(liquidity('addV2'))],
  ['/add/v2/:currencyIdA/:currencyIdB', page(liquidity('addV2'))],
  ['/increase', page(liquidity('increase'))],
  ['/increase/:currencyIdA', page(liquidity('increase'))],
  ['/increase/:currencyIdA/:currencyIdB', page(liquidity('increase'))],
  ['/increase/:currencyIdA/:currencyIdB/:feeAmount', page(liquidity('increase'))],
  ['/increase/:currencyIdA/:currencyIdB/:feeAmount/:tokenId', page(liquidity('increase'))],
  ['/remove/v2/:currencyIdA/:currencyIdB', page(liquidity('removeV2'))],
  ['/remove/:tokenId', page(liquidity('remove'))],
  // Spec 001 §2: V2 migration wherever V3 has a migrator; only its Sushi pairs are mainnet-only.
  ['/migrate/v2', only('v2Migration', page(liquidity('migrateV2')))],
  ['/migrate/v2/:address', only('v2Migration', page(liquidity('migrateV2Pair')))],
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
