// The claim popup's offer (@dex/governance's createClaimPopupOffers: once per account and session,
// never over another dialog, wide screens only) as a store subscription started with the app
// (main.tsx), not a component that renders nothing: it re-checks whenever one of its inputs moves.
import { createClaimPopupOffers } from '@dex/governance';
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
 * open dialogs change. Returns the unsubscribe.
 */
export function startClaimPopupOffers(store: Store, inputs: ClaimPopupInputs = APP_INPUTS) {
  const offers = createClaimPopupOffers();
  const offer = () => {
    const moment = {
      account: store.get(inputs.account),
      unclaimed: store.get(inputs.unclaimed),
      dialogOpen: store.get(openModalAtom) !== null || store.get(inputs.openDialogs) > 0,
      wideScreen: inputs.wideScreen,
    };
    if (offers.offer(moment)) store.set(openModalAtom, ApplicationModal.CLAIM_POPUP);
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
