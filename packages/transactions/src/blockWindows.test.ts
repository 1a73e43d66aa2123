import { describe, expect, it } from 'vitest';
import { blockWindowsFor } from './blockWindows';
import {
  DEFAULT_DROPPED_AFTER_BLOCKS,
  DEFAULT_REORG_DEPTH,
  DEFAULT_REPLACEMENT_SCAN_BLOCKS,
} from './constants';

const MAINNET_WINDOWS = {
  droppedAfterBlocks: DEFAULT_DROPPED_AFTER_BLOCKS,
  reorgDepth: DEFAULT_REORG_DEPTH,
  replacementScanBlocks: DEFAULT_REPLACEMENT_SCAN_BLOCKS,
};

describe('blockWindowsFor', () => {
  it('keeps the block counts on 12 s blocks, slower chains and unknown block times', () => {
    expect(blockWindowsFor(12)).toEqual(MAINNET_WINDOWS);
    expect(blockWindowsFor(15)).toEqual(MAINNET_WINDOWS);
    expect(blockWindowsFor(undefined)).toEqual(MAINNET_WINDOWS);
    expect(blockWindowsFor(0)).toEqual(MAINNET_WINDOWS);
  });

  it('covers the same chain time on a fast chain as the defaults do on mainnet', () => {
    const fast = blockWindowsFor(0.25);
    // 20 blocks of 12 s = 4 min; 64 = 12.8 min; 128 = 25.6 min, in 250 ms blocks.
    expect(fast).toEqual({
      droppedAfterBlocks: 960,
      reorgDepth: 3072,
      replacementScanBlocks: 6144,
    });
    expect(fast.replacementScanBlocks * 0.25).toBe(DEFAULT_REPLACEMENT_SCAN_BLOCKS * 12);
    expect(blockWindowsFor(2)).toEqual({
      droppedAfterBlocks: 120,
      reorgDepth: 384,
      replacementScanBlocks: 768,
    });
  });

  it('rounds up to whole blocks', () => {
    expect(blockWindowsFor(5).droppedAfterBlocks).toBe(48); // 20 × 2.4
    expect(blockWindowsFor(7).droppedAfterBlocks).toBe(35); // 34.3 → 35
  });
});
