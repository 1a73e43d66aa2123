// The chosen chain in the URL (`?chain=arbitrum`, @dex/chains' slugs), so a link names its chain.
import { chainIdFromSearch as offeredChainIdFromSearch } from '@dex/chains';
import { APP_CHAIN_IDS } from '../config';
import type { RouterMode } from '../hosting/publicPath';

/** The chain of this build a route's query string names; undefined for none, unknown or not offered. */
export function chainIdFromSearch(search: string): number | undefined {
  return offeredChainIdFromSearch(search, APP_CHAIN_IDS);
}

/** The route's query string of a page as it loads, before the router runs (`#/swap?chain=…` in hash mode). */
export function routeSearchAtLoad(mode: RouterMode, location: Pick<Location, 'search' | 'hash'>) {
  if (mode.kind === 'path') return location.search;
  const query = location.hash.indexOf('?');
  return query === -1 ? '' : location.hash.slice(query);
}
