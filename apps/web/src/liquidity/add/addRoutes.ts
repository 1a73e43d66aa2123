// The add page's URL: /add/{a}/{b}/{fee}, each part only after the ones before it (spec §2).
import type { AddRoute } from './addAtoms';

type RouteParts = Pick<AddRoute, 'currencyIdA' | 'currencyIdB' | 'feeAmount'>;

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The path of a pair and tier; later parts are dropped when an earlier one is missing. */
export function addRoutePath({ currencyIdA, currencyIdB, feeAmount }: RouteParts): string {
  const parts: string[] = [];
  for (const part of [currencyIdA, currencyIdB, feeAmount]) {
    if (part === undefined || part === '') break;
    parts.push(encodeURIComponent(part));
  }
  return ['/add', ...parts].join('/');
}

/** The route after picking `id` for one side: picking the other side's currency swaps them. */
export function routeWithCurrency(route: RouteParts, side: 'A' | 'B', id: string): RouteParts {
  const { currencyIdA, currencyIdB } = route;
  if (side === 'A') {
    return same(id, currencyIdB)
      ? { ...route, currencyIdA: currencyIdB, currencyIdB: currencyIdA }
      : { ...route, currencyIdA: id };
  }
  if (!same(id, currencyIdA)) {
    return currencyIdA === undefined
      ? { ...route, currencyIdA: id, currencyIdB: undefined }
      : { ...route, currencyIdB: id };
  }
  return currencyIdB === undefined
    ? route
    : { ...route, currencyIdA: currencyIdB, currencyIdB: currencyIdA };
}
