import { atom } from 'jotai';

/** The spec's modal identifiers; at most one of them is open at a time. */
export const ApplicationModal = {
  WALLET: 'wallet',
  SETTINGS: 'settings',
  SELF_CLAIM: 'selfClaim',
  ADDRESS_CLAIM: 'addressClaim',
  CLAIM_POPUP: 'claimPopup',
  MENU: 'menu',
  DELEGATE: 'delegate',
  VOTE: 'vote',
  POOL_OVERVIEW_OPTIONS: 'poolOverviewOptions',
} as const;

export type ApplicationModalId = (typeof ApplicationModal)[keyof typeof ApplicationModal];

/** Toggling the open modal closes it; toggling another one replaces it. */
export function nextOpenModal(
  current: ApplicationModalId | null,
  toggled: ApplicationModalId,
): ApplicationModalId | null {
  return current === toggled ? null : toggled;
}

export const openModalAtom = atom<ApplicationModalId | null>(null);

export const toggleModalAtom = atom(null, (get, set, modal: ApplicationModalId) => {
  set(openModalAtom, nextOpenModal(get(openModalAtom), modal));
});

/** Opens a modal whatever is open now (e.g. /claim opening the address-claim dialog). */
export const openModalWriteAtom = atom(null, (_get, set, modal: ApplicationModalId) => {
  set(openModalAtom, modal);
});

export const closeModalAtom = atom(null, (_get, set) => {
  set(openModalAtom, null);
});
