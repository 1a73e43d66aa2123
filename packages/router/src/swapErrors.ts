// Gas-estimate failures of swaps mapped to the spec's messages (spec §8).

// @spec 000 §8.2 Deadline passed
// @spec 000 §8.3 Insufficient output or excessive input
// @spec 000 §8.4 Transfer failed
// @spec 000 §8.5 Invariant failure
export const SWAP_ERROR_MESSAGES = {
  deadlinePassed:
    'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
  priceMovement:
    'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
  transferFailed: 'The token could not be transferred. There may be an issue with the token.',
  invariant:
    'The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.',
  unexpectedEstimateIssue: 'Unexpected issue with estimating the gas. Please try again.',
  couldNotEstimate: 'Unexpected error. Could not estimate gas for the swap.',
} as const;

// Revert reasons of Router02, the v2 pair, TransferHelper and the v3 SwapRouter.
const REASONS: ReadonlyArray<readonly [string, string]> = [
  ['UniswapV2Router: EXPIRED', SWAP_ERROR_MESSAGES.deadlinePassed],
  ['Transaction too old', SWAP_ERROR_MESSAGES.deadlinePassed],
  ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', SWAP_ERROR_MESSAGES.priceMovement],
  ['UniswapV2Router: EXCESSIVE_INPUT_AMOUNT', SWAP_ERROR_MESSAGES.priceMovement],
  ['Too little received', SWAP_ERROR_MESSAGES.priceMovement],
  ['Too much requested', SWAP_ERROR_MESSAGES.priceMovement],
  // SwapRouter02's check of a split trade's whole output (unwrapWETH9 / sweepToken minimum).
  ['Insufficient WETH9', SWAP_ERROR_MESSAGES.priceMovement],
  ['Insufficient token', SWAP_ERROR_MESSAGES.priceMovement],
  ['TransferHelper: TRANSFER_FROM_FAILED', SWAP_ERROR_MESSAGES.transferFailed],
  ['TransferHelper: TRANSFER_FAILED', SWAP_ERROR_MESSAGES.transferFailed],
  ['UniswapV2: TRANSFER_FAILED', SWAP_ERROR_MESSAGES.transferFailed],
  ['STF', SWAP_ERROR_MESSAGES.transferFailed],
  ['UniswapV2: K', SWAP_ERROR_MESSAGES.invariant],
];

/**
 * The user-facing message for a swap's revert reason (as replayed with eth_call after gas
 * estimation failed), or undefined for reasons with no specific message. Accepts the bare reason
 * or a node message that contains it ("execution reverted: UniswapV2: K").
 */
export function swapRevertReasonToMessage(reason: string | undefined | null): string | undefined {
  if (!reason) return undefined;
  const trimmed = reason.trim();
  for (const [known, message] of REASONS) {
    if (
      trimmed === known ||
      trimmed.endsWith(`: ${known}`) ||
      trimmed.includes(`'${known}'`) ||
      trimmed.includes(`"${known}"`)
    ) {
      return message;
    }
  }
  return undefined;
}

/** How one prepared swap call fared: estimated, or failed with the replay's outcome. */
export type SwapCallEstimate =
  | { readonly kind: 'estimated'; readonly gasLimit: bigint }
  /** Estimation failed but the replay as a read succeeded. */
  | { readonly kind: 'replaySucceeded' }
  /** Estimation failed and the replay reverted with this reason (undefined if none was readable). */
  | { readonly kind: 'reverted'; readonly reason: string | undefined };

/**
 * Picks the call to send from the estimates of all prepared calls (in order of preference): the
 * first that estimated, with its index; otherwise the spec message explaining the first failure.
 * @spec 000 §8.6 Unexpected success after failed estimate
 * @spec 000 §8.7 None usable
 */
export function selectSwapCall(
  estimates: readonly SwapCallEstimate[],
): { readonly index: number; readonly gasLimit: bigint } | { readonly error: string } {
  const index = estimates.findIndex((estimate) => estimate.kind === 'estimated');
  const chosen = estimates[index];
  if (chosen?.kind === 'estimated') return { index, gasLimit: chosen.gasLimit };
  for (const estimate of estimates) {
    if (estimate.kind === 'replaySucceeded')
      return { error: SWAP_ERROR_MESSAGES.unexpectedEstimateIssue };
    if (estimate.kind !== 'reverted') continue;
    const message = swapRevertReasonToMessage(estimate.reason);
    if (message) return { error: message };
  }
  return { error: SWAP_ERROR_MESSAGES.couldNotEstimate };
}
