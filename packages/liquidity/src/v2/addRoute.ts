// Spec 001 §2 "Add V2": the /add/v2/{a}/{b} path after a currency is chosen on one side.

/** The route after choosing `id` on one side; the same currency on both sides swaps them. */
export function addV2Path(
  side: 'A' | 'B',
  id: string,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
): string {
  const same = (x: string | undefined) => x !== undefined && x.toLowerCase() === id.toLowerCase();
  if (side === 'A') {
    if (same(currencyIdB)) return `/add/v2/${id}/${currencyIdA ?? ''}`.replace(/\/$/, '');
    return currencyIdB ? `/add/v2/${id}/${currencyIdB}` : `/add/v2/${id}`;
  }
  if (same(currencyIdA)) {
    return currencyIdB ? `/add/v2/${currencyIdB}/${id}` : `/add/v2/${id}`;
  }
  return `/add/v2/${currencyIdA ?? 'ETH'}/${id}`;
}
