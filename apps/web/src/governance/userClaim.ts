// What the shell needs of the airdrop claim on every page (the header's claim button, the claim
// popup's offer) without the claim code on the first download: claimAtoms.ts (the lookup service,
// the distributor reads, the claim write) loads once an account is connected, so a first visit
// without a wallet never fetches it. Until it is there the account's claim reads as loading, and a
// failed download as no claim, tried again when the account changes.
import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import { connectedAccountAtom } from '../state/wallet';

type ClaimAtoms = typeof import('./claimAtoms');

let download: Promise<ClaimAtoms> | undefined;
function loadClaimAtoms(): Promise<ClaimAtoms> {
  download ??= import('./claimAtoms').catch((error: unknown) => {
    download = undefined;
    throw error;
  });
  return download;
}

const claimAtomsAtom = loadable(
  atom((get) => (get(connectedAccountAtom) ? loadClaimAtoms() : null)),
);

/** The connected account's unclaimed amount in raw token units; undefined while unknown. */
export const userUnclaimedAtom = atom((get): bigint | undefined => {
  const claimAtoms = get(claimAtomsAtom);
  if (claimAtoms.state !== 'hasData' || !claimAtoms.data) return undefined;
  return get(claimAtoms.data.userClaimAtom)?.unclaimed;
});

/** Drives the header's claim button and the claim popup. */
export const claimAvailableAtom = atom((get) => (get(userUnclaimedAtom) ?? 0n) > 0n);
