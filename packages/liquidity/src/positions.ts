// Spec 001 §3 "V3 position": the reads on Uniswap's NonfungiblePositionManager that list an
// account's positions and load one, and the rule for the position badge (§4).

import { type ContractCall, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import { getAddress, Interface, ZeroAddress } from 'ethers';
import { type ReadAnswers, unanswered } from './reads';

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
  return Array.from({ length: count }, (_, index) =>
    managerCall(manager, 'tokenOfOwnerByIndex', [owner, index]),
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

export type AccountPositionsRead =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly positions: readonly V3Position[] };

/**
 * Spec 001 §2 "/pool": the positions `owner` holds, newest first: the count, each index's id, then
 * each position; ids or positions that do not decode are left out (and told to `onParseError`).
 */
export function readAccountPositions(input: {
  readonly manager: string;
  readonly owner: string;
  readonly read: ReadAnswers;
  readonly onParseError?: ParseErrorHandler;
}): AccountPositionsRead {
  const { manager, owner, read, onParseError } = input;
  const [countAnswer] = read([positionCountCall(manager, owner)]);
  if (countAnswer === undefined) return { status: 'loading' };
  const count = decodePositionCount(countAnswer ?? undefined, onParseError) ?? 0;
  if (count === 0) return { status: 'ready', positions: [] };
  const idAnswers = read(positionIdCalls(manager, owner, count));
  if (unanswered(idAnswers)) return { status: 'loading' };
  const ids = idAnswers
    .map((answer) => decodePositionId(answer ?? undefined, onParseError))
    .filter((id): id is bigint => id !== undefined);
  const positionAnswers = read(ids.map((id) => positionCall(manager, id)));
  if (unanswered(positionAnswers)) return { status: 'loading' };
  const positions = ids
    .map((id, index) => decodePosition(id, positionAnswers[index] ?? undefined, onParseError))
    .filter((position): position is V3Position => position !== undefined)
    .reverse();
  return { status: 'ready', positions };
}
