// Spec 001 §8 "Thrown": what a V2 removal refuses to send, with the spec's texts and stable codes
// (apps map the codes to translated messages). Each is a programming or state error the form's
// own checks should have prevented, so the texts ask the user to contact support or name what
// was missing. A side that cannot be wrapped is @dex/router's CouldNotWrapError, the swap's too.
import { DexError } from '@dex/primitives';

// @spec 001 §8.1 Thrown
/** A removal confirmed with neither an LP approval for the router nor a matching signature. */
export class ConfirmWithoutApprovalError extends DexError {
  constructor() {
    super(
      'liquidity/confirm-without-approval',
      'Attempting to confirm without approval or a signature. Please contact support.',
    );
  }
}

/** No LP amount to approve, sign for or burn. */
export class MissingLiquidityAmountError extends DexError {
  constructor() {
    super('liquidity/missing-liquidity-amount', 'Missing liquidity amount');
  }
}

/** The token amounts the removal pays out are not known. */
export class MissingCurrencyAmountsError extends DexError {
  constructor() {
    super('liquidity/missing-currency-amounts', 'Missing currency amounts');
  }
}

/** The pair's tokens are not known. */
export class MissingTokensError extends DexError {
  constructor() {
    super('liquidity/missing-tokens', 'Missing tokens');
  }
}
