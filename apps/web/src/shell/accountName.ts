// The connected account's ENS name for the wallet status button (spec §4: "connected: name or
// shortened address"): @dex/ens' reverse lookup, trusted only when the name resolves back to the
// account, on the active chain's read transport and ENS registry. @dex/ens (ethers' name
// normalisation) is imported with the first lookup, so /swap's initial JavaScript stays without it.
import { type Address, getChainInfo } from '@dex/chains';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { blockNumbersAtom } from '../state/blockNumber';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';

/**
 * Resolves an account's verified primary name on a chain: null when it has none; rejects when
 * the lookup itself failed (node or module download), which is retried on the next block.
 */
export type AccountNameLookup = (chainId: number, account: Address) => Promise<string | null>;

/** The app's lookup: null on chains without ENS. */
export const lookupAccountName: AccountNameLookup = async (chainId, account) => {
  const provider = chainReader(chainId)?.provider;
  const registry = getChainInfo(chainId)?.contracts.ensRegistry;
  if (!provider || !registry) return null;
  try {
    const { lookupEnsName } = await import('@dex/ens');
    return await lookupEnsName(account, { request: (args) => provider.request(args), registry });
  } catch (error) {
    console.warn('ENS reverse lookup failed', error);
    throw error;
  }
};

/** The lookup in use, boxed (jotai takes a bare function for a read function); tests put a fake here. */
export const accountNameLookupAtom = atom<{ readonly lookup: AccountNameLookup }>({
  lookup: lookupAccountName,
});

/**
 * One lookup per chain and account, shared by every reader and kept while the app runs once it
 * has answered; a failed lookup (a node hiccup) is tried again with the chain's next block
 * instead of hiding the name until a reload.
 */
const nameFamily = atomFamily((key: `${number}:${Address}`) => {
  const [chainIdText, account] = key.split(':') as [string, Address];
  const chainId = Number(chainIdText);
  let answer: { readonly promise: Promise<string | null>; readonly by: AccountNameLookup } | null =
    null;
  let failed = false;
  const lookup = atom((get) => {
    const { lookup: current } = get(accountNameLookupAtom);
    // Read only so that a new block re-runs this function; an answer already in is kept.
    get(blockNumbersAtom)[chainId];
    if (answer === null || answer.by !== current || failed) {
      failed = false;
      const promise = current(chainId, account).catch(() => {
        failed = true;
        return null;
      });
      answer = { promise, by: current };
    }
    return answer.promise;
  });
  // Until the (next) answer arrives the button shows what it showed: the shortened address first.
  return unwrap(lookup, (previous) => previous ?? null);
});

/** The connected account's verified ENS name on the active chain; null while unknown or absent. */
export const accountNameAtom = atom((get): string | null => {
  const account = get(connectedAccountAtom);
  if (account === null) return null;
  return get(nameFamily(`${get(activeChainIdAtom)}:${account}`));
});
