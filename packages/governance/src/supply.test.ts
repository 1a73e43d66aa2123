import { describe, expect, it } from 'vitest';
import {
  type CirculationSchedule,
  circulatingSupply,
  UNI_CIRCULATION_SCHEDULE,
  vestedAmount,
} from './supply';

const UNI = 10n ** 18n;
const LAUNCH = Date.UTC(2020, 8, 18) / 1000;
const DAY = 86_400;
const at = (iso: string) => Date.parse(iso) / 1000;

describe('vestedAmount', () => {
  const tranche = { label: 't', amount: 1_000n, start: 100, end: 200, cliff: 150 };

  it('releases nothing before the cliff, linearly after it, everything at the end', () => {
    expect(vestedAmount(tranche, 100)).toBe(0n);
    expect(vestedAmount(tranche, 149)).toBe(0n);
    expect(vestedAmount(tranche, 150)).toBe(500n);
    expect(vestedAmount(tranche, 175)).toBe(750n);
    expect(vestedAmount(tranche, 200)).toBe(1_000n);
    expect(vestedAmount(tranche, 10_000)).toBe(1_000n);
  });

  it('vests from the start when there is no cliff', () => {
    const { cliff: _cliff, ...noCliff } = tranche;
    expect(vestedAmount(noCliff, 110)).toBe(100n);
  });
});

describe('circulatingSupply', () => {
  it('adds the vested part of every tranche to the initial amount', () => {
    const schedule: CirculationSchedule = {
      initial: 10n,
      tranches: [
        { label: 'a', amount: 100n, start: 0, end: 10 },
        { label: 'b', amount: 100n, start: 10, end: 20 },
      ],
    };
    expect(circulatingSupply(schedule, 0)).toBe(10n);
    expect(circulatingSupply(schedule, 5)).toBe(60n);
    expect(circulatingSupply(schedule, 15)).toBe(160n);
    expect(circulatingSupply(schedule, 30)).toBe(210n);
  });
});

describe('UNI_CIRCULATION_SCHEDULE', () => {
  const supply = (timestamp: number) => circulatingSupply(UNI_CIRCULATION_SCHEDULE, timestamp);

  it('starts at 150,000,000 UNI (spec §9)', () => {
    expect(supply(LAUNCH - DAY)).toBe(150_000_000n * UNI);
    expect(supply(LAUNCH)).toBe(150_000_000n * UNI);
  });

  it('releases liquidity mining over 60 days, and nothing vested before the 30-day cliff', () => {
    expect(supply(LAUNCH + 30 * DAY - 1)).toBeLessThan(160_000_000n * UNI);
    expect(supply(LAUNCH + 30 * DAY - 1)).toBeGreaterThan(159_999_000n * UNI);
    // At the cliff a month of the first year's treasury and team tranches arrives at once.
    expect(supply(LAUNCH + 30 * DAY) - supply(LAUNCH + 30 * DAY - 1)).toBeGreaterThan(
      (332_000_000n * UNI * 30n) / 366n,
    );
  });

  it('only grows, and reaches the whole 1,000,000,000 in September 2024, not before', () => {
    let previous = 0n;
    for (let t = LAUNCH - DAY; t < at('2025-01-01T00:00:00Z'); t += 7 * DAY) {
      const value = supply(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(supply(at('2024-09-01T00:00:00Z'))).toBeLessThan(1_000_000_000n * UNI);
    expect(supply(at('2024-09-30T00:00:00Z'))).toBe(1_000_000_000n * UNI);
    expect(supply(at('2030-01-01T00:00:00Z'))).toBe(1_000_000_000n * UNI);
  });

  it('has its scheduled additions end between 2020 and 2024', () => {
    for (const tranche of UNI_CIRCULATION_SCHEDULE.tranches) {
      const year = new Date(tranche.end * 1000).getUTCFullYear();
      expect(year).toBeGreaterThanOrEqual(2020);
      expect(year).toBeLessThanOrEqual(2024);
    }
  });
});
