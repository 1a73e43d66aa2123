// Every write of the app goes through `writeAtom`: @dex/write's `sendDialogWrite` bound to the
// connected wallet, the active chain, the tracker, the app's logger and a dialog atom per write.
import type { WriteDialogState as DialogState } from '@dex/primitives';
import type { NewTransaction } from '@dex/transactions';
import { type TransactionDialogState, transactionDialogStateOf } from '@dex/ui-kit';
import {
  type DialogWriteRequest,
  reportWriteFailure,
  type WriteDialogIo,
  type WriteFailurePolicy,
} from '@dex/write';
import { atom, type PrimitiveAtom, type Setter } from 'jotai';
import { type ErrorMessage, translateMessage } from '../errors/messages';
import type { Translate } from '../i18n';
import { appLogger } from '../logging/appLogger';
import { activeChainIdAtom, walletNetworkAtom } from '../state/wallet';
import { addTransactionAtom, walletProviderAtom } from './atoms';
import { transactionExplorerUrl } from './explorer';
import { writeFailedAtom } from './writeFailure';

/** One write: what `sendWrite` needs beyond the wallet and chain, and what the tracker records. */
export type WriteRequest = DialogWriteRequest;

/** What a write's dialog shows; null while it is closed (or back at its form). */
export type WriteDialogState = DialogState<ErrorMessage>;

export type WriteDialogAtom = PrimitiveAtom<WriteDialogState | null>;

export interface WriteFailureOptions extends WriteFailurePolicy {
  /** The write's dialog. */
  readonly dialog: WriteDialogAtom;
}

/** The write's dialog atom, the app's failure messages (wrong network: the wallet modal), console. */
export function dialogIo(set: Setter, dialog: WriteDialogAtom): WriteDialogIo<ErrorMessage> {
  return {
    setDialog: (state) => set(dialog, state),
    failureMessage: (error) => set(writeFailedAtom, error),
    log: console,
  };
}

/**
 * A failed write or signature: a wallet on another chain closes the dialog and opens the wallet
 * modal's wrong-network view; otherwise the dialog shows the translated error, or (with `logAs`)
 * the failure is logged and the dialog closes. Returns the message shown, if any.
 */
export const writeFailureAtom = atom(
  null,
  (_get, set, error: unknown, options: WriteFailureOptions): ErrorMessage | null =>
    reportWriteFailure(error, options, dialogIo(set, options.dialog)),
);

export interface WriteOptions extends WriteFailureOptions {
  readonly request: WriteRequest;
}

/**
 * Runs one write through the connected wallet on the active chain (the chain it is prepared for
 * and sent to): its dialog shows waiting at once (while the send path's chunk loads), then
 * submitted (with the explorer link) or the failure; the tracker records it with its nonce and
 * call and raises the outcome popup. Resolves with the hash, or null when it failed.
 */
export const writeAtom = atom(null, (get, set, options: WriteOptions): Promise<string | null> => {
  const chainId = get(activeChainIdAtom);
  const network = get(walletNetworkAtom);
  const parameters = {
    ...options,
    ...dialogIo(set, options.dialog),
    provider: get(walletProviderAtom),
    chainId,
    logger: appLogger,
    // A wallet already known to be on another chain than the app's gets the wrong-network view.
    ...(network.kind === 'wrong-network' ? { knownWrongChainId: network.walletChainId } : {}),
    track: (transaction: NewTransaction) => set(addTransactionAtom, transaction),
    explorerUrl: (hash: string) => transactionExplorerUrl(chainId, hash),
  };
  set(options.dialog, { status: 'waiting', summary: options.request.summary });
  return import('./dialogWrites').then(({ sendDialogWrite }) => sendDialogWrite(parameters));
});

/** The ui-kit TransactionDialog's state for a write's dialog state, in the user's language. */
export function transactionDialogState(
  t: Translate,
  state: WriteDialogState,
): TransactionDialogState {
  return transactionDialogStateOf(state, (message) => translateMessage(t, message));
}
