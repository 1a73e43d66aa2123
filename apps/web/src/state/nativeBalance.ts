// Account balances read through @dex/multicall in the same batch as every other read of a block
// (never through the wallet): the native coin via the multicall contract's getEthBalance, tokens
// via balanceOf with the spec's 100,000 gas per balance read.
import { getChainInfo } from '@dex/chains';
import {
  decodeCallStates,
  getMulticallInterface,
  multipleContractCalls,
} from '@dex/multicall/ethers';
import { Interface } from 'ethers';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { callStatesAtom } from './chainCalls';
import { activeChainIdAtom, connectedAccountAtom, nativeBalanceAtom } from './wallet';

export const BALANCE_READ_GAS = 100_000;

const erc20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);

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
  const multicallAddress = getChainInfo(chainId)?.contracts.multicall;
  if (!multicallAddress) return atom(null);
  const callData = getMulticallInterface().encodeFunctionData('getEthBalance', [account]);
  const states = callStatesAtom(chainId, [{ address: multicallAddress, callData }]);
  return atom((get) => {
    const [state] = get(states);
    return state?.valid && state.data && state.data !== '0x' ? BigInt(state.data) : null;
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
  const calls = multipleContractCalls(
    erc20,
    tokens,
    'balanceOf',
    [account],
    BALANCE_READ_GAS,
  ).filter((call) => call !== undefined);
  const states = callStatesAtom(chainId, calls);
  return atom((get) => {
    const decoded = decodeCallStates(erc20, 'balanceOf', get(states));
    const balances: Record<string, bigint> = {};
    decoded.forEach((state, index) => {
      const token = tokens[index];
      const value = state.result?.[0];
      if (token && state.valid && !state.error && typeof value === 'bigint')
        balances[token] = value;
    });
    return balances;
  });
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
