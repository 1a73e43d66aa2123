import {
  addGasMargin,
  type Eip1193Provider,
  type TransactionRequest,
  type WalletTransaction,
  walletTransaction,
} from '@dex/primitives';
import { isUserRejection, WrongNetworkError } from '@dex/wallet';
import { AbiCoder, dataSlice } from 'ethers';
import {
  MissingDependenciesError,
  NoTransactionHashError,
  SwapFailedError,
  SwapGasEstimateError,
  TransactionRejectedError,
} from './errors';
import { type SwapCallEstimate, selectSwapCall } from './swapErrors';

const ERROR_STRING_SELECTOR = '0x08c379a0';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

function decodeRevertData(data: unknown): string | undefined {
  if (typeof data !== 'string' || !data.startsWith(ERROR_STRING_SELECTOR)) return undefined;
  try {
    return String(AbiCoder.defaultAbiCoder().decode(['string'], dataSlice(data, 4))[0]);
  } catch {
    return undefined;
  }
}

/**
 * The revert reason inside a provider error, looking through the shapes wallets and libraries
 * use: a decoded `reason`, revert `data`, nested `error`/`info.error`, or "reverted: ..." text.
 */
export function extractRevertReason(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = asRecord(queue.shift());
    if (!current || seen.has(current)) continue;
    seen.add(current);
    if (typeof current.reason === 'string' && current.reason) return current.reason;
    const fromData =
      decodeRevertData(current.data) ?? decodeRevertData(asRecord(current.data)?.data);
    if (fromData) return fromData;
    queue.push(current.error, asRecord(current.info)?.error, current.data, current.cause);
  }
  const message = asRecord(error)?.message;
  const match =
    typeof message === 'string'
      ? /reverted(?: with reason string)?:? ['"]?([^'"\n]+)['"]?/.exec(message)
      : null;
  return match?.[1]?.trim();
}

/**
 * A wallet failure while sending: "Transaction rejected." when the user declined (the one rule of
 * `@dex/wallet`: 4001, WalletConnect's 5000, also nested), the wallet's `WrongNetworkError` as it
 * is, else "Swap failed: ...".
 */
export function toSwapSendError(error: unknown): Error {
  if (isUserRejection(error)) return new TransactionRejectedError();
  if (error instanceof WrongNetworkError) return error;
  const message = asRecord(error)?.message;
  return new SwapFailedError(typeof message === 'string' ? message : String(error), {
    cause: error,
  });
}

/** Replays a call whose gas estimate failed as a read (eth_call), to learn why it reverts. */
export async function replayFailedCall(
  provider: Eip1193Provider,
  transaction: WalletTransaction,
): Promise<SwapCallEstimate> {
  try {
    await provider.request({ method: 'eth_call', params: [transaction, 'latest'] });
    return { kind: 'replaySucceeded' };
  } catch (callError) {
    return { kind: 'reverted', reason: extractRevertReason(callError) };
  }
}

export interface SendSwapOptions {
  readonly provider: Eip1193Provider | undefined;
  readonly account: string | undefined;
  /** Prepared calls in order of preference (e.g. from `buildV2SwapCalls`). */
  readonly calls: readonly TransactionRequest[] | undefined;
}

/**
 * Estimates gas for each prepared call, replays failures with eth_call to explain them, and sends
 * the first call that estimated with a 10% gas margin. Throws `MissingDependenciesError`,
 * `SwapGasEstimateError` (spec message), `TransactionRejectedError`, `SwapFailedError`,
 * `NoTransactionHashError`, or `@dex/wallet`'s `WrongNetworkError` from a provider that checks
 * the wallet's chain first. Resolves with the hash and the call that was sent.
 */
export async function sendSwap(
  options: SendSwapOptions,
): Promise<{ hash: string; call: TransactionRequest }> {
  const { provider, account, calls } = options;
  if (!provider || !account || !calls || calls.length === 0) throw new MissingDependenciesError();

  const estimates: SwapCallEstimate[] = [];
  for (const call of calls) {
    const transaction = walletTransaction(account, call);
    try {
      const gas = await provider.request({ method: 'eth_estimateGas', params: [transaction] });
      estimates.push({ kind: 'estimated', gasLimit: BigInt(gas as string) });
      break; // Later calls are fallbacks only.
    } catch (estimateError) {
      // The wallet is not on the trade's chain: no estimate there means anything.
      if (estimateError instanceof WrongNetworkError) throw estimateError;
      estimates.push(await replayFailedCall(provider, transaction));
    }
  }
  const selected = selectSwapCall(estimates);
  if ('error' in selected) throw new SwapGasEstimateError(selected.error);
  const call = calls[selected.index] as TransactionRequest;

  let hash: unknown;
  try {
    hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [walletTransaction(account, call, addGasMargin(selected.gasLimit))],
    });
  } catch (error) {
    throw toSwapSendError(error);
  }
  if (typeof hash !== 'string' || hash.length === 0) throw new NoTransactionHashError();
  return { hash, call };
}
