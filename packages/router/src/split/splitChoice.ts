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
  candidates: readonly ScoredRoute[],
  units: number,
  maxRoutes: number,
): ChosenShare[] | null {
  // Best whole-amount routes first: good splits are found early and prune the rest.
  const whole = (route: ScoredRoute) => route.values[units];
  const routes = [...candidates].sort((a, b) => {
    const x = whole(a);
    const y = whole(b);
    if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : 1) : -1;
    return x === y ? 0 : x > y ? -1 : 1;
  });
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

  // Routes sharing a pair or pool cannot be in one split.
  const conflictsWith = routes.map((route) => {
    const edges = new Set(route.edges);
    return routes.flatMap((other, index) =>
      other !== route && other.edges.some((edge) => edges.has(edge)) ? [index] : [],
    );
  });
  const inSplit = new Uint8Array(count);
  const picked: ChosenShare[] = [];
  let bestFloat = bestValue === undefined ? Number.NEGATIVE_INFINITY : Number(bestValue);
  // The bound is in floating point: keep branches within a relative hair of the best. A bound of
  // minus infinity means the remaining routes cannot fill the remaining shares at all.
  const hopeless = (value: number) =>
    value === Number.NEGATIVE_INFINITY || value < bestFloat - Math.abs(bestFloat) * 1e-9;

  const search = (j: number, k: number, p: number, floatValue: number) => {
    if (p === 0) {
      if (hopeless(floatValue)) return;
      let exactValue = 0n;
      for (const { route, units: share } of picked) exactValue += route.values[share] as bigint;
      if (bestValue === undefined || exactValue > bestValue) {
        bestValue = exactValue;
        bestFloat = Number(exactValue);
        best = [...picked].sort((a, b) => b.units - a.units);
      }
      return;
    }
    if (j === count || k === 0 || hopeless(floatValue + (bound[at(j, k, p)] as number))) return;
    const route = routes[j] as ScoredRoute;
    const routeScore = score[j] as Float64Array;
    if (!(conflictsWith[j] as number[]).some((other) => inSplit[other])) {
      inSplit[j] = 1;
      for (let share = p; share >= 1; share--) {
        const value = routeScore[share] as number;
        if (value === Number.NEGATIVE_INFINITY) continue;
        picked.push({ route, units: share });
        search(j + 1, k - 1, p - share, floatValue + value);
        picked.pop();
      }
      inSplit[j] = 0;
    }
    search(j + 1, k, p, floatValue);
  };
  search(0, maxRoutes, units, 0);
  return best;
}
