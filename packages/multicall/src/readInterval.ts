// How often a chain's per-block reads may go out. The spec reads once per block; on a chain with
// sub-second blocks (Arbitrum's 250 ms) that would be several requests a second per tab, so reads
// follow at most one block a second there while the block indicator still shows every block.

/** At most one per-block read request a second on a fast chain. */
export const FAST_CHAIN_MIN_READ_INTERVAL_MS = 1_000;

/**
 * The minimum time between two per-block reads of a chain whose blocks come every
 * `averageBlockTimeSeconds` on average (its registry entry): none (every block is read, as the
 * spec says) when blocks are a second or more apart, else FAST_CHAIN_MIN_READ_INTERVAL_MS.
 * createBlockTracker applies it from the chain's `averageBlockTimeSeconds`.
 */
export function minReadIntervalMs(averageBlockTimeSeconds: number | undefined): number {
  if (averageBlockTimeSeconds === undefined || !(averageBlockTimeSeconds > 0)) return 0;
  return averageBlockTimeSeconds * 1000 < FAST_CHAIN_MIN_READ_INTERVAL_MS
    ? FAST_CHAIN_MIN_READ_INTERVAL_MS
    : 0;
}
