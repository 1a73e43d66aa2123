// How every write (swap, wrap, approve, permit signature, claim, vote, delegate) reports a failure:
// one rule for "the user rejected it" (@dex/wallet's isUserRejection), and a wallet found on another
// chain than the app's enters the wrong-network flow instead of showing an error.
import {
  isUserRejection,
  toWalletError,
  UserRejectedRequestError,
  WrongNetworkError,
} from '@dex/wallet';
import { atom } from 'jotai';
import { type ErrorMessage, errorMessage } from '../errors/messages';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';

/** Spec §8: "Transaction rejected." */
const REJECTED_MESSAGE = new UserRejectedRequestError().message;

/**
 * A failed write in English for logs and reports: "Transaction rejected." for every shape of
 * rejection (`isUserRejection`), else the error's own message (also from a wallet's plain error
 * object). Never shown to users: dialogs show `errorMessage(error)` (src/errors/messages.ts).
 */
export function writeErrorMessage(error: unknown): string {
  return toWalletError(error).message;
}

/**
 * Spec §8: claim, vote and delegation failures are only logged. A rejection is the user's choice,
 * so it is logged as that rather than as an error.
 * @spec 000 §8.8 Delegation, vote and collect failures stop
 * @spec 001 §8.5 Collect, stake and related failures stop
 */
export function logWriteFailure(action: string, error: unknown): void {
  if (isUserRejection(error)) console.info(`${action}: ${REJECTED_MESSAGE}`);
  else console.error(`${action} failed`, error);
}

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
