// A write behind a dialog: what the dialog shows while the wallet is asked (waiting), once the write
// is sent (submitted, with its explorer link) or when it failed (the app's message), and the
// spec's rules for failures that are only logged. Framework-free: the app passes how to set the
// dialog and what a failure says; `sendWrite` does the chain check, estimate, send and tracking.
import type { NewTransaction, TransactionApproval, TransactionClaim } from '@dex/transactions';
import { isUserRejection, WrongNetworkError } from '@dex/wallet';
import { type SendWriteParameters, sendWrite } from './sendWrite';
import { reportWriteFailure, type WriteDialogIo, type WriteFailurePolicy } from './writeFailure';

/** One write: what `sendWrite` needs beyond the wallet and chain, and what the tracker records. */
export interface DialogWriteRequest
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
  readonly claim?: TransactionClaim;
}

export interface DialogWriteParameters<Message>
  extends WriteDialogIo<Message>,
    WriteFailurePolicy,
    Pick<SendWriteParameters, 'provider' | 'chainId' | 'logger'> {
  readonly request: DialogWriteRequest;
  /**
   * The wallet's chain when it is already known to be another than `chainId`: the write fails
   * with `WrongNetworkError` before any call is built (`sendWrite`'s own chain check catches a
   * wallet that moved unseen).
   */
  readonly knownWrongChainId?: number;
  /** Hands the sent transaction (with its nonce and call) to the tracker. */
  readonly track: (transaction: NewTransaction) => unknown;
  /** The explorer page of a sent transaction, when the chain has an explorer. */
  readonly explorerUrl: (hash: string) => string | undefined;
}

/**
 * Runs one write behind its dialog: waiting, then submitted (with the explorer link) or the
 * failure as `reportWriteFailure` reports it. Resolves with the hash, or null when it failed.
 */
export async function sendDialogWrite<Message>(
  parameters: DialogWriteParameters<Message>,
): Promise<string | null> {
  const { request, setDialog } = parameters;
  setDialog({ status: 'waiting', summary: request.summary });
  try {
    if (parameters.knownWrongChainId !== undefined) {
      throw new WrongNetworkError(parameters.knownWrongChainId);
    }
    const { hash } = await sendWrite({
      provider: parameters.provider,
      chainId: parameters.chainId,
      ...(parameters.logger ? { logger: parameters.logger } : {}),
      ...request,
      track: (sent) =>
        parameters.track({
          hash: sent.hash,
          from: sent.from,
          summary: request.summary,
          ...(sent.nonce === undefined ? {} : { nonce: sent.nonce }),
          call: sent.call,
          ...(request.approval ? { approval: request.approval } : {}),
          ...(request.claim ? { claim: request.claim } : {}),
        }),
    });
    const explorerUrl = parameters.explorerUrl(hash);
    setDialog({ status: 'submitted', hash, ...(explorerUrl ? { explorerUrl } : {}) });
    return hash;
  } catch (error) {
    reportWriteFailure(error, parameters, parameters);
    return null;
  }
}

/** An approval behind its dialog: a permit signature where the token takes one, else a write. */
export interface DialogApproveParameters<Signed, Message> extends WriteDialogIo<Message> {
  /** The wallet request's text, shown while the signature is asked. */
  readonly summary: string;
  /** Asks the wallet for the permit signature; absent when the token takes none. */
  readonly sign?: () => Promise<Signed>;
  /** Approves on chain (through `sendDialogWrite`, which reports its own failure). */
  readonly approveOnChain: () => Promise<string | null>;
  /** Spec 001 §8: a failed signature is logged under this name, and still shown. */
  readonly alsoLogAs?: string;
  /** A rejected signature is only logged, under this name, and the form comes back. */
  readonly rejectionLogAs?: string;
  /** A signature that fails for another reason than the user's "no": approve on chain instead. */
  readonly approveWhenSigningFails?: boolean;
}

export type DialogApproveResult<Signed> =
  | { readonly permit: Signed }
  | { readonly hash: string }
  | null;

/**
 * Signs a permit (the dialog waits, then closes) or approves on chain. Resolves with the signed
 * permit (the caller keeps it for its write), the approval's hash, or null when it failed (the
 * dialog says why, or the failure is only logged).
 * @spec 001 §8.4 Approval failure is logged and rethrown
 */
export async function approveWithDialog<Signed, Message>(
  parameters: DialogApproveParameters<Signed, Message>,
): Promise<DialogApproveResult<Signed>> {
  const { sign, alsoLogAs } = parameters;
  const approveOnChain = async (): Promise<DialogApproveResult<Signed>> => {
    const hash = await parameters.approveOnChain();
    return hash ? { hash } : null;
  };
  if (!sign) return approveOnChain();
  parameters.setDialog({ status: 'waiting', summary: parameters.summary });
  try {
    const permit = await sign();
    parameters.setDialog(null);
    return { permit };
  } catch (error) {
    const rejected = isUserRejection(error);
    if (!rejected && parameters.approveWhenSigningFails) return approveOnChain();
    const logAs = rejected ? parameters.rejectionLogAs : undefined;
    reportWriteFailure(
      error,
      logAs ? { logAs } : { ...(alsoLogAs ? { alsoLogAs } : {}) },
      parameters,
    );
    return null;
  }
}
