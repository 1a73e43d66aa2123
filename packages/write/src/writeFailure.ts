// How a failed write or signature is reported: logged only (spec §8's claim, vote and delegation
// failures), shown in the write's dialog, or neither (a rejection the caller ignores). Its own
// module so an app can report failures without loading the send path (dialogWrite.ts) up front.
import type { WriteDialogState } from '@dex/primitives';
import { isUserRejection, UserRejectedRequestError } from '@dex/wallet';

/** Where failures that are only logged go (the browser's console in an app). */
export interface WriteFailureLog {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

/** Spec §8: "Transaction rejected." */
const REJECTED_MESSAGE = new UserRejectedRequestError().message;

/**
 * Spec §8: claim, vote and delegation failures are only logged. A rejection is the user's choice,
 * so it is logged as that ("<action>: Transaction rejected.") rather than as an error.
 * @spec 000 §8.8 Delegation, vote and collect failures stop
 * @spec 001 §8.5 Collect, stake and related failures stop
 */
export function logWriteFailure(log: WriteFailureLog, action: string, error: unknown): void {
  if (isUserRejection(error)) log.info(`${action}: ${REJECTED_MESSAGE}`);
  else log.error(`${action} failed`, error);
}

/** How a failed write is reported, per caller (spec §8 and 001 §8). */
export interface WriteFailurePolicy {
  /**
   * Spec §8: claim, vote and delegation failures are only logged (under this name) and the
   * dialog goes back to its form instead of showing an error.
   */
  readonly logAs?: string;
  /** Spec 001 §8: adding liquidity ignores a wallet rejection silently (not even logged). */
  readonly silentRejection?: boolean;
  /**
   * Spec 001 §8 "Approval failure is logged and rethrown": the failure is logged under this name
   * and still reaches the user (the dialog shows it).
   */
  readonly alsoLogAs?: string;
  /** Told when the wallet refused the write (`isUserRejection`), once the dialog is settled. */
  readonly onRejection?: () => void;
}

/** The app's side of a write's dialog. */
export interface WriteDialogIo<Message> {
  readonly setDialog: (state: WriteDialogState<Message> | null) => void;
  /**
   * What the dialog says about a failure; null when the app handled it another way (a wallet on
   * another chain: the wrong-network view) and the dialog should close.
   */
  readonly failureMessage: (error: unknown) => Message | null;
  readonly log: WriteFailureLog;
}

/**
 * Reports a failed write or signature: with `logAs` it is logged and the dialog closes, else the
 * dialog shows `failureMessage(error)` (or closes when that is null). Returns the message shown.
 */
export function reportWriteFailure<Message>(
  error: unknown,
  policy: WriteFailurePolicy,
  io: WriteDialogIo<Message>,
): Message | null {
  const { logAs, alsoLogAs } = policy;
  const silent = policy.silentRejection === true && isUserRejection(error);
  if (logAs && !silent) logWriteFailure(io.log, logAs, error);
  if (alsoLogAs) logWriteFailure(io.log, alsoLogAs, error);
  const message = io.failureMessage(error);
  const shown = logAs ? null : message;
  io.setDialog(shown ? { status: 'error', message: shown } : null);
  if (isUserRejection(error)) policy.onRejection?.();
  return shown;
}
