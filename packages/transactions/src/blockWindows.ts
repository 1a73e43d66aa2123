import {
  DEFAULT_DROPPED_AFTER_BLOCKS,
  DEFAULT_REORG_DEPTH,
  DEFAULT_REPLACEMENT_SCAN_BLOCKS,
} from './constants';

/** The block time (mainnet's) the block-count defaults were chosen for. */
export const DEFAULT_WINDOWS_BLOCK_TIME_SECONDS = 12;

/** The tracker's rules that count blocks. */
export interface TrackerBlockWindows {
  readonly droppedAfterBlocks: number;
  readonly reorgDepth: number;
  readonly replacementScanBlocks: number;
}

/**
 * The block counts for a chain whose blocks come every `averageBlockTimeSeconds` (its registry
 * entry): each default covers as much of the chain's time as it does on mainnet, so on a 250 ms
 * chain a nonce search reaches as far back (25.6 min) and a missing transaction needs the same
 * minutes of blocks before it is dropped. Never fewer blocks than the defaults (a slower chain
 * keeps them); unknown block time keeps the defaults.
 */
export function blockWindowsFor(averageBlockTimeSeconds: number | undefined): TrackerBlockWindows {
  const scale =
    averageBlockTimeSeconds !== undefined && averageBlockTimeSeconds > 0
      ? Math.max(1, DEFAULT_WINDOWS_BLOCK_TIME_SECONDS / averageBlockTimeSeconds)
      : 1;
  return {
    droppedAfterBlocks: Math.ceil(DEFAULT_DROPPED_AFTER_BLOCKS * scale),
    reorgDepth: Math.ceil(DEFAULT_REORG_DEPTH * scale),
    replacementScanBlocks: Math.ceil(DEFAULT_REPLACEMENT_SCAN_BLOCKS * scale),
  };
}
