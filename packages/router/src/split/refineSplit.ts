// Refining a split past its share grid (issue #40): shares move between pool-disjoint routes in
// ever smaller steps while the trade improves, so the routes' marginal prices meet (net of gas).

/** A route that may take a share: the pairs and pools it passes (as graph edges). */
export interface RefineRoute {
  readonly edges: readonly number[];
  /** Its gas in the quote currency, included in `value` (0n without a gas model). */
  readonly cost: bigint;
}

export interface RefineInput {
  readonly routes: readonly RefineRoute[];
  /** The split to start from: route indices and their shares in units of `total`. */
  readonly start: ReadonlyArray<{ readonly route: number; readonly units: number }>;
  /** Units making up the whole amount (1000: tenths of a percent). */
  readonly total: number;
  /** Step sizes in units, tried in this order (e.g. 10 then 1: 1% then 0.1%). */
  readonly steps: readonly number[];
  readonly maxRoutes: number;
  /**
   * Net value (higher is better, gas included) of `units` through a route; undefined when it
   * cannot take them. Called with units from 1 to `total`.
   */
  value(route: number, units: number): bigint | undefined;
}

/** Why a split has as many routes as it has. */
export type SplitLimit = 'maxSplits' | 'gas' | 'pools';

export interface RefineResult {
  /** Route indices with their units (> 0), largest first; they add up to `total`. */
  readonly shares: ReadonlyArray<{ readonly route: number; readonly units: number }>;
  /**
   * 'maxSplits': every allowed route is in use; 'gas': another route would improve the amounts
   * but not by its gas; 'pools': no other route would improve them even before gas.
   */
  readonly limitedBy: SplitLimit;
}

/**
 * Moves `steps[0]` units at a time from the route that loses least by giving them to the route
 * (in use, or a new one sharing no pool with those in use while fewer than `maxRoutes` are)
 * that gains most, while that raises the total value; then the same with the next step size.
 * Routes through disjoint pools are independent, so each move is judged exactly from two
 * routes' values. Never returns a split worth less than `start`.
 */
export function refineSplit(input: RefineInput): RefineResult {
  const { routes, total, maxRoutes } = input;
  const cache = routes.map(() => new Map<number, bigint | undefined>());
  const value = (route: number, units: number): bigint | undefined => {
    if (units === 0) return 0n;
    const known = cache[route] as Map<number, bigint | undefined>;
    if (known.has(units)) return known.get(units);
    const computed = input.value(route, units);
    known.set(units, computed);
    return computed;
  };
  const units = new Map<number, number>();
  for (const { route, units: share } of input.start) units.set(route, share);
  // How many routes use each edge: a new route may only use edges no route in use has.
  const edgeUse = new Map<number, number>();
  const use = (route: number, delta: number) => {
    for (const edge of (routes[route] as RefineRoute).edges) {
      edgeUse.set(edge, (edgeUse.get(edge) ?? 0) + delta);
    }
  };
  for (const route of units.keys()) use(route, 1);
  const isFree = (route: number) =>
    !units.has(route) && (routes[route] as RefineRoute).edges.every((edge) => !edgeUse.get(edge));

  /** Best and second best of (route, delta) by delta. */
  const topTwo = (entries: Iterable<[number, bigint]>) => {
    let first: [number, bigint] | undefined;
    let second: [number, bigint] | undefined;
    for (const entry of entries) {
      if (!first || entry[1] > first[1]) {
        second = first;
        first = entry;
      } else if (!second || entry[1] > second[1]) second = entry;
    }
    return [first, second] as const;
  };
  /** The best new route for `step` units: routes ranked by their value at `step` once. */
  const rankedNew = new Map<number, number[]>();
  const newRoutes = (step: number) => {
    let ranked = rankedNew.get(step);
    if (!ranked) {
      ranked = routes
        .map((_, route) => route)
        .filter((route) => value(route, step) !== undefined)
        .sort((a, b) => {
          const x = value(a, step) as bigint;
          const y = value(b, step) as bigint;
          return x === y ? 0 : x > y ? -1 : 1;
        });
      rankedNew.set(step, ranked);
    }
    return ranked;
  };
  const bestNew = (step: number, pick: (route: number) => bigint | undefined) => {
    for (const route of newRoutes(step)) {
      if (!isFree(route)) continue;
      const delta = pick(route);
      if (delta !== undefined) return [route, delta] as [number, bigint];
    }
    return undefined;
  };

  for (const step of input.steps) {
    // Each move raises the total value by at least one unit of the quote currency: it ends.
    for (;;) {
      const gains: Array<[number, bigint]> = [];
      const losses: Array<[number, bigint]> = [];
      for (const [route, share] of units) {
        const now = value(route, share) as bigint;
        if (share + step <= total) {
          const up = value(route, share + step);
          if (up !== undefined) gains.push([route, up - now]);
        }
        if (share >= step) {
          const down = value(route, share - step);
          if (down !== undefined) losses.push([route, down - now]);
        }
      }
      if (units.size < maxRoutes) {
        const fresh = bestNew(step, (route) => value(route, step));
        if (fresh) gains.push(fresh);
      }
      const [gain1, gain2] = topTwo(gains);
      const [loss1, loss2] = topTwo(losses);
      if (!gain1 || !loss1) break;
      let move: { to: number; from: number; change: bigint } | undefined;
      const consider = (to?: [number, bigint], from?: [number, bigint]) => {
        if (!to || !from || to[0] === from[0]) return;
        const change = to[1] + from[1];
        if (!move || change > move.change) move = { to: to[0], from: from[0], change };
      };
      consider(gain1, loss1);
      consider(gain1, loss2);
      consider(gain2, loss1);
      if (!move || move.change <= 0n) break;
      const { to, from } = move;
      const fromUnits = (units.get(from) as number) - step;
      if (fromUnits === 0) {
        units.delete(from);
        use(from, -1);
      } else units.set(from, fromUnits);
      if (!units.has(to)) use(to, 1);
      units.set(to, (units.get(to) ?? 0) + step);
    }
  }

  let limitedBy: SplitLimit = 'pools';
  if (units.size >= maxRoutes) limitedBy = 'maxSplits';
  else {
    // Would the finest share through another route pay before gas? Then gas is what stops it.
    const step = input.steps[input.steps.length - 1] ?? 1;
    let leastLoss: bigint | undefined;
    for (const [route, share] of units) {
      if (share < step) continue;
      const down = value(route, share - step);
      if (down === undefined) continue;
      // Gross values: net plus the route's gas while it is in use.
      const cost = (routes[route] as RefineRoute).cost;
      const grossNow = (value(route, share) as bigint) + cost;
      const grossDown = share === step ? 0n : down + cost;
      const loss = grossNow - grossDown;
      if (leastLoss === undefined || loss < leastLoss) leastLoss = loss;
    }
    if (leastLoss !== undefined) {
      for (const route of newRoutes(step)) {
        if (!isFree(route)) continue;
        const gross = (value(route, step) as bigint) + (routes[route] as RefineRoute).cost;
        if (gross > leastLoss) {
          limitedBy = 'gas';
          break;
        }
      }
    }
  }
  const shares = [...units]
    .map(([route, share]) => ({ route, units: share }))
    .sort((a, b) => b.units - a.units);
  return { shares, limitedBy };
}
