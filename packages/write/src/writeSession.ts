// A page's write session once its write settled: review again or not, and the attempt it keeps.

/** Where a page's last write is: in the wallet ('sending'), or sent with its hash. */
export type WriteAttempt =
  | { readonly phase: 'sending' }
  | { readonly phase: 'sent'; readonly hash: string };

/** How a page's write session (its review, its write's dialog) treats a settled write. */
export interface WriteSessionOptions {
  /**
   * Spec 001 §8 "Other rejections are logged and the modal returns to its form": a write the
   * wallet refuses (code 4001 and its kin) opens the review again, as it was, instead of closing
   * it. Pair it with `logAs` on the write, which logs the rejection.
   */
  readonly reviewAgainOnRejection?: boolean;
}

/**
 * A page's session once its write settled (`hash` null: it failed; `rejected`: the wallet refused
 * it): whether the review opens again in place of the write's dialog, and the write's attempt.
 * @spec 001 §8.3 Wallet rejection code 4001 on adding
 */
export function settledWriteSession(
  hash: string | null,
  rejected: boolean,
  options: WriteSessionOptions,
): { readonly reviewAgain: boolean; readonly attempt: WriteAttempt | null } {
  return {
    reviewAgain: rejected && options.reviewAgainOnRejection === true,
    attempt: hash ? { phase: 'sent', hash } : null,
  };
}
