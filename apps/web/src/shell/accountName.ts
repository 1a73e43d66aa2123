// The connected account's ENS name for the wallet status button (spec §4: "connected: name or
// shortened address"): @dex/ens' reverse lookup, trusted only when the name resolves back to the
// account, on the active chain's read transport and ENS registry. @dex/ens (ethers' name
// normalisation) is imported with the first lookup, so /swap's initial JavaScript stays without it.
import { type Address, getChainInfo } from '@dex/chains';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';

/** Resolves an account's verified primary name on a chain; null when it has none. */
export type AccountNameLookup = (chainId: number, account: Address) => Promise<string | null>;

/** The app's lookup: null on chains without ENS and when the lookup fails (the address is shown). */
export const lookupAccountName: AccountNameLookup = async (chainId, account) => {
  const provider = chainReader(chainId)?.provider;
  const registry = getChainInfo(chainId)?.contracts.ensRegistry;
  if (!provider || !registry) return null;
  try {
    const { lookupEnsName } = await import('@dex/ens');
    return await lookupEnsName(account, { request: (args) => provider.request(args), registry });
  } catch (error) {
    console.warn('ENS reverse lookup failed', error);
    return null;
  }
};

/** The lookup in use, boxed (jotai takes a bare function for a read function); tests put a fake here. */
export const accountNameLookupAtom = atom<{ readonly lookup: AccountNameLookup }>({
  lookup: lookupAccountName,
});

/** One lookup per chain and account, shared by every reader, kept while the app runs. */
const nameFamily = atomFamily((key: `${number}:${Address}`) => {
  const [chainId, account] = key.split(':') as [string, Address];
  const lookup = atom((get) => get(accountNameLookupAtom).lookup(Number(chainId), account));
  // Until the answer arrives the button shows the shortened address.
  return unwrap(lookup, () => null);
});

/** The connected account's verified ENS name on the active chain; null while unknown or absent. */
export const accountNameAtom = atom((get): string | null => {
  const account = get(connectedAccountAtom);
  if (account === null) return null;
  return get(nameFamily(`${get(activeChainIdAtom)}:${account}`));
});
