// Failures of the write flow itself (writeFlow.ts), typed so src/errors/messages.ts can word them.

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
