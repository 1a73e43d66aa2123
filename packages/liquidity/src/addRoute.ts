// Spec 001 §2 "Add V3" / "Increase": the route /add/{a?}/{b?}/{fee?} and
// /increase/{a}/{b}/{fee}/{tokenId}: its path (each part only after the ones before it), the
// currency picker's swap of sides, the increased position's id, and whether the route names that
// position's own pool.
import type { FeeAmount } from '@uniswap/v3-sdk';
import type { V3Position } from './positions';

/** The route's parts, as typed in the URL. */
export interface AddRoute {
  readonly currencyIdA: string | undefined;
  readonly currencyIdB: string | undefined;
  readonly feeAmount: string | undefined;
  readonly tokenId: string | undefined;
}

export type AddRouteParts = Pick<AddRoute, 'currencyIdA' | 'currencyIdB' | 'feeAmount'>;

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The path of a pair and tier; later parts are dropped when an earlier one is missing. */
export function addRoutePath({ currencyIdA, currencyIdB, feeAmount }: AddRouteParts): string {
  const parts: string[] = [];
  for (const part of [currencyIdA, currencyIdB, feeAmount]) {
    if (part === undefined || part === '') break;
    parts.push(encodeURIComponent(part));
  }
  return ['/add', ...parts].join('/');
}

/** The route after picking `id` for one side: picking the other side's currency swaps them. */
export function routeWithCurrency(
  route: AddRouteParts,
  side: 'A' | 'B',
  id: string,
): AddRouteParts {
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

/** The position id on /increase (a decimal number); null off /increase or for anything else. */
export function increasedTokenId(tokenId: string | undefined): bigint | null {
  return tokenId !== undefined && /^\d+$/.test(tokenId) ? BigInt(tokenId) : null;
}

/**
 * On /increase the route must name the position's own pool: its two tokens (either order; the
 * caller passes the native coin as its wrapped token) and its fee. A missing position (null) or
 * another pool is a mismatch; a position still loading (undefined) is not one yet.
 */
export function isIncreaseMismatch(
  position: Pick<V3Position, 'token0' | 'token1' | 'fee'> | null | undefined,
  tokens: readonly [string, string] | undefined,
  fee: FeeAmount | undefined,
): boolean {
  if (position === undefined) return false;
  if (!position || !tokens) return true;
  const key = (addresses: readonly string[]) =>
    addresses
      .map((address) => address.toLowerCase())
      .sort()
      .join();
  return position.fee !== fee || key([position.token0, position.token1]) !== key(tokens);
}
