// The deadline a swap or any other write carries (spec 000 §5 "Deadline"), on the chain's clock.
import { InvalidArgumentError } from '@dex/primitives';
/**
 * The deadline a write carries: the latest block's timestamp plus the user's deadline in seconds.
 * Using the chain's clock rather than the browser's keeps a skewed local clock from expiring swaps.
 * @spec 001 §9.13 Default slippage and deadline for these
 */
export function computeSwapDeadline(
  latestBlockTimestamp: bigint | number,
  userDeadlineSeconds: number,
): bigint {
  if (!Number.isInteger(userDeadlineSeconds) || userDeadlineSeconds <= 0) {
    throw new InvalidArgumentError('The deadline must be a positive whole number of seconds');
  }
  return BigInt(latestBlockTimestamp) + BigInt(userDeadlineSeconds);
}
