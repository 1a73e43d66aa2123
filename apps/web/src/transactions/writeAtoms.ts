// Every write of the app goes through `writeAtom`: @dex/write's `sendWrite` bound to the connected
// wallet, the active chain, the tracker, the app's logger and a dialog atom per write.
import type { TransactionApproval } from '@dex/transactions';
import type { TransactionDialogState } from '@dex/ui-kit';
import { isUserRejection, WrongNetworkError } from '@dex/wallet';
import { type SendWriteParameters, sendWrite } from '@dex/write';
import { atom, type PrimitiveAtom } from 'jotai';
import { type ErrorMessage, translateMessage } from '../errors/messages';
import type { Translate } from '../i18n';
import { appLogger } from '../logging/appLogger';
import { activeChainIdAtom, walletNetworkAtom } from '../state/wallet';
import { addTransactionAtom, walletProviderAtom } from './atoms';
import { transactionExplorerUrl } from './explorer';
import { logWriteFailure, writeFailedAtom } from './writeFailure';

/** One write: what `sendWrite` needs beyond the wallet and chain, and what the tracker records. */
export interface WriteRequest
  extends Pick<SendWriteParameters, 'account' | 'explainEstimateFailure' | 'sendFailure'> {
  /** Already translated; shown while waiting, then in the outcome popup and the account view. */
  readonly summary: string;
  /**
   * The candidates in order of preference (one for most writes; the swap's fallbacks, approve's
   * maximum then exact amount), built when the write starts so a failure to build them (no block
   * time yet, an invalid recipient) is reported like any other.
   */
  readonly calls: Extract<SendWriteParameters['calls'], (...args: never[]) => unknown>;
  /** Recorded with the transaction, for "approval pending" and "claim pending". */
  readonly approval?: TransactionApproval;
  readonly claim?: { readonly recipient: string };
}

/** What a write's dialog shows; null while it is closed (or back at its form). */
export type WriteDialogState =
  | { readonly status: 'waiting'; readonly summary: string }
  | { readonly status: 'submitted'; readonly hash: string; readonly explorerUrl?: string }
  | { readonly status: 'error'; readonly message: ErrorMessage };

export type WriteDialogAtom = PrimitiveAtom<WriteDialogState | null>;

export interface WriteFailureOptions {
  /** The write's dialog. */
  readonly dialog: WriteDialogAtom;
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

/**
 * A failed write or signature: a wallet on another chain closes the dialog and opens the wallet
 * modal's wrong-network view; otherwise the dialog shows the translated error, or (with `logAs`)
 * the failure is logged and the dialog closes. Returns the message shown, if any.
 */
export const writeFailureAtom = atom(
  null,
  (_get, set, error: unknown, options: WriteFailureOptions): ErrorMessage | null => {
    const { dialog, logAs, alsoLogAs } = options;
    const silent = options.silentRejection === true && isUserRejection(error);
    if (logAs && !silent) logWriteFailure(logAs, error);
    if (alsoLogAs) logWriteFailure(alsoLogAs, error);
    const message = set(writeFailedAtom, error);
    const shown = logAs ? null : message;
    set(dialog, shown ? { status: 'error', message: shown } : null);
    if (isUserRejection(error)) options.onRejection?.();
    return shown;
  },
);

export interface WriteOptions extends WriteFailureOptions {
  readonly request: WriteRequest;
}

/**
 * Runs one write through the connected wallet on the active chain (the chain it is prepared for
 * and sent to): its dialog shows waiting, then submitted (with the explorer link) or the failure;
 * the tracker records it with its nonce and call and raises the outcome popup. Resolves with the
 * hash, or null when it failed.
 */
export const writeAtom = atom(
  null,
  async (get, set, options: WriteOptions): Promise<string | null> => {
    const { request, dialog } = options;
    const chainId = get(activeChainIdAtom);
    set(dialog, { status: 'waiting', summary: request.summary });
    try {
      // A wallet already known to be on another chain than the app's gets the wrong-network
      // view before any call is built; sendWrite's own chain check catches one that moved unseen.
      const network = get(walletNetworkAtom);
      if (network.kind === 'wrong-network') throw new WrongNetworkError(network.walletChainId);
      const { hash } = await sendWrite({
        provider: get(walletProviderAtom),
        chainId,
        logger: appLogger,
        ...request,
        track: (sent) =>
          set(addTransactionAtom, {
            hash: sent.hash,
            from: sent.from,
            summary: request.summary,
            ...(sent.nonce === undefined ? {} : { nonce: sent.nonce }),
            call: sent.call,
            ...(request.approval ? { approval: request.approval } : {}),
            ...(request.claim ? { claim: request.claim } : {}),
          }),
      });
      const explorerUrl = transactionExplorerUrl(chainId, hash);
      set(dialog, { status: 'submitted', hash, ...(explorerUrl ? { explorerUrl } : {}) });
      return hash;
    } catch (error) {
      set(writeFailureAtom, error, options);
      return null;
    }
  },
);

/** The ui-kit TransactionDialog's state for a write's dialog state, in the user's language. */
export function transactionDialogState(
  t: Translate,
  state: WriteDialogState,
): TransactionDialogState {
  switch (state.status) {
    case 'waiting':
      return { status: 'waiting', description: state.summary };
    case 'submitted':
      return {
        status: 'submitted',
        ...(state.explorerUrl ? { explorerUrl: state.explorerUrl } : {}),
      };
    case 'error':
      return { status: 'error', message: translateMessage(t, state.message) };
  }
}
