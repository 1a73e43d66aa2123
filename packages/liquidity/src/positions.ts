// Spec 001 §3 "V3 position": the reads on Uniswap's NonfungiblePositionManager that list an
// account's positions and load one, and the rule for the position badge (§4).

import { type ContractCall, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import { getAddress, Interface, ZeroAddress } from 'ethers';
import type { ReadAnswers } from './reads';

// @spec 001 §7.2 Position manager
export const POSITION_MANAGER_INTERFACE = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
]);

// @spec 001 §3.1 V3 position
export interface V3Position {
  readonly tokenId: bigint;
  readonly nonce: bigint;
  readonly operator: string;
  readonly token0: string;
  readonly token1: string;
  readonly fee: number;
  readonly tickLower: number;
  readonly tickUpper: number;
  readonly liquidity: bigint;
  readonly feeGrowthInside0LastX128: bigint;
  readonly feeGrowthInside1LastX128: bigint;
  readonly tokensOwed0: bigint;
  readonly tokensOwed1: bigint;
}

/** @internal Encodes a manager call (shared with fees.ts). */
export function managerCall(manager: string, name: string, args: readonly unknown[]): ContractCall {
  return {
    address: getAddress(manager),
    callData: POSITION_MANAGER_INTERFACE.encodeFunctionData(name, args).toLowerCase(),
  };
}

/**
 * Decodes one answer; undefined for a failed, empty or malformed one (bad RPC data loses nothing).
 * A malformed one also goes to `onParseError`, as in every decoder here.
 */
export function decodeManagerResult(
  name: string,
  data: string | undefined,
  onParseError?: ParseErrorHandler,
) {
  if (!data || data === '0x') return undefined;
  return decodeAnswer(
    data,
    (answer) => POSITION_MANAGER_INTERFACE.decodeFunctionResult(name, answer),
    onParseError,
  );
}

export const positionCountCall = (manager: string, owner: string) =>
  managerCall(manager, 'balanceOf', [owner]);

/** How many positions `owner` holds. */
export function decodePositionCount(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): number | undefined {
  const result = decodeManagerResult('balanceOf', data, onParseError);
  return result ? Number(result[0]) : undefined;
}

/** The reads for the token ids of `owner`'s first `count` positions (one batch). */
export function positionIdCalls(manager: string, owner: string, count: number): ContractCall[] {
  return positionIdCallsAt(
    manager,
    owner,
    Array.from({ length: count }, (_, index) => index),
  );
}

export function decodePositionId(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): bigint | undefined {
  const result = decodeManagerResult('tokenOfOwnerByIndex', data, onParseError);
  return result ? BigInt(result[0]) : undefined;
}

export const positionCall = (manager: string, tokenId: bigint) =>
  managerCall(manager, 'positions', [tokenId]);

/** The position `tokenId` from a `positionCall` answer. */
export function decodePosition(
  tokenId: bigint,
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): V3Position | undefined {
  const result = decodeManagerResult('positions', data, onParseError);
  if (!result) return undefined;
  return {
    tokenId,
    nonce: BigInt(result.nonce),
    operator: getAddress(String(result.operator)),
    token0: getAddress(String(result.token0)),
    token1: getAddress(String(result.token1)),
    fee: Number(result.fee),
    tickLower: Number(result.tickLower),
    tickUpper: Number(result.tickUpper),
    liquidity: BigInt(result.liquidity),
    feeGrowthInside0LastX128: BigInt(result.feeGrowthInside0LastX128),
    feeGrowthInside1LastX128: BigInt(result.feeGrowthInside1LastX128),
    tokensOwed0: BigInt(result.tokensOwed0),
    tokensOwed1: BigInt(result.tokensOwed1),
  };
}

export const positionOwnerCall = (manager: string, tokenId: bigint) =>
  managerCall(manager, 'ownerOf', [tokenId]);

/** The owner from a `positionOwnerCall` answer. */
export function decodePositionOwner(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): string | undefined {
  const result = decodeManagerResult('ownerOf', data, onParseError);
  return result ? getAddress(String(result[0])) : undefined;
}

export const positionApprovedCall = (manager: string, tokenId: bigint) =>
  managerCall(manager, 'getApproved', [tokenId]);

/** The operator approved for the position from a `positionApprovedCall` answer (zero address: none). */
export function decodePositionApproved(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): string | undefined {
  const result = decodeManagerResult('getApproved', data, onParseError);
  if (!result) return undefined;
  const approved = getAddress(String(result[0]));
  return approved === ZeroAddress ? undefined : approved;
}

export const tokenUriCall = (manager: string, tokenId: bigint) =>
  managerCall(manager, 'tokenURI', [tokenId]);

/** The raw token URI string from a `tokenUriCall` answer (see tokenUri.ts to read it). */
export function decodeTokenUri(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): string | undefined {
  const result = decodeManagerResult('tokenURI', data, onParseError);
  return result ? String(result[0]) : undefined;
}

export type PositionStatus = 'closed' | 'in-range' | 'out-of-range';

/**
 * Spec 001 §4, the position badge: closed ("Inactive", removed) with zero liquidity, in range when
 * the pool's current tick is at or above the lower tick and below the upper one, else out of range.
 * @spec 001 §4.9 Position badge
 */
export function positionStatus(
  position: Pick<V3Position, 'liquidity' | 'tickLower' | 'tickUpper'>,
  tickCurrent: number,
): PositionStatus {
  if (position.liquidity === 0n) return 'closed';
  return tickCurrent >= position.tickLower && tickCurrent < position.tickUpper
    ? 'in-range'
    : 'out-of-range';
}

/**
 * Issue #28 §2: /pool reads the newest 25 positions, and 25 more each time the user asks. A page's
 * per-block reads (an id and a position each, and at most one pool per position: about 100 calls)
 * ride in one multicall chunk beside the rest of the page, and 25 rows fill about two screens, twice
 * the 12-placeholder skeleton (spec 001 §2). Anyone can mint dust positions to an address: however
 * many it holds, the per-block cost stays at what the user chose to see.
 */
export const POSITIONS_PAGE_SIZE = 25;

/** tokenOfOwnerByIndex indexes of the newest `limit` of `count` positions, newest first. */
export function newestPositionIndexes(count: number, limit: number): number[] {
  const shown = Math.max(0, Math.min(count, Math.floor(limit)));
  return Array.from({ length: shown }, (_, offset) => count - 1 - offset);
}

/** The reads for the token ids at `indexes` of `owner`'s positions, in that order. */
export function positionIdCallsAt(
  manager: string,
  owner: string,
  indexes: readonly number[],
): ContractCall[] {
  return indexes.map((index) => managerCall(manager, 'tokenOfOwnerByIndex', [owner, index]));
}

/**
 * A settled position: closed (no liquidity, the Inactive badge of spec 001 §4) with nothing owed.
 * Without liquidity it earns no fees, so no swap changes what positions() answers for it; only a
 * write on the position itself does. It is read once, not every block.
 */
export function isSettledPosition(
  position: Pick<V3Position, 'liquidity' | 'tokensOwed0' | 'tokensOwed1'>,
): boolean {
  return position.liquidity === 0n && position.tokensOwed0 === 0n && position.tokensOwed1 === 0n;
}

/** The answers before the first one still missing. */
function answeredPrefix(
  answers: readonly (string | null | undefined)[],
): readonly (string | null)[] {
  const missing = answers.indexOf(undefined);
  return (missing === -1 ? answers : answers.slice(0, missing)) as readonly (string | null)[];
}

export type AccountPositionsRead =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /**
       * The newest `limit` positions, newest first; while a further page loads, the ones already
       * answered (so the list stays put and grows).
       */
      readonly positions: readonly V3Position[];
      /** How many the account holds (balanceOf): more than shown when `total > positions.length`. */
      readonly total: number;
    };

/**
 * Spec 001 §2 "/pool": the newest `limit` positions `owner` holds (POSITIONS_PAGE_SIZE by
 * default), newest first: the count and each shown index's id through `read` (every block), each
 * position once through `readOnce`, and the positions that are not settled again through `read`
 * (issue #28 §2: settled ones, closed with nothing owed, are not read every block). Ids or
 * positions that do not decode are left out (and told to `onParseError`). Without `readOnce`,
 * everything goes through `read`.
 */
export function readAccountPositions(input: {
  readonly manager: string;
  readonly owner: string;
  readonly read: ReadAnswers;
  readonly readOnce?: ReadAnswers;
  readonly limit?: number;
  readonly onParseError?: ParseErrorHandler;
}): AccountPositionsRead {
  const { manager, owner, read, onParseError } = input;
  const readOnce = input.readOnce ?? read;
  const [countAnswer] = read([positionCountCall(manager, owner)]);
  if (countAnswer === undefined) return { status: 'loading' };
  const total = decodePositionCount(countAnswer ?? undefined, onParseError) ?? 0;
  const indexes = newestPositionIndexes(total, input.limit ?? POSITIONS_PAGE_SIZE);
  if (indexes.length === 0) return { status: 'ready', positions: [], total };
  // While a further page loads, the positions already answered stay shown (newest first).
  const idAnswers = answeredPrefix(read(positionIdCallsAt(manager, owner, indexes)));
  if (idAnswers.length === 0) return { status: 'loading' };
  const ids = idAnswers
    .map((answer) => decodePositionId(answer ?? undefined, onParseError))
    .filter((id): id is bigint => id !== undefined);
  const firstAnswers = answeredPrefix(readOnce(ids.map((id) => positionCall(manager, id))));
  if (ids.length > 0 && firstAnswers.length === 0) return { status: 'loading' };
  const first = firstAnswers.map((answer, index) =>
    decodePosition(ids[index] as bigint, answer ?? undefined, onParseError),
  );
  // Open positions (or ones with something to collect) change with swaps: every block for them.
  const live = first.filter(
    (position): position is V3Position => position !== undefined && !isSettledPosition(position),
  );
  const liveAnswers = read(live.map((position) => positionCall(manager, position.tokenId)));
  const latest = new Map<bigint, V3Position>();
  live.forEach((position, index) => {
    const answer = liveAnswers[index];
    // Until the per-block read answers, its first answer stands (the two share their result).
    const fresh =
      answer === undefined
        ? position
        : decodePosition(position.tokenId, answer ?? undefined, onParseError);
    if (fresh) latest.set(position.tokenId, fresh);
  });
  const positions = first
    .map((position) => (position ? (latest.get(position.tokenId) ?? position) : undefined))
    .filter((position): position is V3Position => position !== undefined);
  return { status: 'ready', positions, total };
}

/** The badge as far as it is known: closed needs no pool; otherwise undefined until its tick is. */
export function knownPositionStatus(
  position: Pick<V3Position, 'liquidity' | 'tickLower' | 'tickUpper'>,
  tickCurrent: number | undefined,
): PositionStatus | undefined {
  if (position.liquidity === 0n) return 'closed';
  return tickCurrent === undefined ? undefined : positionStatus(position, tickCurrent);
}
