// The write path's own failures, each a DexError with a stable '<package>/<what>' code so an app
// words them by code. The wallet's failures (rejection, wrong network, changed account) stay
// @dex/wallet's errors and pass through as they are.
import { DexError } from '@dex/primitives';

/** A write or signature was asked for while no wallet is connected. */
export class WalletNotConnectedError extends DexError {
  constructor() {
    super('write/wallet-not-connected', 'No wallet is connected.');
  }
}

/** No candidate call passed its gas estimate: it would revert, so nothing was sent. */
export class GasEstimateError extends DexError {
  constructor(
    /** The revert reason the node gave, when it gave one. */
    readonly reason: string | undefined,
    options?: { readonly cause?: unknown },
  ) {
    super(
      'write/gas-estimate',
      reason ? `Gas estimation failed: ${reason}` : 'Gas estimation failed',
      options,
    );
  }
}

/** Spec §8, "sending": the wallet answered without a transaction hash. */
export class NoTransactionHashError extends DexError {
  constructor(readonly result?: unknown) {
    super('write/no-transaction-hash', 'No transaction hash found.');
  }
}

/** The wallet answered a signature request without a signature. */
export class NoSignatureError extends DexError {
  constructor() {
    super('write/no-signature', 'The wallet returned no signature.');
  }
}

/** The chain's time could not be read, so no deadline can be set; nothing was signed or sent. */
export class ChainTimeUnknownError extends DexError {
  constructor(options?: { readonly cause?: unknown }) {
    super('write/chain-time-unknown', "Can't read the chain's time.", options);
  }
}
