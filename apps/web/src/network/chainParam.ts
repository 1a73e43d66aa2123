// The chosen chain in the URL (`?chain=arbitrum`, @dex/chains' slugs), so a link names its chain.
import { chainIdFromSlug, chainSlug } from '@dex/chains';
import { APP_CHAIN_IDS } from '../config';
import type { RouterMode } from '../hosting/publicPath';

export const CHAIN_PARAM = 'chain';

/** The offered chain a route's query string names; undefined for none, unknown or not offered. */
export function chainIdFromSearch(search: string): number | undefined {
  return chainIdFromSlug(new URLSearchParams(search).get(CHAIN_PARAM), APP_CHAIN_IDS);
}

/** `search` naming `chainId`, every other parameter kept. */
export function searchWithChain(search: string, chainId: number): string {
  const params = new URLSearchParams(search);
  params.set(CHAIN_PARAM, chainSlug(chainId));
  return `?${params.toString()}`;
}

/** The route's query string of a page as it loads, before the router runs (`#/swap?chain=…` in hash mode). */
export function routeSearchAtLoad(mode: RouterMode, location: Pick<Location, 'search' | 'hash'>) {
  if (mode.kind === 'path') return location.search;
  const query = location.hash.indexOf('?');
  return query === -1 ? '' : location.hash.slice(query);
}
