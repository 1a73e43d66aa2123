// Why a swap call failed its gas estimate: each failed call is replayed as a read (eth_call) to
// learn its revert reason (spec §8's gas-estimate messages are chosen from it in swapErrors.ts).
// Sending is @dex/write's `sendWrite`, with `explainSwapEstimateFailure` (swapWrite.ts).
import type { Eip1193Provider, WalletTransaction } from '@dex/primitives';
import { extractRevertReason } from '@dex/write';
import type { SwapCallEstimate } from './swapErrors';

// @spec 000 §7.29 Swap
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
