// The user's custom tokens (imported by address or from the token warning), per chain, persisted
// through @dex/token-lists' versioned format; corrupted storage starts empty.
import {
  addUserToken,
  clearUserTokens,
  EMPTY_USER_TOKENS,
  loadPersisted,
  removeUserToken,
  type SerializedToken,
  savePersisted,
  USER_TOKENS_STORAGE_KEY,
  type UserTokensState,
  userTokensOnChain,
  userTokensPersistedFormat,
} from '@dex/token-lists';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { activeChainIdAtom } from '../state/wallet';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const storedUserTokensAtom = atomWithLazy<UserTokensState>(() =>
  loadPersisted(
    browserStorage(),
    USER_TOKENS_STORAGE_KEY,
    userTokensPersistedFormat,
    () => EMPTY_USER_TOKENS,
    console,
  ),
);

/** Every chain's custom tokens; writing persists them. */
export const userTokensStateAtom = atom(
  (get) => get(storedUserTokensAtom),
  (_get, set, next: UserTokensState) => {
    set(storedUserTokensAtom, next);
    savePersisted(
      browserStorage(),
      USER_TOKENS_STORAGE_KEY,
      userTokensPersistedFormat,
      next,
      console,
    );
  },
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
