import { describe, expect, it } from 'vitest';
import { type RefineRoute, refineSplit } from './refineSplit';

const TOTAL = 1000; // tenths of a percent
const STEPS = [10, 1]; // 1%, then 0.1%

/** A constant-product pool's output for `units` of an input `amountPerUnit` each. */
function constantProduct(reserveIn: bigint, reserveOut: bigint, amountPerUnit = 10n ** 18n) {
  return (units: number) => {
    const amountIn = BigInt(units) * amountPerUnit;
    return (reserveOut * amountIn) / (reserveIn + amountIn);
  };
}

interface TestRoute extends RefineRoute {
  readonly gross: (units: number) => bigint | undefined;
}

const route = (edges: number[], gross: TestRoute['gross'], cost = 0n): TestRoute => ({
  edges,
  cost,
  gross,
});

function refine(
  routes: TestRoute[],
  start: Array<{ route: number; units: number }>,
  maxRoutes = 7,
) {
  const value = (index: number, units: number) => {
    const r = routes[index] as TestRoute;
    const gross = r.gross(units);
    return gross === undefined ? undefined : gross - r.cost;
  };
  const result = refineSplit({ routes, start, total: TOTAL, steps: STEPS, maxRoutes, value });
  const worth = result.shares.reduce((sum, s) => sum + (value(s.route, s.units) as bigint), 0n);
  return { ...result, worth, value };
}

const sharesOf = (result: { shares: ReadonlyArray<{ route: number; units: number }> }) =>
  Object.fromEntries(result.shares.map((s) => [s.route, s.units]));

describe('refineSplit', () => {
  it('moves shares between equal pools until their marginal prices meet: half each', () => {
    const pool = constantProduct(10_000n * 10n ** 18n, 20_000_000n * 10n ** 6n);
    const result = refine([route([0], pool), route([1], pool)], [{ route: 0, units: TOTAL }]);
    expect(sharesOf(result)).toEqual({ 0: 500, 1: 500 });
    expect(result.limitedBy).toBe('pools');
  });

  it('splits in proportion to depth, to the 0.1% step (a pool three times deeper takes 75%)', () => {
    const deep = constantProduct(30_000n * 10n ** 18n, 60_000_000n * 10n ** 6n);
    const shallow = constantProduct(10_000n * 10n ** 18n, 20_000_000n * 10n ** 6n);
    const result = refine([route([0], deep), route([1], shallow)], [{ route: 0, units: TOTAL }]);
    expect(sharesOf(result)).toEqual({ 0: 750, 1: 250 });
  });

  it('finds a pool too shallow for a 1% share with the 0.1% probe', () => {
    const deep = constantProduct(1_000n * 10n ** 18n, 2_000_000n * 10n ** 6n);
    // Takes at most 0.4% of the amount (beyond, its quote fails), at a far better price.
    const tiny = (units: number) =>
      units > 4 ? undefined : constantProduct(100n * 10n ** 18n, 400_000n * 10n ** 6n)(units);
    const result = refine([route([0], deep), route([1], tiny)], [{ route: 0, units: TOTAL }]);
    expect(sharesOf(result)).toEqual({ 0: 996, 1: 4 });
    const alone = result.value(0, TOTAL) as bigint;
    expect(result.worth).toBeGreaterThan(alone);
  });

  it('never uses two routes through the same pool', () => {
    const pool = constantProduct(10_000n * 10n ** 18n, 20_000_000n * 10n ** 6n);
    // Routes 0 and 1 share edge 7 (say, a WETH/DAI pair before two different DAI/USDC pools).
    const routes = [route([7, 1], pool), route([7, 2], pool), route([3], pool)];
    const result = refine(routes, [{ route: 0, units: TOTAL }]);
    const used = result.shares.map((s) => s.route);
    expect(used.includes(0) && used.includes(1)).toBe(false);
    expect(used).toContain(2);
  });

  it('takes a route only when it pays for its gas, and says gas is what stopped it', () => {
    const pool = constantProduct(100_000n * 10n ** 18n, 200_000_000n * 10n ** 6n);
    // 1,000 ETH in one pool receives 1,980,198 USDC, half in each 1,990,049: the second route
    // gains 9,851 USDC before gas, and its gas costs 20,000.
    const routes = [route([0], pool, 5n * 10n ** 6n), route([1], pool, 20_000n * 10n ** 6n)];
    const result = refine(routes, [{ route: 0, units: TOTAL }]);
    expect(sharesOf(result)).toEqual({ 0: TOTAL });
    expect(result.limitedBy).toBe('gas');
    // The same routes on a chain where gas is nearly free: split, limited by nothing but the pools.
    const cheap = refine(
      [route([0], pool, 1n), route([1], pool, 1n)],
      [{ route: 0, units: TOTAL }],
    );
    expect(cheap.shares).toHaveLength(2);
  });

  it('stops at the most routes allowed and says so', () => {
    const pool = constantProduct(1_000n * 10n ** 18n, 2_000_000n * 10n ** 6n);
    const routes = Array.from({ length: 5 }, (_, i) => route([i], pool));
    const result = refine(routes, [{ route: 0, units: TOTAL }], 3);
    expect(result.shares).toHaveLength(3);
    expect(result.limitedBy).toBe('maxSplits');
    expect(result.shares.reduce((sum, s) => sum + s.units, 0)).toBe(TOTAL);
  });

  it('never returns a split worth less than the one it started from', () => {
    const a = constantProduct(5_000n * 10n ** 18n, 10_000_000n * 10n ** 6n);
    const b = constantProduct(7_000n * 10n ** 18n, 13_000_000n * 10n ** 6n);
    const c = constantProduct(2_000n * 10n ** 18n, 4_100_000n * 10n ** 6n);
    const routes = [route([0], a, 3n * 10n ** 6n), route([1], b, 3n * 10n ** 6n), route([2], c)];
    const start = [
      { route: 0, units: 400 },
      { route: 1, units: 350 },
      { route: 2, units: 250 },
    ];
    const result = refine(routes, start);
    const startWorth = start.reduce(
      (sum, s) => sum + (result.value(s.route, s.units) as bigint),
      0n,
    );
    expect(result.worth).toBeGreaterThanOrEqual(startWorth);
    expect(result.shares.reduce((sum, s) => sum + s.units, 0)).toBe(TOTAL);
  });
});
