// sendWrite: the one estimate -> send step (spec §7 "Chain writes", each gas-estimated first). The
// wallet must be on the chain the write was built for before anything is estimated, and still be
// there (and on the account it was prepared for) right before it is sent. The candidate calls are
// estimated in order of preference; the first that estimates is sent with its estimate +10% and
// the chain id; the sent transaction is handed to the tracker with the nonce and call
// it went out with, so a replacement is recognised even before any node showed it.
import {
  addGasMargin,
  type Eip1193Provider,
  type Logger,
  silentLogger,
  type TransactionRequest,
  toQuantity,
  type WalletTransaction,
  walletTransaction,
} from '@dex/primitives';
import { type RecordedCall, readPendingNonce, recordedCall } from '@dex/transactions';
import {
  ConnectionError,
  isUserRejection,
  NoTransactionHashError,
  requireAccount,
  requireWalletChain,
  toWalletError,
  UserRejectedRequestError,
  WalletError,
  WalletNotConnectedError,
  WrongNetworkError,
} from '@dex/wallet';
import { GasEstimateError } from './errors';
import { extractRevertReason } from './revertReason';

// @spec 001 §8.2 Gas estimation failure is logged to
/** Logged (as a warning) for every candidate whose gas estimate fails (spec 001 §8). */
export const GAS_ESTIMATE_FAILED_LOG = 'Gas estimation failed';

/** A candidate whose gas estimate failed, with the wallet's (or node's) error. */
export interface EstimateFailure {
  readonly call: TransactionRequest;
  readonly error: unknown;
}

export interface SendWriteParameters {
  /** The connected wallet: estimates and sends. Null or undefined: `WalletNotConnectedError`. */
  readonly provider: Eip1193Provider | null | undefined;
  /**
   * The chain the write was prepared for, sent as the transaction's `chainId`. The wallet is asked
   * its chain (`eth_chainId`) before the estimate and again before the send; on another chain the
   * write stops with `WrongNetworkError` and nothing is estimated or sent.
   */
  readonly chainId: number;
  /** The account the write was prepared for; the wallet must still be on it when sending. */
  readonly account: string;
  /**
   * The candidates in order of preference (one for most writes; the swap's fallbacks, approve's
   * maximum then exact amount). A function is called once the send starts, so a failure to build
   * the calls is reported like any other failure of the write.
   */
  readonly calls:
    | readonly TransactionRequest[]
    | (() => readonly TransactionRequest[] | Promise<readonly TransactionRequest[]>);
  /**
   * Why no candidate estimated (the swap replays each as a read to name the revert). Without it
   * the failure is `GasEstimateError` with the last candidate's revert reason.
   */
  readonly explainEstimateFailure?: (
    failures: readonly EstimateFailure[],
    provider: Eip1193Provider,
  ) => Promise<Error> | Error;
  /**
   * Rewords a wallet failure while sending (not a rejection, the wrong network or a missing hash,
   * which keep their own words).
   */
  readonly sendFailure?: (error: WalletError) => Error;
  /**
   * Hands the sent transaction to a tracker; awaited before `sendWrite` resolves. Its failure is
   * logged, not thrown: the transaction was sent.
   */
  readonly track?: (sent: SentWrite) => unknown;
  /** Where estimate failures are logged; silent when omitted. */
  readonly logger?: Logger;
}

/** What was sent. */
export interface SentWrite {
  readonly hash: string;
  readonly from: string;
  readonly chainId: number;
  /** The nonce it takes, read from the wallet just before sending; absent when it could not say. */
  readonly nonce?: number;
  /** What it calls, for the tracker: tells a sped-up replacement from a cancellation. */
  readonly call: RecordedCall;
  /** The candidate that was sent. */
  readonly request: TransactionRequest;
  readonly gasLimit: bigint;
}

export type SendWriteErrorType =
  | WalletNotConnectedError
  | GasEstimateError
  | NoTransactionHashError
  | WalletError;

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * Failures no other candidate can avoid: the user's "no", a wallet on another chain, and a
 * wallet that is gone (the chain check's connection error): none says the call would revert.
 */
function isFinal(error: unknown): boolean {
  return (
    error instanceof WrongNetworkError ||
    error instanceof ConnectionError ||
    error instanceof WalletNotConnectedError ||
    isUserRejection(error)
  );
}

/** The candidate a write sends: the first that estimates, its estimate and its gas limit. */
export interface SelectedCall {
  readonly request: TransactionRequest;
  /** What the node expects it to use (a prescribed gas limit counts as its own estimate). */
  readonly gasEstimate: bigint;
  /** What it is sent with: the estimate +10%, or the prescribed limit. */
  readonly gasLimit: bigint;
}

/**
 * Estimates `calls` in order and returns the first that estimates. Shared by `sendWrite` and
 * `estimateNetworkCost`, so a review shows the gas the send will use.
 * @spec 000 §7.29 Swap
 */
export async function selectCall(
  provider: Eip1193Provider,
  parameters: Pick<SendWriteParameters, 'account' | 'explainEstimateFailure'>,
  calls: readonly TransactionRequest[],
  logger: Logger,
): Promise<SelectedCall> {
  const failures: EstimateFailure[] = [];
  for (const call of calls) {
    // A protocol-prescribed gas limit (the staking writes) is sent as is, unestimated.
    if (call.gasLimit !== undefined) {
      return { request: call, gasEstimate: call.gasLimit, gasLimit: call.gasLimit };
    }
    try {
      const estimate = await provider.request({
        method: 'eth_estimateGas',
        params: [walletTransaction(parameters.account, call)],
      });
      const gasEstimate = BigInt(String(estimate));
      return { request: call, gasEstimate, gasLimit: addGasMargin(gasEstimate) };
    } catch (error) {
      if (isFinal(error)) throw toWalletError(error);
      // Spec 001 §8: every failed candidate is logged (a later one may still estimate).
      logger.warn(GAS_ESTIMATE_FAILED_LOG, { to: call.address, data: call.callData, error });
      failures.push({ call, error });
    }
  }
  const last = failures.at(-1)?.error;
  const failure = parameters.explainEstimateFailure
    ? await parameters.explainEstimateFailure(failures, provider)
    : new GasEstimateError(extractRevertReason(last), { cause: last });
  logger.error(failure.message, failure);
  throw failure;
}

async function sendTransaction(
  provider: Eip1193Provider,
  transaction: WalletTransaction & { readonly chainId: string },
): Promise<string> {
  let result: unknown;
  try {
    result = await provider.request({ method: 'eth_sendTransaction', params: [transaction] });
  } catch (error) {
    // Every rejection shape becomes UserRejectedRequestError; WrongNetworkError stays as it is.
    throw toWalletError(error);
  }
  if (typeof result !== 'string' || !TRANSACTION_HASH.test(result)) {
    throw new NoTransactionHashError(result);
  }
  return result;
}

/**
 * Checks the wallet is on `chainId`, estimates the candidates in order, sends the first that
 * estimates (+10% gas, with the chain id) after checking the wallet's chain and account again,
 * and hands it to `track`. Rejects with
 * `WalletNotConnectedError`, `GasEstimateError` (or `explainEstimateFailure`'s
 * error), `NoTransactionHashError`, or the wallet's typed error (`UserRejectedRequestError`,
 * `WrongNetworkError`, `AccountChangedError`, …; other wallet failures through `sendFailure`).
 * @spec 000 §6.4 Read-only contracts are used without a
 */
export async function sendWrite(parameters: SendWriteParameters): Promise<SentWrite> {
  const { provider, chainId, account } = parameters;
  const logger = parameters.logger ?? silentLogger;
  if (!provider) throw new WalletNotConnectedError();
  const calls =
    typeof parameters.calls === 'function' ? await parameters.calls() : parameters.calls;
  await requireWalletChain(provider, chainId);
  const { request, gasLimit } = await selectCall(provider, parameters, calls, logger);
  // Right before sending: still the chain and the account the write was prepared for (the wallet
  // may have moved while it estimated), and the nonce the transaction will take, in the same
  // round trip. The wrong chain is reported before another account.
  const [chainCheck, accountCheck, nonce] = await Promise.allSettled([
    requireWalletChain(provider, chainId),
    requireAccount(provider, account),
    readPendingNonce((args) => provider.request(args), account, logger),
  ]);
  if (chainCheck.status === 'rejected') throw chainCheck.reason;
  if (accountCheck.status === 'rejected') throw accountCheck.reason;
  let hash: string;
  try {
    hash = await sendTransaction(provider, {
      ...walletTransaction(account, request, gasLimit),
      chainId: toQuantity(chainId),
    });
  } catch (error) {
    const reword =
      parameters.sendFailure &&
      error instanceof WalletError &&
      !(error instanceof NoTransactionHashError) &&
      !(error instanceof UserRejectedRequestError) &&
      !(error instanceof WrongNetworkError);
    throw reword ? parameters.sendFailure?.(error as WalletError) : error;
  }
  const sent: SentWrite = {
    hash,
    from: account,
    chainId,
    ...(nonce.status === 'fulfilled' && nonce.value !== undefined ? { nonce: nonce.value } : {}),
    call: recordedCall(request),
    request,
    gasLimit,
  };
  try {
    await parameters.track?.(sent);
  } catch (error) {
    // The transaction went out: failing the write now would hide its hash and invite a second
    // send. The tracker's failure is the app's to see in its log.
    logger.error('Could not track the sent transaction', hash, error);
  }
  return sent;
}
