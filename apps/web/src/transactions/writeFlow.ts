// The one write flow of the app (spec §7 "Chain writes", each gas-estimated first): the calls a
// package built are estimated in order of preference through the wallet (each failure logged, spec
// 001 §8), the first that estimates is sent with its estimate +10% and the chain id, from the account
// it was prepared for, and its hash goes to the tracker with the nonce and call it was sent with, so
// a replacement is recognised even before any node showed the transaction. Progress is reported step
// by step for the write's dialog. Pure of React and jotai: writeAtoms.ts binds it to the connected
// wallet, the tracker, a dialog atom and the app's logger.
import {
  addGasMargin,
  type Logger,
  silentLogger,
  type TransactionRequest,
  toQuantity,
  walletTransaction,
} from '@dex/primitives';
import { extractRevertReason } from '@dex/router';
import {
  type RecordedCall,
  readPendingNonce,
  recordedCall,
  type TransactionApproval,
} from '@dex/transactions';
import {
  type Eip1193Provider,
  isUserRejection,
  requireAccount,
  toWalletError,
  UserRejectedRequestError,
  WalletError,
  WrongNetworkError,
} from '@dex/wallet';
import { GasEstimateError, WalletNotConnectedError } from '../errors/writeErrors';
import { LOG_MESSAGES } from '../logging/appLogger';
import { sendTransaction } from './sendTransaction';

/** A candidate whose gas estimate failed, with the wallet's (or node's) error. */
export interface EstimateFailure {
  readonly call: TransactionRequest;
  readonly error: unknown;
}

export interface WriteRequest {
  /** The connected account that signs and sends. */
  readonly account: string;
  /** Already translated; shown while waiting, then in the outcome popup and the account view. */
  readonly summary: string;
  /**
   * The candidates in order of preference (one for most writes; the swap's fallbacks, approve's
   * maximum then exact amount). Built when the flow starts, so a failure to build (e.g. no block
   * time yet, an invalid recipient) is reported like any other.
   */
  readonly calls: () => readonly TransactionRequest[] | Promise<readonly TransactionRequest[]>;
  /** Recorded with the transaction, for "approval pending" and "claim pending". */
  readonly approval?: TransactionApproval;
  readonly claim?: { readonly recipient: string };
  /**
   * Why no candidate estimated (the swap replays each as a read to name the revert). Without it
   * the flow throws `GasEstimateError` with the last candidate's revert reason.
   */
  readonly explainEstimateFailure?: (
    failures: readonly EstimateFailure[],
    wallet: Eip1193Provider,
  ) => Promise<Error>;
  /** Rewords a wallet failure while sending (not a rejection, not the wrong network). */
  readonly sendFailure?: (error: WalletError) => Error;
}

/** What the write's dialog learns, in order: waiting, then submitted or failed. */
export type WriteStep =
  | { readonly status: 'waiting'; readonly summary: string }
  | { readonly status: 'submitted'; readonly hash: string }
  | { readonly status: 'failed'; readonly error: unknown };

/** What the tracker is told about a sent write. */
export interface TrackedWrite {
  readonly hash: string;
  readonly from: string;
  readonly summary: string;
  /** The nonce it takes, read from the wallet just before sending; absent when it could not say. */
  readonly nonce?: number;
  /** What it calls: tells a sped-up replacement from a cancellation. */
  readonly call: RecordedCall;
  readonly approval?: TransactionApproval;
  readonly claim?: { readonly recipient: string };
}

export interface WriteDependencies {
  /** The connected wallet (null when none): estimates and sends. */
  readonly wallet: Eip1193Provider | null | undefined;
  /** The chain the write was prepared for, sent as the transaction's `chainId`. */
  readonly chainId: number;
  /** Hands the sent transaction to the tracker. */
  readonly track: (write: TrackedWrite) => Promise<unknown>;
  readonly report: (step: WriteStep) => void;
  /** Where gas-estimate failures are logged (the app's logger); silent when omitted. */
  readonly logger?: Logger;
}

/** Failures no other candidate can avoid: the user's "no" and a wallet on another chain. */
function isFinal(error: unknown): boolean {
  return error instanceof WrongNetworkError || isUserRejection(error);
}

/**
 * The first candidate that estimates, with its gas limit (estimate +10%); a candidate with a
 * fixed gas limit (the staking writes) is taken as it is, unestimated.
 */
async function selectCall(
  wallet: Eip1193Provider,
  request: WriteRequest,
  calls: readonly TransactionRequest[],
  logger: Logger,
): Promise<{ readonly call: TransactionRequest; readonly gasLimit: bigint }> {
  const failures: EstimateFailure[] = [];
  for (const call of calls) {
    if (call.gasLimit !== undefined) return { call, gasLimit: call.gasLimit };
    try {
      const estimate = await wallet.request({
        method: 'eth_estimateGas',
        params: [walletTransaction(request.account, call)],
      });
      return { call, gasLimit: addGasMargin(BigInt(String(estimate))) };
    } catch (error) {
      if (isFinal(error)) throw toWalletError(error);
      // Spec 001 §8: a gas estimation failure is logged, for every write and every candidate
      // (a later one may still estimate: approve's exact amount, the swap's other calls).
      logger.warn(LOG_MESSAGES.gasEstimate, { to: call.address, data: call.callData, error });
      failures.push({ call, error });
    }
  }
  const last = failures.at(-1)?.error;
  const failure = request.explainEstimateFailure
    ? await request.explainEstimateFailure(failures, wallet)
    : new GasEstimateError(extractRevertReason(last), { cause: last });
  // Nothing is sent; the write's own message says why (the V2 removal's "This transaction would
  // fail. Please contact support.", the swap's estimate messages).
  logger.error(failure.message, failure);
  throw failure;
}

interface SentWrite {
  readonly hash: string;
  readonly nonce: number | undefined;
  readonly call: RecordedCall;
}

async function send(dependencies: WriteDependencies, request: WriteRequest): Promise<SentWrite> {
  const { wallet, chainId } = dependencies;
  const logger = dependencies.logger ?? silentLogger;
  if (!wallet) throw new WalletNotConnectedError();
  const calls = await request.calls();
  const { call, gasLimit } = await selectCall(wallet, request, calls, logger);
  // Right before sending: the wallet must still be on the account the write was prepared for (its
  // chain is checked by the provider itself, see walletProvider.ts, and by the chainId sent). The
  // nonce the transaction will take is read in the same round trip.
  const [, nonce] = await Promise.all([
    requireAccount(wallet, request.account),
    readPendingNonce((args) => wallet.request(args), request.account, logger),
  ]);
  const transaction = {
    ...walletTransaction(request.account, call, gasLimit),
    chainId: toQuantity(chainId),
  };
  try {
    const hash = await sendTransaction(wallet, transaction);
    return { hash, nonce, call: recordedCall(call) };
  } catch (error) {
    const reword =
      request.sendFailure &&
      error instanceof WalletError &&
      !(error instanceof UserRejectedRequestError) &&
      !(error instanceof WrongNetworkError);
    throw reword ? request.sendFailure?.(error) : error;
  }
}

/**
 * Runs one write: reports `waiting`, builds and estimates the calls, checks the wallet's account,
 * sends the first that estimates (+10% gas, with the chain id), tracks it with its nonce and call
 * and reports `submitted`; any failure is reported as `failed` with its typed error (see
 * src/errors/messages.ts for what users read). Resolves with the hash, or null when the write
 * failed.
 */
export async function runWrite(
  dependencies: WriteDependencies,
  request: WriteRequest,
): Promise<string | null> {
  const { report } = dependencies;
  report({ status: 'waiting', summary: request.summary });
  try {
    const { hash, nonce, call } = await send(dependencies, request);
    await dependencies.track({
      hash,
      from: request.account,
      summary: request.summary,
      ...(nonce === undefined ? {} : { nonce }),
      call,
      ...(request.approval ? { approval: request.approval } : {}),
      ...(request.claim ? { claim: request.claim } : {}),
    });
    report({ status: 'submitted', hash });
    return hash;
  } catch (error) {
    report({ status: 'failed', error });
    return null;
  }
}
