// The connected account's native balance, read with the multicall contract's getEthBalance in the
// same batch as every other read of the block (never through the wallet).
import { getChainInfo } from '@dex/chains';
import { getMulticallInterface } from '@dex/multicall';
import { type Atom, atom } from 'jotai';
import { chainReader } from '../chain/chainReaders';
import { activeChainIdAtom, nativeBalanceAtom, walletViewAtom } from './wallet';

const balances = new Map<string, Atom<bigint | null>>();

/** Watches one account's balance on one chain while read, refreshed every block. */
export function nativeBalanceOfAtom(chainId: number, account: string): Atom<bigint | null> {
  const key = `${chainId}:${account.toLowerCase()}`;
  let balance = balances.get(key);
  if (!balance) {
    const value = atom<bigint | null>(null);
    const watched = atom(
      (get) => get(value),
      (_get, set, next: bigint | null) => set(value, next),
    );
    watched.onMount = (setBalance) => {
      const multicall = chainReader(chainId)?.multicall;
      const multicallAddress = getChainInfo(chainId)?.contracts.multicall;
      if (!multicall || !multicallAddress) return;
      const callData = getMulticallInterface().encodeFunctionData('getEthBalance', [account]);
      const watch = multicall.watch([{ address: multicallAddress, callData }], {
        blocksPerFetch: 1,
      });
      const publish = () => {
        const [state] = watch.getSnapshot();
        if (state?.valid && state.data && state.data !== '0x') setBalance(BigInt(state.data));
      };
      const unsubscribe = watch.subscribe(publish);
      publish();
      return unsubscribe;
    };
    balance = watched;
    balances.set(key, balance);
  }
  return balance;
}

/** The balance the header shows: the connected account's on the active chain, else nothing. */
export const connectedNativeBalanceAtom = atom((get) => {
  const { account, status } = get(walletViewAtom);
  if (!account || status !== 'connected') return null;
  return get(nativeBalanceOfAtom(get(activeChainIdAtom), account));
});

/** What the header displays: a pinned value when one is set, else the live balance. */
export const displayedNativeBalanceAtom = atom(
  (get) => get(nativeBalanceAtom) ?? get(connectedNativeBalanceAtom),
);
