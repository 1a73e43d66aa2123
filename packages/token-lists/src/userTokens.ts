import { type PersistedFormat, sanitizeDisplayText } from '@dex/primitives';
import { isUsableTokenDecimals } from './tokenDecimals';
import { normalizeAddress } from './tokenMap';

// @spec 000 §3.3 Serialized token and pair
/** A token as stored in user settings (custom tokens the user imported). */
export interface SerializedToken {
  readonly chainId: number;
  readonly address: string;
  readonly decimals: number;
  readonly symbol?: string;
  readonly name?: string;
}

/** Custom tokens per chain id, then by checksummed address. */
export type UserTokensState = Readonly<Record<number, Readonly<Record<string, SerializedToken>>>>;

export const EMPTY_USER_TOKENS: UserTokensState = {};

/**
 * Adds or replaces a custom token; invalid addresses, chain ids or unusable decimals are ignored.
 * Symbol and name are kept as labels (hidden and reordering characters visible, also for tokens
 * stored before that rule).
 */
export function addUserToken(state: UserTokensState, token: SerializedToken): UserTokensState {
  const address = normalizeAddress(token.address);
  if (address === null || !Number.isSafeInteger(token.chainId) || token.chainId <= 0) return state;
  if (!isUsableTokenDecimals(token.decimals)) return state;
  const labels = {
    ...(token.symbol === undefined ? {} : { symbol: sanitizeDisplayText(token.symbol) }),
    ...(token.name === undefined ? {} : { name: sanitizeDisplayText(token.name) }),
  };
  return {
    ...state,
    [token.chainId]: { ...state[token.chainId], [address]: { ...token, ...labels, address } },
  };
}

export function removeUserToken(
  state: UserTokensState,
  chainId: number,
  address: string,
): UserTokensState {
  const normalized = normalizeAddress(address);
  const chain = state[chainId];
  if (normalized === null || chain?.[normalized] === undefined) return state;
  const { [normalized]: _removed, ...rest } = chain;
  return { ...state, [chainId]: rest };
}

/** "Clear all" in the manage view: drops the custom tokens of one chain. */
export function clearUserTokens(state: UserTokensState, chainId: number): UserTokensState {
  if (state[chainId] === undefined) return state;
  const { [chainId]: _removed, ...rest } = state;
  return rest;
}

export function userTokensOnChain(state: UserTokensState, chainId: number): SerializedToken[] {
  return Object.values(state[chainId] ?? {});
}

/** A token (any SDK's) as the user's tokens keep it: its symbol and name only when it has them. */
export function serializeUserToken(token: {
  readonly chainId: number;
  readonly address: string;
  readonly decimals: number;
  readonly symbol?: string | undefined;
  readonly name?: string | undefined;
}): SerializedToken {
  return {
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    ...(token.symbol ? { symbol: token.symbol } : {}),
    ...(token.name ? { name: token.name } : {}),
  };
}

export const USER_TOKENS_STORAGE_KEY = 'dex.user-tokens';

/** Version 1: the `UserTokensState` object; invalid entries are dropped on load. */
export const userTokensPersistedFormat: PersistedFormat<UserTokensState> = {
  version: 1,
  migrations: { 0: (data) => data },
  parse(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    let state: UserTokensState = EMPTY_USER_TOKENS;
    for (const chain of Object.values(data)) {
      if (typeof chain !== 'object' || chain === null) continue;
      for (const token of Object.values(chain)) {
        if (typeof token !== 'object' || token === null) continue;
        const { chainId, address, decimals, symbol, name } = token as Record<string, unknown>;
        if (typeof chainId !== 'number' || typeof address !== 'string') continue;
        if (typeof decimals !== 'number') continue;
        state = addUserToken(state, {
          chainId,
          address,
          decimals,
          ...(typeof symbol === 'string' ? { symbol } : {}),
          ...(typeof name === 'string' ? { name } : {}),
        });
      }
    }
    return state;
  },
  serialize: (state) => state,
};
