// The liquidity area of spec 001 (pools, positions, add/increase/remove, migrate, UNI mining),
// loaded on demand: /swap never downloads it. Each page sits behind the spec's redirect rules and
// is its own lazyComponent chunk; a page whose URL names tokens gets the token warning first.
import { getChainInfo } from '@dex/chains';
import { liquidityPageRedirect, liquidityTokenWarningExit } from '@dex/liquidity';
import { useAtomValue } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { lazyComponent } from '../recovery/lazy';
import { activeChainIdAtom } from '../state/wallet';
import { currencyAtom } from '../tokens/currencyAtoms';
import { UrlTokensGate } from '../tokens/TokenWarning';

// Add and increase share one page, its own chunk.
const AddLiquidityPage = lazyComponent(() =>
  import('../liquidity/add/AddLiquidityPage').then((m) => m.AddLiquidityPage),
);

// The positions overview, a position, and its removal: one chunk each.
const PositionsPage = lazyComponent(() =>
  import('../liquidity/positions/PositionsPage').then((m) => m.PositionsPage),
);
const PositionPage = lazyComponent(() =>
  import('../liquidity/positions/PositionPage').then((m) => m.PositionPageRoute),
);
const RemovePage = lazyComponent(() =>
  import('../liquidity/positions/RemovePage').then((m) => m.RemovePage),
);

// V2 liquidity (issue #17): each page its own chunk.
const PoolV2Page = lazyComponent(() =>
  import('../liquidity/v2/PoolV2Page').then((m) => m.PoolV2Page),
);
const AddV2Page = lazyComponent(() => import('../liquidity/v2/AddV2Page').then((m) => m.AddV2Page));
const RemoveV2Page = lazyComponent(() =>
  import('../liquidity/v2/RemoveV2Page').then((m) => m.RemoveV2Page),
);
const FindPoolPage = lazyComponent(() =>
  import('../liquidity/v2/FindPoolPage').then((m) => m.FindPoolPage),
);

// Liquidity mining (issue #18): its own chunk.
const MiningOverviewPage = lazyComponent(() =>
  import('../liquidity/mining/MiningOverviewPage').then((m) => m.MiningOverviewPage),
);
const MiningPoolPage = lazyComponent(() =>
  import('../liquidity/mining/MiningPoolPage').then((m) => m.MiningPoolPage),
);

// Migrate V2 liquidity (issue #18): its own chunk.
const MigrateV2ListPage = lazyComponent(() =>
  import('../liquidity/migrate/MigrateV2ListPage').then((m) => m.MigrateV2ListPage),
);
const MigrateV2PairPage = lazyComponent(() =>
  import('../liquidity/migrate/MigrateV2PairPage').then((m) => m.MigrateV2PairPage),
);

// @spec 001 §2.1 table: Route / Purpose
/** One page per liquidity route of spec 001 §2 (the paths are in AppRoutes' table). */
export const LIQUIDITY_PAGES = {
  uni: MiningOverviewPage,
  liquidityMining: MiningPoolPage,
  findPool: FindPoolPage,
  pool: PositionsPage,
  poolV2: PoolV2Page,
  position: PositionPage,
  add: AddLiquidityPage,
  addV2: AddV2Page,
  increase: AddLiquidityPage,
  removeV2: RemoveV2Page,
  remove: RemovePage,
  migrateV2: MigrateV2ListPage,
  migrateV2Pair: MigrateV2PairPage,
} satisfies Record<string, ComponentType>;

export type LiquidityPageName = keyof typeof LIQUIDITY_PAGES;

/** The page behind /swap's token warning over the route's {currencyIdA} and {currencyIdB}. */
function UrlTokensGatedPage({
  leaveTo,
  children,
}: {
  readonly leaveTo: string;
  readonly children: ReactNode;
}) {
  const { currencyIdA = '', currencyIdB = '' } = useParams();
  const chainId = useAtomValue(activeChainIdAtom);
  const currencyA = useAtomValue(currencyAtom(chainId, currencyIdA));
  const currencyB = useAtomValue(currencyAtom(chainId, currencyIdB));
  return (
    <UrlTokensGate
      currencies={[currencyA, currencyB]}
      currencyIds={[currencyIdA, currencyIdB]}
      leaveTo={leaveTo}
    >
      {children}
    </UrlTokensGate>
  );
}

/**
 * The page of one liquidity route, or where its URL redirects (behind the token warning too);
 * AppRoutes loads this module lazily.
 */
export function LiquidityPage({ page }: { readonly page: LiquidityPageName }) {
  const Page = LIQUIDITY_PAGES[page];
  const leaveTo = liquidityTokenWarningExit(page);
  const wrapped = getChainInfo(useAtomValue(activeChainIdAtom))?.wrappedNativeToken.address;
  const target = liquidityPageRedirect(page, useParams(), wrapped);
  const shown = target ? <Navigate replace to={target} /> : <Page />;
  return leaveTo ? <UrlTokensGatedPage leaveTo={leaveTo}>{shown}</UrlTokensGatedPage> : shown;
}
