// What a review is bound to (spec 000 §4, 001 §4: what you review is what you sign). A swap or
// liquidity review records the chain, the sending account, where the output goes and, for a write
// on an existing V3 position (/increase, /remove, collect), the position id. The review may be sent
// only while the live write still matches all of them and its quote; a live write that is not known
// right now (a quote still loading after a change) is not "unchanged": nothing is sent until it is.

/** What a review was shown for. */
export interface ReviewBinding {
  /** The chain the write is built for. */
  readonly chainId: number;
  /** The account that signs; null or undefined while none is connected. */
  readonly account: string | null | undefined;
  /**
   * Where the output goes, resolved to an address (any case); null or absent for the account
   * itself. A name still unresolved is no address and matches nothing.
   */
  readonly recipient?: string | null | undefined;
  /** The V3 position the write acts on (/increase, /remove, collect), as a bigint or its decimal text. */
  readonly positionId?: bigint | string | null | undefined;
}

/** What moved between the review and the live write; `missing` when the live write is not known. */
export type ReviewChange = 'missing' | 'chain' | 'account' | 'recipient' | 'position' | 'quote';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** An address in one spelling; undefined for anything that is not one (nothing to compare). */
const addressKey = (value: string | null | undefined) =>
  value && ADDRESS.test(value) ? value.toLowerCase() : undefined;

/** Where the output goes: the recipient, or the account itself. */
const destination = (binding: ReviewBinding) =>
  binding.recipient === null || binding.recipient === undefined
    ? addressKey(binding.account)
    : addressKey(binding.recipient);

function positionKey(id: bigint | string | null | undefined): string | undefined {
  if (id === null || id === undefined) return undefined;
  if (typeof id === 'bigint') return id.toString();
  return /^\d+$/.test(id.trim()) ? BigInt(id.trim()).toString() : `?${id}`;
}

/**
 * Everything `live` changed from `reviewed`: the chain, the account (any case is the same account;
 * none connected is a change), where the output goes (compared as addresses: no recipient and the
 * account's own address are the same place), the position, and the quote by `quoteChanged`. A
 * missing `live` is `['missing']`. Empty: the review is still what would be sent.
 */
export function reviewChanges<R extends ReviewBinding>(
  reviewed: R,
  live: R | null | undefined,
  quoteChanged?: (reviewed: R, live: R) => boolean,
): readonly ReviewChange[] {
  if (live === null || live === undefined) return ['missing'];
  const changes: ReviewChange[] = [];
  if (reviewed.chainId !== live.chainId) changes.push('chain');
  const account = addressKey(reviewed.account);
  if (account === undefined || account !== addressKey(live.account)) changes.push('account');
  const to = destination(reviewed);
  if (to === undefined || to !== destination(live)) changes.push('recipient');
  if (positionKey(reviewed.positionId) !== positionKey(live.positionId)) changes.push('position');
  if (quoteChanged?.(reviewed, live)) changes.push('quote');
  return changes;
}

/** May the reviewed write still be sent: `live` is known and nothing in `reviewChanges` moved. */
export function reviewStillValid<R extends ReviewBinding>(
  reviewed: R,
  live: R | null | undefined,
  quoteChanged?: (reviewed: R, live: R) => boolean,
): boolean {
  return reviewChanges(reviewed, live, quoteChanged).length === 0;
}
