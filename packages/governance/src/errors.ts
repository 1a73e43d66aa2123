// The governance reads' own failures, each a DexError with a stable 'governance/<what>' code so an
// app words them by code. A log scan's failure is logScanner's LogScanError, the claim service's
// timeout and oversize answer are claimLookup's; an invalid configured address is
// @dex/primitives' InvalidAddressError.
import { DexError } from '@dex/primitives';

/** The node or governor answered something that is not a governor answer (or nothing at all). */
export class GovernorAnswerError extends DexError {
  constructor(message: string) {
    super('governance/unexpected-answer', message);
  }
}

/** The claim service answered with JSON that is not a claim. */
export class MalformedClaimError extends DexError {
  constructor() {
    super('governance/malformed-claim', 'malformed claim');
  }
}

/** An invariant of the package's own ABIs broke: a bug, never the chain's or the user's input. */
export class GovernanceInvariantError extends DexError {
  constructor(message: string) {
    super('governance/invariant', message);
  }
}
