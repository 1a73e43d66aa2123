// Spec 000 §3 "pairs per chain": the V2 pairs the user imported (/find) or created, each a pair of
// serialized tokens (as the user's own tokens are stored), kept per chain in the versioned
// persistence. A pair is stored only if both tokens are on the same chain and differ.
import { type PersistedFormat, sanitizeDisplayText } from '@dex/primitives';
import { isUsableTokenDecimals } from './tokenDecimals';
import { normalizeAddress } from './tokenMap';
import type { SerializedToken } from './userTokens';

export const USER_PAIRS_STORAGE_KEY = 'dex.user-pairs';

// @spec 000 §3.3 Serialized token and pair
export interface SerializedPair {
  readonly token0: SerializedToken;
  readonly token1: SerializedToken;
}

/** Pairs per chain id, keyed by the two lower-case addresses in address order. */
export type UserPairsState = Readonly<Record<number, Readonly<Record<string, SerializedPair>>>>;

export const EMPTY_USER_PAIRS: UserPairsState = {};

function isSerializedToken(value: unknown): value is SerializedToken {
  if (typeof value !== 'object' || value === null) return false;
  const { chainId, address, decimals, symbol, name } = value as Record<string, unknown>;
  return (
    typeof chainId === 'number' &&
    Number.isSafeInteger(chainId) &&
    chainId > 0 &&
    typeof address === 'string' &&
    normalizeAddress(address) !== null &&
    typeof decimals === 'number' &&
    isUsableTokenDecimals(decimals) &&
    (symbol === undefined || typeof symbol === 'string') &&
    (name === undefined || typeof name === 'string')
  );
}

// Symbol and name are kept as labels, as the user's tokens keep them (also for stored pairs).
const serializeToken = (token: SerializedToken): SerializedToken => ({
  chainId: token.chainId,
  address: normalizeAddress(token.address) ?? token.address,
  decimals: token.decimals,
  ...(token.symbol !== undefined ? { symbol: sanitizeDisplayText(token.symbol) } : {}),
  ...(token.name !== undefined ? { name: sanitizeDisplayText(token.name) } : {}),
});

// @spec 001 §5.5 A pair is stored only if
/** Adds a pair (in address order); pairs across chains, of one token twice or malformed are ignored. */
export function addUserPair(
  state: UserPairsState,
  tokenA: SerializedToken,
  tokenB: SerializedToken,
): UserPairsState {
  if (!isSerializedToken(tokenA) || !isSerializedToken(tokenB)) return state;
  if (tokenA.chainId !== tokenB.chainId) return state;
  const [a, b] = [tokenA.address.toLowerCase(), tokenB.address.toLowerCase()];
  if (a === b) return state;
  const [token0, token1] = a < b ? [tokenA, tokenB] : [tokenB, tokenA];
  const key = a < b ? `${a};${b}` : `${b};${a}`;
  return {
    ...state,
    [tokenA.chainId]: {
      ...state[tokenA.chainId],
      [key]: { token0: serializeToken(token0), token1: serializeToken(token1) },
    },
  };
}

export function userPairsOnChain(state: UserPairsState, chainId: number): SerializedPair[] {
  return Object.values(state[chainId] ?? {});
}

/**
 * Version 1 is the `UserPairsState`; version 0 (before versioning) stored the same object bare and
 * is read as it is. Every pair is re-checked on load: unusable ones are dropped.
 */
export const userPairsPersistedFormat: PersistedFormat<UserPairsState> = {
  version: 1,
  migrations: { 0: (data) => data },
  parse(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    let state = EMPTY_USER_PAIRS;
    for (const chain of Object.values(data)) {
      if (typeof chain !== 'object' || chain === null) continue;
      for (const pair of Object.values(chain)) {
        if (typeof pair !== 'object' || pair === null) continue;
        const { token0, token1 } = pair as Record<string, unknown>;
        if (isSerializedToken(token0) && isSerializedToken(token1)) {
          state = addUserPair(state, token0, token1);
        }
      }
    }
    return state;
  },
};
