import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE, offeredFeeTiers, routeFee } from './feeTiers';

describe("the route's fee tier (spec 001 §9)", () => {
  it('defaults to the medium tier and offers the spec tiers', () => {
    expect(routeFee(undefined)).toBe(3000);
    expect(DEFAULT_FEE).toBe(3000);
    expect(offeredFeeTiers(routeFee(undefined))).toEqual([500, 3000, 10000]);
  });

  it("offers the route's own 0.01% tier beside them, and no tier for a fee the factory lacks", () => {
    expect(routeFee('100')).toBe(100);
    expect(offeredFeeTiers(routeFee('100'))).toEqual([100, 500, 3000, 10000]);
    expect(routeFee('123')).toBeUndefined();
    expect(routeFee('abc')).toBeUndefined();
    expect(offeredFeeTiers(undefined)).toEqual([500, 3000, 10000]);
  });
});
