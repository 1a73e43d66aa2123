// Account balances read through @dex/multicall in the same batch as every other read of a block
// (never through the wallet); the reads and their answers are @dex/chains' balance rules.
import {
  decodeNativeBalance,
  decodeTokenBalances,
  nativeBalanceCall,
  tokenBalanceCalls,
} from '@dex/chains';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { callStatesAtom } from './chainCalls';
import { activeChainIdAtom, connectedAccountAtom, nativeBalanceAtom } from './wallet';

// One atom per distinct read, so every reader shares it (jotai keys state by atom identity); the
// families are keyed by strings so equal reads find the same atom.
const nativeBalanceFamily = atomFamily((key: string) => {
  const [chainId = '', account = ''] = key.split(':');
  return createNativeBalanceAtom(Number(chainId), account);
});

/** An account's native balance on a chain while read, refreshed every block; null until known. */
export function nativeBalanceOfAtom(chainId: number, account: string): Atom<bigint | null> {
  return nativeBalanceFamily(`${chainId}:${account.toLowerCase()}`);
}

function createNativeBalanceAtom(chainId: number, account: string): Atom<bigint | null> {
  const call = nativeBalanceCall(chainId, account);
  if (!call) return atom(null);
  const states = callStatesAtom(chainId, [call]);
  return atom((get) => {
    const [state] = get(states);
    return (state?.valid ? decodeNativeBalance(state.data) : undefined) ?? null;
  });
}

/**
 * Token balances of an account by token address (as given) while read, refreshed every block;
 * a token whose read failed or is still loading is absent.
 */
export function tokenBalancesAtom(
  chainId: number,
  account: string,
  tokens: readonly string[],
): Atom<Readonly<Record<string, bigint>>> {
  return tokenBalancesFamily(`${chainId}:${account.toLowerCase()}:${tokens.join(',')}`);
}

const tokenBalancesFamily = atomFamily((key: string) => {
  const [chainId = '', account = '', tokens = ''] = key.split(':');
  return createTokenBalancesAtom(Number(chainId), account, tokens === '' ? [] : tokens.split(','));
});

function createTokenBalancesAtom(
  chainId: number,
  account: string,
  tokens: readonly string[],
): Atom<Readonly<Record<string, bigint>>> {
  const states = callStatesAtom(chainId, tokenBalanceCalls(tokens, account));
  return atom((get) =>
    decodeTokenBalances(
      tokens,
      get(states).map((state) => (state.valid && !state.error ? state.data : undefined)),
    ),
  );
}

/** The balance the header shows: the connected account's on the active chain, else nothing. */
export const connectedNativeBalanceAtom = atom((get) => {
  const account = get(connectedAccountAtom);
  if (!account) return null;
  return get(nativeBalanceOfAtom(get(activeChainIdAtom), account));
});

/** What the header displays: a pinned value when one is set, else the live balance. */
export const displayedNativeBalanceAtom = atom(
  (get) => get(nativeBalanceAtom) ?? get(connectedNativeBalanceAtom),
);
