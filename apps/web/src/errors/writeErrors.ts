// Failures of the app's write path itself (transactions/sendTransaction.ts, writeFlow.ts), typed so
// messages.ts can word them by code. The wallet's empty answers (no hash, no signature, no wallet)
// have their one home in @dex/wallet and are re-exported here for the write path.
import { DexError } from '@dex/primitives';

export { NoSignatureError, NoTransactionHashError, WalletNotConnectedError } from '@dex/wallet';

/** No candidate call passed its gas estimate: the transaction would revert, so it was not sent. */
export class GasEstimateError extends DexError {
  constructor(
    /** The revert reason the node gave, when it gave one. */
    readonly reason: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      'web/gas-estimate',
      reason ? `Gas estimation failed: ${reason}` : 'Gas estimation failed',
      options,
    );
  }
}
