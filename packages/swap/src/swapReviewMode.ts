// Spec 000 §4: whether the main button's Swap sends at once or opens the confirm dialog.
import type { PriceImpactConfirmation } from '@dex/router';

/**
 * How the main button's Swap goes on: `send` at once, `impactOnly` (the dialog asks only for the
 * price-impact confirmation), or the full `review`.
 */
export type SwapReviewMode = 'send' | 'impactOnly' | 'review';

/**
 * Spec §4: expert mode skips the review. Never for a swap whose output leaves the connected
 * account: a `?recipient=` link must not be one click from a transfer to a stranger, so that swap
 * is always reviewed (the dialog shows the recipient). `recipient` is where the output goes (the
 * account itself when none is set), null while a typed one is unresolved.
 */
export function swapReviewMode(input: {
  readonly expertMode: boolean;
  readonly impactConfirmation: PriceImpactConfirmation;
  readonly account: string | null;
  readonly recipient: string | null;
}): SwapReviewMode {
  const { account, recipient } = input;
  const toOwnAccount =
    account !== null && recipient !== null && account.toLowerCase() === recipient.toLowerCase();
  if (!input.expertMode || !toOwnAccount) return 'review';
  return input.impactConfirmation === 'none' ? 'send' : 'impactOnly';
}
