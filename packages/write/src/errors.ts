// The write path's own failures, each a DexError with a stable '<package>/<what>' code so an app
// words them by code. What the wallet said or failed to say (a rejection, the wrong network, a
// changed account, no hash, no signature, no wallet) is @dex/wallet's errors, passed on as they are.
import { DexError } from '@dex/primitives';

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

/** The chain's time could not be read, so no deadline can be set; nothing was signed or sent. */
export class ChainTimeUnknownError extends DexError {
  constructor(options?: { readonly cause?: unknown }) {
    super('write/chain-time-unknown', "Can't read the chain's time.", options);
  }
}

/**
 * A write was asked for before everything it is built from was known (an account, a contract, a
 * read, the chain's time): nothing half-built is estimated or sent.
 */
export class MissingDependenciesError extends DexError {
  constructor() {
    super('write/missing-dependencies', 'Missing dependencies');
  }
}
