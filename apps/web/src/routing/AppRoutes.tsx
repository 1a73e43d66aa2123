import { getChainInfo } from '@dex/chains';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactElement, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { ProposalPage, VotePage } from '../governance';
import type { MessageKey } from '../i18n';
import { ComingSoonPage } from '../shell/ComingSoonPage';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import { SwapPage } from '../swap/SwapPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import {
  addLiquidityRedirect,
  addV2LiquidityRedirect,
  isStrictPath,
  migrateV2Redirect,
  removeLiquidityRedirect,
  swapOutputCurrencyRedirect,
} from './rules';

const soon = (feature: MessageKey) => <ComingSoonPage feature={feature} />;

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

function AddLiquidityRoute() {
  const { currencyIdA, currencyIdB } = useParams();
  const chainId = useAtomValue(activeChainIdAtom);
  const wrapped = getChainInfo(chainId)?.wrappedNativeToken.address;
  const target = addLiquidityRedirect(currencyIdA, currencyIdB, wrapped);
  return target ? <Navigate replace to={target} /> : soon('feature.addLiquidity');
}

function AddV2LiquidityRoute() {
  const { currencyIdA, currencyIdB } = useParams();
  const target = addV2LiquidityRedirect(currencyIdA, currencyIdB);
  return target ? <Navigate replace to={target} /> : soon('feature.addV2Liquidity');
}

function RemoveLiquidityRoute() {
  const { tokenId } = useParams();
  const target = removeLiquidityRedirect(tokenId);
  return target ? <Navigate replace to={target} /> : soon('feature.removeLiquidity');
}

function MigrateV2PairRoute() {
  const { address } = useParams();
  const target = migrateV2Redirect(address);
  return target ? <Navigate replace to={target} /> : soon('feature.migrateV2Pair');
}

/** Route table of both specs (000 §2 and 001 §2). Every path not listed here goes to /swap. */
const ROUTES: ReadonlyArray<readonly [path: string, element: ReactElement]> = [
  ['/swap', <SwapPage key="swap" />],
  ['/swap/:outputCurrency', <RedirectSwapOutputCurrency key="swap-output" />],
  ['/send', <RedirectToSwap key="send" />],
  ['/claim', <OpenClaimAndRedirect key="claim" />],
  ['/vote', <VotePage key="vote" />],
  ['/vote/:id', <ProposalPage key="proposal" />],
  ['/uni', soon('feature.uni')],
  ['/uni/:currencyIdA/:currencyIdB', soon('feature.liquidityMining')],
  ['/find', soon('feature.findPool')],
  ['/pool', soon('feature.pool')],
  ['/pool/v2', soon('feature.poolV2')],
  ['/pool/:tokenId', soon('feature.position')],
  ['/add', <AddLiquidityRoute key="add" />],
  ['/add/:currencyIdA', <AddLiquidityRoute key="add" />],
  ['/add/:currencyIdA/:currencyIdB', <AddLiquidityRoute key="add" />],
  ['/add/:currencyIdA/:currencyIdB/:feeAmount', <AddLiquidityRoute key="add" />],
  ['/add/v2', <AddV2LiquidityRoute key="add-v2" />],
  ['/add/v2/:currencyIdA', <AddV2LiquidityRoute key="add-v2" />],
  ['/add/v2/:currencyIdA/:currencyIdB', <AddV2LiquidityRoute key="add-v2" />],
  ['/increase', soon('feature.increaseLiquidity')],
  ['/increase/:currencyIdA', soon('feature.increaseLiquidity')],
  ['/increase/:currencyIdA/:currencyIdB', soon('feature.increaseLiquidity')],
  ['/increase/:currencyIdA/:currencyIdB/:feeAmount', soon('feature.increaseLiquidity')],
  ['/increase/:currencyIdA/:currencyIdB/:feeAmount/:tokenId', soon('feature.increaseLiquidity')],
  ['/remove/v2/:currencyIdA/:currencyIdB', soon('feature.removeV2Liquidity')],
  ['/remove/:tokenId', <RemoveLiquidityRoute key="remove" />],
  ['/migrate/v2', soon('feature.migrateV2')],
  ['/migrate/v2/:address', <MigrateV2PairRoute key="migrate" />],
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
          element={<RouteErrorBoundary>{element}</RouteErrorBoundary>}
        />
      ))}
      <Route path="*" element={<RedirectToSwap />} />
    </Routes>
  );
}
