// Typed errors carrying the spec's exact messages (spec §5 and §8), so a UI can switch on the
// class (or the stable errorCode) instead of matching strings.
import { DexError } from '@dex/primitives';
import type { RecipientRefusal } from './recipientRefusals';
import { SWAP_ERROR_MESSAGES } from './swapErrors';

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

/**
 * The recipient would burn or strand the output (`reason`, from `recipientRefusal`), or cannot be
 * checked because the chain is unknown (`reason` null).
 */
export class InvalidRecipientError extends DexError {
  constructor(readonly reason: RecipientRefusal | null = null) {
    super(
      'router/invalid-recipient',
      reason ? `Invalid recipient: ${reason}` : 'Invalid recipient',
    );
  }
}

/** The code of each spec gas-estimate text, so an app words each one by its code alone. */
const SWAP_ESTIMATE_CODES: Readonly<Record<string, string>> = {
  [SWAP_ERROR_MESSAGES.deadlinePassed]: 'router/swap-deadline-passed',
  [SWAP_ERROR_MESSAGES.priceMovement]: 'router/swap-price-movement',
  [SWAP_ERROR_MESSAGES.transferFailed]: 'router/swap-transfer-failed',
  [SWAP_ERROR_MESSAGES.invariant]: 'router/swap-invariant',
  [SWAP_ERROR_MESSAGES.unexpectedEstimateIssue]: 'router/swap-unexpected-estimate',
};

/**
 * No prepared swap call survived gas estimation; the message is the spec's gas-estimate text and
 * the code names which one ('router/swap-gas-estimate' for "could not estimate" and any other).
 */
export class SwapGasEstimateError extends DexError {
  constructor(message: string) {
    super(SWAP_ESTIMATE_CODES[message] ?? 'router/swap-gas-estimate', message);
  }
}

/** A wrap or unwrap asked for where the pair is not the native coin and its wrapped token, or without an amount. */
export class CouldNotWrapError extends DexError {
  constructor() {
    super('router/could-not-wrap', 'Could not wrap currencies');
  }
}
