// Failures of the app's write path itself (transactions/sendTransaction.ts, writeFlow.ts), typed so
// messages.ts can word them. They live here, not in transactions/, so the error table depends on
// no feature folder while every feature uses the table.

/** Spec §8, "sending": the wallet answered without a transaction hash. */
export class NoTransactionHashError extends Error {
  override readonly name = 'NoTransactionHashError';

  constructor(readonly result: unknown) {
    super('No transaction hash found.');
  }
}

/** A write was started while no wallet is connected. */
export class WalletNotConnectedError extends Error {
  override readonly name = 'WalletNotConnectedError';

  constructor() {
    super('No wallet is connected.');
  }
}

/** No candidate call passed its gas estimate: the transaction would revert, so it was not sent. */
export class GasEstimateError extends Error {
  override readonly name = 'GasEstimateError';

  constructor(
    /** The revert reason the node gave, when it gave one. */
    readonly reason: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(reason ? `Gas estimation failed: ${reason}` : 'Gas estimation failed', options);
  }
}

/** The wallet answered a signature request without a signature. */
export class NoSignatureError extends Error {
  override readonly name = 'NoSignatureError';

  constructor() {
    super('The wallet returned no signature.');
  }
}
