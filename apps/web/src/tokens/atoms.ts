// Token lists in the app: one persisted @dex/token-lists store whose lists in use (active and
// unsupported-token lists) are refreshed at start and every 10 minutes while the page is visible,
// and whose inactive lists are fetched only while the Manage Lists view shows them; its updates
// shown as popups; the active chain's tokens and the unsupported-asset lookup (the search index is
// searchIndex.ts, loaded with the token dialog).
import { getChainInfo } from '@dex/chains';
import { pageStorage } from '@dex/primitives';
import {
  type AnyToken,
  activeListsSettled,
  combinedActiveTokenMap,
  createListsStore,
  createUnsupportedTokenLookup,
  fetchTokenList,
  importTokenList,
  type ListsState,
  type ListsStore,
  listUpdateNotice,
  startActiveListsRefresh,
  tokensWithUserTokens,
  unsupportedListsFromState,
} from '@dex/token-lists';
import { createEnsContenthashResolver } from '@dex/token-lists/ethers';
import { type Atom, atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { chainReader } from '../chain/chainReaders';
import { APP_CHAIN_IDS, DEFAULT_CHAIN_ID } from '../config';
import { appLogger } from '../logging/appLogger';
import { addPopupAtom } from '../state/popups';
import { STORED_VALUE_TRUST } from '../state/storageTrust';
import { storeSnapshotAtoms } from '../state/storeSnapshot';
import { activeChainIdAtom } from '../state/wallet';
import { listsConfigFor } from './listsConfig';
import { userTokensStateAtom } from './userTokens';

const env = import.meta.env as Record<string, string | undefined>;
export const listsConfig = listsConfigFor(env.VITE_DEVNET_SERVICES_URL);

/** The ENS contenthash resolver for list locations: the devnet's registry there, else mainnet's. */
function ensContenthashResolver() {
  const chainId = getChainInfo(DEFAULT_CHAIN_ID)?.contracts.ensRegistry ? DEFAULT_CHAIN_ID : 1;
  const provider = chainReader(chainId)?.provider;
  const registryAddress = getChainInfo(chainId)?.contracts.ensRegistry;
  return createEnsContenthashResolver({
    provider: provider ?? null,
    ...(registryAddress ? { registryAddress } : {}),
    chainId: null,
  });
}

/** Downloads and validates a list from any supported location (https, ipfs, ipns, ENS name). */
export function fetchListFromLocation(url: string) {
  return fetchTokenList(url, {
    fetch: (...args) => globalThis.fetch(...args),
    gateways: listsConfig.gateways,
    resolveEnsContenthash: ensContenthashResolver(),
    logger: appLogger,
    // Lists carry tokens of chains the app cannot use (the default list has Solana tokens whose
    // addresses fail the schema); keep the app's chains and say what was left out.
    chainIds: APP_CHAIN_IDS,
    onDropped: ({ listUrl, count }) =>
      console.info(`Token list ${listUrl}: ${count} tokens of other chains left out`),
  });
}

/** The lists store: created on first use, one per jotai store. */
export const listsStoreAtom = atomWithLazy<ListsStore>(() => {
  // None where other sites share the origin: a list (or a copy of a default list) planted there
  // would vouch for any token, so the lists start afresh on every visit (state/storageTrust.ts).
  const storage = pageStorage(STORED_VALUE_TRUST.tokenLists);
  return createListsStore({
    fetchList: fetchListFromLocation,
    config: listsConfig,
    ...(storage ? { storage } : {}),
    logger: appLogger,
  });
});

const lists = storeSnapshotAtoms((get) => get(listsStoreAtom));

export const listsStateAtom: Atom<ListsState> = lists.snapshot;

/** The active chain's tokens from the active lists and the user's custom tokens (address -> token). */
export const activeTokensAtom = atom((get): ReadonlyMap<string, AnyToken> => {
  const active = combinedActiveTokenMap(get(listsStateAtom), { logger: appLogger });
  return tokensWithUserTokens(active, get(userTokensStateAtom), get(activeChainIdAtom));
});

/**
 * True while an active list has neither loaded nor failed (@dex/token-lists' activeListsSettled):
 * the dialog shows loading instead of "no results", and the token warning is still checking.
 */
export const listsLoadingAtom = atom((get) => !activeListsSettled(get(listsStateAtom)));

export const unsupportedTokensAtom = atom((get) =>
  createUnsupportedTokenLookup(
    unsupportedListsFromState(get(listsStateAtom), listsConfig.unsupportedListUrls),
  ),
);

/** Accepts a list's pending update (the popup's "Accept update"). */
export const acceptListUpdateAtom = atom(null, (get, set, listUrl: string) => {
  get(listsStoreAtom).acceptUpdate(listUrl);
  set(lists.invalidate);
});

/**
 * Subscribe once at start-up (src/main.tsx): fetches the lists in use (active and unsupported)
 * now and every 10 minutes while the page is visible, and turns list updates into popups.
 * Inactive lists are left to `inactiveListsFetchAtom`.
 */
export const listsRefreshAtom = atom(null, (get, set) => {
  const store = get(listsStoreAtom);
  const stopAnnouncing = store.onListUpdate((update) => {
    const { key, notice } = listUpdateNotice(update);
    set(addPopupAtom, { key, removeAfterMs: null, content: notice });
  });
  const stopRefreshing = startActiveListsRefresh(
    store,
    listsConfig.unsupportedListUrls,
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  return () => {
    stopRefreshing();
    stopAnnouncing();
  };
});
listsRefreshAtom.onMount = (start) => start();

/**
 * Read by the Manage Lists view: mounting it fetches the inactive lists (their hosts hear from
 * the user only when the user looks at them).
 */
export const inactiveListsFetchAtom = atom(null, (get) => {
  void get(listsStoreAtom).refreshInactive(listsConfig.unsupportedListUrls);
});
inactiveListsFetchAtom.onMount = (fetchInactive) => fetchInactive();

/** Enables an inactive list or disables an active one. */
export const toggleListAtom = atom(null, (get, _set, url: string) => {
  get(listsStoreAtom).toggleList(url);
});

/** Removes a list (the store refuses the last remaining one). */
export const removeListAtom = atom(null, (get, _set, url: string) => {
  get(listsStoreAtom).removeList(url);
});

/** Imports a list (@dex/token-lists' importTokenList): null, or the error for the view to show. */
export const importListAtom = atom(null, async (get, _set, url: string): Promise<unknown> => {
  const failure = await importTokenList(get(listsStoreAtom), url);
  return failure ? (failure.error ?? new Error('List import failed')) : null;
});
