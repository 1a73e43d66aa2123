// The user's custom tokens (imported by address or from the token warning), per chain, persisted
// through @dex/token-lists' versioned format; corrupted storage starts empty. Where other sites
// share the origin (an IPFS path gateway) they are kept for this visit only: a token another site
// planted would pass without the token warning (state/storageTrust.ts).
import {
  addUserToken,
  clearUserTokens,
  EMPTY_USER_TOKENS,
  removeUserToken,
  type SerializedToken,
  USER_TOKENS_STORAGE_KEY,
  type UserTokensState,
  userTokensOnChain,
  userTokensPersistedFormat,
} from '@dex/token-lists';
import { atom } from 'jotai';
import { atomWithPersistence } from '../state/storage';
import { STORED_VALUE_TRUST } from '../state/storageTrust';
import { activeChainIdAtom } from '../state/wallet';

/** Every chain's custom tokens, persisted in @dex/token-lists' versioned format. */
export const userTokensStateAtom = atomWithPersistence<UserTokensState>(
  USER_TOKENS_STORAGE_KEY,
  EMPTY_USER_TOKENS,
  userTokensPersistedFormat,
  { trust: STORED_VALUE_TRUST.importedTokens },
);

/** The active chain's custom tokens. */
export const userTokensAtom = atom((get) =>
  userTokensOnChain(get(userTokensStateAtom), get(activeChainIdAtom)),
);

export const addUserTokensAtom = atom(null, (get, set, tokens: readonly SerializedToken[]) => {
  set(
    userTokensStateAtom,
    tokens.reduce((state, token) => addUserToken(state, token), get(userTokensStateAtom)),
  );
});

export const removeUserTokenAtom = atom(null, (get, set, address: string) => {
  set(
    userTokensStateAtom,
    removeUserToken(get(userTokensStateAtom), get(activeChainIdAtom), address),
  );
});

export const clearUserTokensAtom = atom(null, (get, set) => {
  set(userTokensStateAtom, clearUserTokens(get(userTokensStateAtom), get(activeChainIdAtom)));
});
