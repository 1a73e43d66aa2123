// Choosing the split: which routes get which share of the amount.

/** A candidate route with its value for each share (higher is better). */
export interface ScoredRoute {
  readonly edges: readonly number[];
  /** Value of sending i shares through this route at index i (index 0 unused); undefined: cannot. */
  readonly values: ReadonlyArray<bigint | undefined>;
  /** The route's gas cost in the quote currency (0n without a gas model). */
  readonly cost: bigint;
}

export interface ChosenShare {
  readonly route: ScoredRoute;
  readonly units: number;
}

/**
 * The best assignment of `units` shares to at most `maxRoutes` routes that share no pair or
 * pool (each route is simulated from the pools' current state, so two routes through the same
 * pool would count its liquidity twice). Largest share first; null when no route takes it all.
 *
 * Exact over the given candidates (the caller keeps them few), by branch and bound: a knapsack
 * bound that ignores shared pools (computed in floating point with a margin) prunes, and complete
 * assignments are compared exactly in bigints.
 */
export function chooseSplit(
  routes: readonly ScoredRoute[],
  units: number,
  maxRoutes: number,
): ChosenShare[] | null {
  let bestSingle: ScoredRoute | undefined;
  for (const route of routes) {
    const value = route.values[units];
    if (value === undefined) continue;
    if (!bestSingle || value > (bestSingle.values[units] as bigint)) bestSingle = route;
  }
  let best: ChosenShare[] | null = bestSingle ? [{ route: bestSingle, units }] : null;
  if (maxRoutes < 2 || routes.length < 2) return best;
  let bestValue = bestSingle ? (bestSingle.values[units] as bigint) : undefined;

  const count = routes.length;
  const score = routes.map((route) =>
    Float64Array.from({ length: units + 1 }, (_, share) => {
      const value = share === 0 ? undefined : route.values[share];
      return value === undefined ? Number.NEGATIVE_INFINITY : Number(value);
    }),
  );
  // bound[j][k][p]: best float value of p shares over routes j.. with at most k routes.
  const stride = (maxRoutes + 1) * (units + 1);
  const bound = new Float64Array((count + 1) * stride).fill(Number.NEGATIVE_INFINITY);
  const at = (j: number, k: number, p: number) => j * stride + k * (units + 1) + p;
  for (let k = 0; k <= maxRoutes; k++) bound[at(count, k, 0)] = 0;
  for (let j = count - 1; j >= 0; j--) {
    const routeScore = score[j] as Float64Array;
    for (let k = 0; k <= maxRoutes; k++) {
      for (let p = 0; p <= units; p++) {
        let value = bound[at(j + 1, k, p)] as number;
        if (k > 0) {
          for (let share = 1; share <= p; share++) {
            const candidate =
              (routeScore[share] as number) + (bound[at(j + 1, k - 1, p - share)] as number);
            if (candidate > value) value = candidate;
          }
        }
        bound[at(j, k, p)] = value;
      }
    }
  }

  const edgeUse = new Map<number, number>();
  const picked: ChosenShare[] = [];
  const bestFloat = () => (bestValue === undefined ? Number.NEGATIVE_INFINITY : Number(bestValue));
  const conflicts = (route: ScoredRoute) =>
    route.edges.some((edge) => (edgeUse.get(edge) ?? 0) > 0);
  const use = (route: ScoredRoute, delta: number) => {
    for (const edge of route.edges) edgeUse.set(edge, (edgeUse.get(edge) ?? 0) + delta);
  };

  const search = (j: number, k: number, p: number, floatValue: number, exactValue: bigint) => {
    if (p === 0) {
      if (bestValue === undefined || exactValue > bestValue) {
        bestValue = exactValue;
        best = [...picked].sort((a, b) => b.units - a.units);
      }
      return;
    }
    if (j === count || k === 0) return;
    const limit = floatValue + (bound[at(j, k, p)] as number);
    const target = bestFloat();
    // The bound is in floating point: keep branches within a relative hair of the best.
    if (limit < target - Math.abs(target) * 1e-9) return;
    const route = routes[j] as ScoredRoute;
    const routeScore = score[j] as Float64Array;
    if (!conflicts(route)) {
      use(route, 1);
      for (let share = p; share >= 1; share--) {
        const value = route.values[share];
        if (value === undefined) continue;
        picked.push({ route, units: share });
        search(
          j + 1,
          k - 1,
          p - share,
          floatValue + (routeScore[share] as number),
          exactValue + value,
        );
        picked.pop();
      }
      use(route, -1);
    }
    search(j + 1, k, p, floatValue, exactValue);
  };
  search(0, maxRoutes, units, 0, 0n);
  return best;
}
