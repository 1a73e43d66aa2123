// How the block indicator's pulse follows a chain's clock. A pulse per block reads as "a new
// block" on 12 s blocks, but on a 250 ms chain a 1 s pulse per block never goes out.

/** The longest pulse: 1 s after a new block. */
export const BLOCK_PULSE_MS = 1_000;

/** On a chain with sub-second blocks, at most one pulse a second (as its reads go out). */
export const FAST_CHAIN_PULSE_INTERVAL_MS = 1_000;

export interface BlockPulseTiming {
  /** How long one pulse lasts. */
  readonly durationMs: number;
  /** A new block starts a pulse only this long after the previous pulse started (0: every block). */
  readonly minIntervalMs: number;
}

/**
 * The pulse for a chain whose blocks come every `averageBlockTimeSeconds` (its registry entry):
 * every block, for at most half the time to the next one, so the dot goes out between blocks; on
 * a chain faster than a block a second, once a second for half a second. Unknown block time: a
 * 1 s pulse per block.
 */
export function blockPulseTiming(averageBlockTimeSeconds: number | undefined): BlockPulseTiming {
  if (averageBlockTimeSeconds === undefined || !(averageBlockTimeSeconds > 0)) {
    return { durationMs: BLOCK_PULSE_MS, minIntervalMs: 0 };
  }
  const blockMs = averageBlockTimeSeconds * 1000;
  const fast = blockMs < FAST_CHAIN_PULSE_INTERVAL_MS;
  const periodMs = fast ? FAST_CHAIN_PULSE_INTERVAL_MS : blockMs;
  return {
    durationMs: Math.min(BLOCK_PULSE_MS, periodMs / 2),
    minIntervalMs: fast ? FAST_CHAIN_PULSE_INTERVAL_MS : 0,
  };
}
