// What an app learns about a transaction while sending it, for `tracker.add`: the nonce it takes
// and the call it makes. A transaction replaced (sped up or cancelled from the wallet) before the
// tracker's first check may never be shown by any node; with these two the tracker still tells a
// replacement (same call) from a cancellation, instead of reading it as dropped half an hour later.
import {
  type Logger,
  type RequestFunction,
  silentLogger,
  type TransactionRequest,
} from '@dex/primitives';
import { getPendingNonce } from './rpc';
import type { RecordedCall } from './types';

/**
 * The nonce `account`'s next transaction takes, asked of the wallet that is about to send it
 * (`eth_getTransactionCount(account, 'pending')`), just before sending. Pass it to
 * `tracker.add({ nonce })`. Never rejects: undefined when the wallet cannot say, and the tracker
 * learns the nonce from the node instead. When the node later shows the transaction with another
 * nonce (the user edited it in the wallet), the tracker keeps the node's.
 */
export async function readPendingNonce(
  request: RequestFunction,
  account: string,
  logger: Logger = silentLogger,
): Promise<number | undefined> {
  try {
    return await getPendingNonce(request, account);
  } catch (error) {
    logger.warn(`Could not read the pending nonce of ${account}`, error);
    return undefined;
  }
}

/** The call a transaction sent for `request` makes, as `tracker.add({ call })` records it. */
export function recordedCall(request: TransactionRequest): RecordedCall {
  return {
    to: request.address.toLowerCase(),
    input: request.callData.toLowerCase(),
    value: (request.value ?? 0n).toString(),
  };
}
