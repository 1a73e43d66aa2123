// Who may act on a V3 position: its owner (ownerOf), the operator approved for it (getApproved)
// or an operator the owner approved for all its positions (isApprovedForAll). The position
// manager checks this for remove and collect but not for increaseLiquidity, which takes anyone's
// tokens into anyone's position; so every screen asks this one rule (spec 001 §2, §6). Remove and
// collect are the owner's or an operator's; an increase is the owner's alone (#38 §2).

import type { ContractCall, ParseErrorHandler } from '@dex/primitives';
import {
  decodeManagerResult,
  decodePositionApproved,
  decodePositionOwner,
  managerCall,
  positionApprovedCall,
  positionOwnerCall,
} from './positions';
import type { ReadAnswers } from './reads';

/**
 * - `owner`: the account owns the position.
 * - `operator`: approved for this position or for all the owner's positions.
 * - `none`: known to be neither: what it adds belongs to the owner, and it cannot remove or collect.
 * - `unknown`: no account, or the answers needed are not in yet.
 */
export type PositionAuthority = 'owner' | 'operator' | 'none' | 'unknown';

export interface PositionAuthorityInput {
  /** The connected account; undefined without one. */
  readonly account: string | undefined;
  /** ownerOf; undefined while unread (or when the position does not exist). */
  readonly owner: string | undefined;
  /** getApproved: the approved address, null when nobody is, undefined while unread. */
  readonly approved: string | null | undefined;
  /** isApprovedForAll(owner, account); undefined while unread. */
  readonly approvedForAll: boolean | undefined;
}

const sameAddress = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

// @spec 001 §6.1 No roles. Everything needs a connected
/** What the account may do with the position, from the manager's three answers. */
export function positionAuthority(input: PositionAuthorityInput): PositionAuthority {
  const { account, owner, approved, approvedForAll } = input;
  if (!account || !owner) return 'unknown';
  if (sameAddress(owner, account)) return 'owner';
  if (sameAddress(approved, account) || approvedForAll === true) return 'operator';
  if (approved === undefined || approvedForAll === undefined) return 'unknown';
  return 'none';
}

// @spec 001 §2.24 Pair and fee percent; a badge
/** The owner or an operator: offered Add, Remove and Collect (spec 001 §6). */
export function isOwnerOrOperator(authority: PositionAuthority): boolean {
  return authority === 'owner' || authority === 'operator';
}

/**
 * Whether an increase by this account needs the "not my position" acknowledgement: anyone but the
 * owner, once known. An operator too: the owner can make anyone an operator without asking
 * (approve, setApprovalForAll), send the /increase link and revoke before the deposit is mined;
 * what is added belongs to the owner either way.
 */
export function increaseNeedsAcknowledgement(authority: PositionAuthority): boolean {
  return authority === 'operator' || authority === 'none';
}

/** The first reads: ownerOf and getApproved of `tokenId`. */
export function positionAuthorityCalls(manager: string, tokenId: bigint): ContractCall[] {
  return [positionOwnerCall(manager, tokenId), positionApprovedCall(manager, tokenId)];
}

/** The second read, once the owner is known: whether `operator` may act on all its positions. */
export const approvedForAllCall = (manager: string, owner: string, operator: string) =>
  managerCall(manager, 'isApprovedForAll', [owner, operator]);

/** The answer of an `approvedForAllCall`; undefined for a failed, empty or malformed one. */
export function decodeApprovedForAll(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): boolean | undefined {
  const result = decodeManagerResult('isApprovedForAll', data, onParseError);
  return result ? Boolean(result[0]) : undefined;
}

export interface PositionAuthorityRead {
  readonly authority: PositionAuthority;
  /** The owner, once read (for the plain-words warning). */
  readonly owner: string | undefined;
}

export interface ReadPositionAuthorityInput {
  readonly manager: string;
  readonly tokenId: bigint;
  readonly account: string | undefined;
  readonly read: ReadAnswers;
  readonly onParseError?: ParseErrorHandler;
}

/**
 * The reads behind `positionAuthority`: ownerOf and getApproved, then isApprovedForAll(owner,
 * account) only when the account is neither the owner nor approved for this position. A failed
 * getApproved or isApprovedForAll counts as nobody approved (no answer will come to wait for).
 */
export function readPositionAuthority(input: ReadPositionAuthorityInput): PositionAuthorityRead {
  const { manager, tokenId, account, read, onParseError } = input;
  if (!account) return { authority: 'unknown', owner: undefined };
  const [ownerAnswer, approvedAnswer] = read(positionAuthorityCalls(manager, tokenId));
  const owner = decodePositionOwner(ownerAnswer ?? undefined, onParseError);
  const approved =
    approvedAnswer === undefined
      ? undefined
      : (decodePositionApproved(approvedAnswer ?? undefined, onParseError) ?? null);
  const known = { account, owner, approved, approvedForAll: undefined };
  const early = positionAuthority(known);
  if (early !== 'unknown' || !owner) return { authority: early, owner };
  const [forAllAnswer] = read([approvedForAllCall(manager, owner, account)]);
  const approvedForAll =
    decodeApprovedForAll(forAllAnswer ?? undefined, onParseError) ??
    (forAllAnswer === undefined ? undefined : false);
  return { authority: positionAuthority({ ...known, approvedForAll }), owner };
}

/** Whether an increase may go ahead: yes, not before the user acknowledges, or not yet known. */
export type IncreaseGate = 'allowed' | 'acknowledge' | 'checking';

/**
 * The manager lets anyone add to any position, and what is added belongs to the position's owner.
 * The owner may increase at once; an operator or anyone else only after acknowledging that the
 * position is not theirs (also in expert mode); nobody while the answers are still missing.
 */
export function increaseGate(authority: PositionAuthority, acknowledged: boolean): IncreaseGate {
  if (authority === 'owner') return 'allowed';
  if (increaseNeedsAcknowledgement(authority)) return acknowledged ? 'allowed' : 'acknowledge';
  return 'checking';
}
