import { describe, expect, it } from 'vitest';
import { BLOCK_PULSE_MS, blockPulseTiming, FAST_CHAIN_PULSE_INTERVAL_MS } from './blockPulse';

describe('blockPulseTiming', () => {
  it('pulses 1 s for every block on mainnet and when the block time is unknown', () => {
    expect(blockPulseTiming(12)).toEqual({ durationMs: BLOCK_PULSE_MS, minIntervalMs: 0 });
    expect(blockPulseTiming(undefined)).toEqual({ durationMs: 1_000, minIntervalMs: 0 });
    expect(blockPulseTiming(0)).toEqual({ durationMs: 1_000, minIntervalMs: 0 });
  });

  it('goes out between blocks: at most half the block time', () => {
    expect(blockPulseTiming(2)).toEqual({ durationMs: 1_000, minIntervalMs: 0 });
    expect(blockPulseTiming(1)).toEqual({ durationMs: 500, minIntervalMs: 0 });
  });

  it('pulses at most once a second, for half a second, on a chain with sub-second blocks', () => {
    expect(blockPulseTiming(0.25)).toEqual({
      durationMs: 500,
      minIntervalMs: FAST_CHAIN_PULSE_INTERVAL_MS,
    });
    expect(FAST_CHAIN_PULSE_INTERVAL_MS).toBe(1_000);
  });
});
