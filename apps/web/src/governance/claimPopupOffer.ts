// Spec §2: the claim popup is offered once per account and session when the connected account has
// something to claim and no other dialog is open: neither one of the app's modals nor a page's own
// review or transaction dialog. A store subscription started with the app
// (main.tsx), not a component that renders nothing: it re-checks whenever one of its inputs moves.
import type { Atom, createStore } from 'jotai';
import { ApplicationModal, openDialogCountAtom, openModalAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { userUnclaimedAtom } from './userClaim';

type Store = ReturnType<typeof createStore>;

/** The spec's medium breakpoint: the claim popup is offered from here up. */
const WIDE_SCREEN = '(min-width: 720px)';

/** What the offer reads; the app's atoms and the window by default, plain atoms in tests. */
export interface ClaimPopupInputs {
  readonly account: Atom<string | null>;
  /** The connected account's unclaimed amount (undefined while loading). */
  readonly unclaimed: Atom<bigint | undefined>;
  /** On phones the card would sit over the page's main button; the header's claim button is enough. */
  readonly wideScreen: () => boolean;
  /** Dialogs on screen, the pages' own included. */
  readonly openDialogs: Atom<number>;
}

const APP_INPUTS: ClaimPopupInputs = {
  account: connectedAccountAtom,
  unclaimed: userUnclaimedAtom,
  wideScreen: () =>
    typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches,
  openDialogs: openDialogCountAtom,
};

/**
 * Starts offering the claim popup in `store`: each time the account, its unclaimed amount or the
 * open dialogs change, the popup opens if the account has something to claim, was not offered it
 * yet this session and no other dialog is open (a dialog opened meanwhile, e.g. the wallet's, is
 * never replaced). Returns the unsubscribe.
 * @spec 000 §2.25 A claim popup is shown only
 */
export function startClaimPopupOffers(store: Store, inputs: ClaimPopupInputs = APP_INPUTS) {
  /** Accounts the popup was offered to in this session (lower-case). */
  const offered = new Set<string>();
  const offer = () => {
    const key = store.get(inputs.account)?.toLowerCase();
    if (!key || (store.get(inputs.unclaimed) ?? 0n) === 0n || offered.has(key)) return;
    if (store.get(openModalAtom) !== null || store.get(inputs.openDialogs) > 0) return;
    if (!inputs.wideScreen()) return;
    offered.add(key);
    store.set(openModalAtom, ApplicationModal.CLAIM_POPUP);
  };
  const unsubscribes = [
    store.sub(inputs.account, offer),
    store.sub(inputs.unclaimed, offer),
    store.sub(openModalAtom, offer),
    store.sub(inputs.openDialogs, offer),
  ];
  offer();
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
