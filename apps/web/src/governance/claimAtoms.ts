// The airdrop claim (spec §4): claim data from the lookup service, isClaimed from the distributor
// through @dex/multicall, the claim sent through the app's write flow (gas estimate +10%) and
// followed by the tracker.

import { getChainInfo } from '@dex/chains';
import {
  type ClaimProgress,
  type ClaimView,
  checksummedAccount,
  claimCall,
  claimProgress,
  claimStatusCall,
  claimView,
  createClaimLookup,
  decodeIsClaimed,
} from '@dex/governance';
import { WalletNotConnectedError } from '@dex/wallet';
import { type Atom, atom, type Getter } from 'jotai';
import { atomWithLazy, unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { hasPendingClaimAtom, transactionsStateAtom, writeSession } from '../transactions';
import { estimateWriteCostAtom } from '../transactions/networkCostAtoms';
import { governanceContractsAtom } from './contractsAtom';
import { claimLookupUrl } from './governanceConfig';

const env = import.meta.env as Record<string, string | undefined>;
const lookupUrl = claimLookupUrl(env);

/** The lookup service client with its cache of answers: made on first use, one per store. */
const claimLookupAtom = atomWithLazy(() =>
  lookupUrl
    ? createClaimLookup({ url: lookupUrl, fetch: (...args) => fetch(...args), logger: console })
    : undefined,
);

/** The claim of any address on the active chain (keyed lower-case); undefined for an invalid address. */
const claimViewFamily = atomFamily((address: string) => {
  const dataAtom = unwrap(
    atom(async (get) => {
      const chainId = get(activeChainIdAtom);
      const claimLookup = get(claimLookupAtom);
      // Off the chains with the airdrop there is nothing to look up (and no request to send).
      const hasClaim = getChainInfo(chainId)?.features.includes('claim') ?? false;
      if (!claimLookup || !hasClaim || !checksummedAccount(address)) return null;
      return claimLookup.lookup(chainId, address);
    }),
    () => undefined,
  );
  return atom((get): ClaimView | undefined => {
    const account = checksummedAccount(address);
    if (!account) return undefined;
    const data = get(dataAtom);
    const distributor = get(governanceContractsAtom)?.distributor;
    const call = claimStatusCall(data, distributor);
    const [state] = call ? get(callStatesAtom(get(activeChainIdAtom), [call])) : [];
    return claimView(account, data, distributor, decodeCallData(state, decodeIsClaimed));
  });
});

export function claimViewAtom(address: string): Atom<ClaimView | undefined> {
  return claimViewFamily(address.toLowerCase());
}

/** The connected account's claim. */
export const userClaimAtom = atom((get) => {
  const account = get(connectedAccountAtom);
  return account ? get(claimViewAtom(account)) : undefined;
});

// ---- the claim attempt -------------------------------------------------------------------

/** The recipient of the claim started from a dialog, and that write's progress. */
const claimRecipientAtom = atom<string | null>(null);
const claimSession = writeSession();

/** Where a claim for `recipient` stands (@dex/governance's claimProgress). */
const claimProgressFamily = atomFamily((recipient: string) =>
  atom((get): ClaimProgress => {
    const write = get(claimSession.dialog);
    const chainId = get(activeChainIdAtom);
    return claimProgress({
      attempted: get(claimRecipientAtom)?.toLowerCase() === recipient,
      pending: checksummedAccount(recipient) !== undefined && get(hasPendingClaimAtom(recipient)),
      ...(write?.status === 'submitted'
        ? {
            sent: {
              ...(write.explorerUrl ? { explorerUrl: write.explorerUrl } : {}),
              receipt: get(transactionsStateAtom)[chainId]?.[write.hash]?.receipt,
            },
          }
        : {}),
    });
  }),
);

export function claimProgressAtom(recipient: string): Atom<ClaimProgress> {
  return claimProgressFamily(recipient.toLowerCase());
}

/** Forgets a finished attempt (when its dialog closes). */
export const resetClaimAttemptAtom = atom(null, (_get, set) => {
  set(claimRecipientAtom, null);
  set(claimSession.dismiss);
});

/** The claim's write: the one request its dialog's network cost and its send both use. */
function claimWrite(get: Getter, recipient: string) {
  const account = get(connectedAccountAtom);
  const distributor = get(governanceContractsAtom)?.distributor;
  const view = get(claimViewAtom(recipient));
  const data = view?.data;
  if (!account || !distributor || !view || !data) return null;
  return {
    view,
    request: { account, calls: () => [claimCall(distributor, view.account, data)] },
  };
}

/** The claim dialog's network cost: `recipient`'s claim estimated as its send would estimate it. */
export const estimateClaimCostAtom = atom(
  null,
  (get, set, { recipient }: { readonly recipient: string }) => {
    const write = claimWrite(get, recipient);
    // Nothing to claim (or no account): nothing to estimate.
    return write
      ? set(estimateWriteCostAtom, write.request)
      : Promise.reject(new WalletNotConnectedError());
  },
);

/** Claims `recipient`'s airdrop from the connected account; `summary` is the history text. */
export const claimActionAtom = atom(
  null,
  async (get, set, { recipient, summary }: { recipient: string; summary: string }) => {
    const write = claimWrite(get, recipient);
    if (!write) return;
    set(claimRecipientAtom, write.view.account);
    const hash = await set(claimSession.write, {
      logAs: 'Claim',
      request: { ...write.request, summary, claim: { recipient: write.view.account } },
    });
    // Spec: a failed attempt resets, so the dialog offers the claim again.
    if (!hash) set(claimRecipientAtom, null);
  },
);
