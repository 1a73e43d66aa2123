// Typed errors carrying the spec's exact messages (spec §5 and §8), so a UI can switch on the
// class instead of matching strings.

/** A slippage tolerance outside 0..10000 basis points. */
export class UnexpectedSlippageError extends Error {
  override readonly name = 'UnexpectedSlippageError';
  constructor() {
    super('Unexpected slippage');
  }
}

/** Two trades with different currencies or trade types cannot be ranked against each other. */
export class IncomparableTradesError extends Error {
  override readonly name = 'IncomparableTradesError';
  constructor() {
    super('Comparing incomparable trades');
  }
}

/** The wallet refused the request (EIP-1193 code 4001). */
export class TransactionRejectedError extends Error {
  override readonly name = 'TransactionRejectedError';
  constructor() {
    super('Transaction rejected.');
  }
}

/** Any other failure while sending a swap. */
export class SwapFailedError extends Error {
  override readonly name = 'SwapFailedError';
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Swap failed: ${reason}`, options);
  }
}

/** The wallet answered a send without a transaction hash. */
export class NoTransactionHashError extends Error {
  override readonly name = 'NoTransactionHashError';
  constructor() {
    super('No transaction hash found.');
  }
}

/** The recipient is not an address, or is a router or pair that would swallow the tokens. */
export class InvalidRecipientError extends Error {
  override readonly name = 'InvalidRecipientError';
  constructor() {
    super('Invalid recipient');
  }
}

/** A swap was attempted without an account, provider or trade. */
export class MissingDependenciesError extends Error {
  override readonly name = 'MissingDependenciesError';
  constructor() {
    super('Missing dependencies');
  }
}

/** No prepared swap call survived gas estimation; the message is the spec's gas-estimate text. */
export class SwapGasEstimateError extends Error {
  override readonly name = 'SwapGasEstimateError';
}
