import { describe, expect, it } from 'vitest';
import { FAST_CHAIN_MIN_READ_INTERVAL_MS, minReadIntervalMs } from './readInterval';

describe('minReadIntervalMs', () => {
  it('reads every block on chains whose blocks are a second or more apart', () => {
    expect(minReadIntervalMs(12)).toBe(0); // mainnet
    expect(minReadIntervalMs(2)).toBe(0); // Optimism, Base, Polygon
    expect(minReadIntervalMs(1)).toBe(0); // Unichain, the devnet
  });

  it('reads at most once a second on chains with sub-second blocks', () => {
    expect(FAST_CHAIN_MIN_READ_INTERVAL_MS).toBe(1_000);
    expect(minReadIntervalMs(0.25)).toBe(1_000); // Arbitrum One, the fast devnet
    expect(minReadIntervalMs(0.999)).toBe(1_000);
  });

  it('reads every block when the block time is unknown or not a positive number', () => {
    expect(minReadIntervalMs(undefined)).toBe(0);
    expect(minReadIntervalMs(0)).toBe(0);
    expect(minReadIntervalMs(-1)).toBe(0);
    expect(minReadIntervalMs(Number.NaN)).toBe(0);
  });
});
