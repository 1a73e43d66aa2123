// How every write (swap, wrap, approve, permit signature, claim, vote, delegate) reports a failure
// the app handles itself: a wallet found on another chain than the app's enters the wrong-network
// flow instead of showing an error (the logging rules are @dex/write's reportWriteFailure).
import { WrongNetworkError } from '@dex/wallet';
import { atom } from 'jotai';
import { type ErrorMessage, errorMessage } from '../errors/messages';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';

/**
 * Call with a failed write's error. When the wallet was not on the app's chain (nothing was sent),
 * opens the wallet modal, whose "Wrong Network" view offers the switch, and returns null: the
 * write's own dialog should close. Otherwise returns what to show (src/errors/messages.ts).
 */
export const writeFailedAtom = atom(null, (_get, set, error: unknown): ErrorMessage | null => {
  if (error instanceof WrongNetworkError) {
    set(openModalWriteAtom, ApplicationModal.WALLET);
    return null;
  }
  return errorMessage(error);
});
