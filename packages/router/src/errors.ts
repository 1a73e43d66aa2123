// Typed errors carrying the spec's exact messages (spec §5 and §8), so a UI can switch on the
// class (or the stable errorCode) instead of matching strings.
import { DexError } from '@dex/primitives';

/** A slippage tolerance outside 0..10000 basis points. */
export class UnexpectedSlippageError extends DexError {
  constructor() {
    super('router/unexpected-slippage', 'Unexpected slippage');
  }
}

/** Two trades with different currencies or trade types cannot be ranked against each other. */
export class IncomparableTradesError extends DexError {
  constructor() {
    super('router/incomparable-trades', 'Comparing incomparable trades');
  }
}

/** The wallet refused the request (EIP-1193 code 4001). */
export class TransactionRejectedError extends DexError {
  constructor() {
    super('router/transaction-rejected', 'Transaction rejected.');
  }
}

/** Any other failure while sending a swap. */
export class SwapFailedError extends DexError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super('router/swap-failed', `Swap failed: ${reason}`, options);
  }
}

/** The wallet answered a send without a transaction hash. */
export class NoTransactionHashError extends DexError {
  constructor() {
    super('router/no-transaction-hash', 'No transaction hash found.');
  }
}

/** The recipient is not an address, or is a router or pair that would swallow the tokens. */
export class InvalidRecipientError extends DexError {
  constructor() {
    super('router/invalid-recipient', 'Invalid recipient');
  }
}

/** A swap was attempted without an account, provider or trade. */
export class MissingDependenciesError extends DexError {
  constructor() {
    super('router/missing-dependencies', 'Missing dependencies');
  }
}

/** No prepared swap call survived gas estimation; the message is the spec's gas-estimate text. */
export class SwapGasEstimateError extends DexError {
  constructor(message: string) {
    super('router/swap-gas-estimate', message);
  }
}

/** A wrap or unwrap asked for where the pair is not the native coin and its wrapped token, or without an amount. */
export class CouldNotWrapError extends DexError {
  constructor() {
    super('router/could-not-wrap', 'Could not wrap currencies');
  }
}
