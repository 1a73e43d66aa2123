import { countingModalPresence, type ModalPresence } from '@dex/ui-kit';
import type { WalletModalScreen } from '@dex/wallet';
import { atom } from 'jotai';

// @spec 000 §2.11 Modal identifiers
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

/**
 * Where the wallet modal is (spec §2 wallet modal). `default`: the account view when connected,
 * else the options; `options`: "Change" was pressed for this connection; `connecting`: the user
 * picked a wallet and its connection attempt is shown (connecting, or the error with Try Again).
 */

const WALLET_MODAL_DEFAULT: WalletModalScreen = { screen: 'default' };
const walletModalScreenBaseAtom = atom<WalletModalScreen>(WALLET_MODAL_DEFAULT);

/** The wallet modal's navigation; the app owns it, as it owns whether the modal is open. */
export const walletModalScreenAtom = atom(
  (get) => get(walletModalScreenBaseAtom),
  (_get, set, next: WalletModalScreen) => set(walletModalScreenBaseAtom, next),
);

const openModalBaseAtom = atom<ApplicationModalId | null>(null);

/** The open modal (at most one). Opening the wallet modal starts it at its default view. */
export const openModalAtom = atom(
  (get) => get(openModalBaseAtom),
  (get, set, next: ApplicationModalId | null) => {
    if (next === ApplicationModal.WALLET && get(openModalBaseAtom) !== ApplicationModal.WALLET) {
      set(walletModalScreenBaseAtom, WALLET_MODAL_DEFAULT);
    }
    set(openModalBaseAtom, next);
  },
);

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

/**
 * Closes `modal` only if it is still the open one: a popover dismissed by a click elsewhere must
 * not close the modal that click opened.
 */
export const closeOwnModalAtom = atom(null, (get, set, modal: ApplicationModalId) => {
  if (get(openModalAtom) === modal) set(openModalAtom, null);
});

/**
 * How many dialogs are on screen: the modals above and every page's own (reviews, transaction
 * dialogs), as the ui-kit's Modal reports them through `ModalPresenceContext` (main.tsx).
 */
export const openDialogCountAtom = atom(0);

/** The `ModalPresence` that counts open dialogs into `store`'s `openDialogCountAtom`. */
export function countOpenDialogs(store: {
  set(target: typeof openDialogCountAtom, update: (count: number) => number): void;
}): ModalPresence {
  return countingModalPresence((delta) => store.set(openDialogCountAtom, (count) => count + delta));
}
