// One position as /pool/{id} and /remove/{id} read it (spec 001 §2): positions, ownerOf and
// getApproved every block, the large tokenURI rarely, and each position with its tokens and pool
// as the screens (the list too) take it.
import type { ParseErrorHandler } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { invertedByDefault } from './positionDisplay';
import {
  decodePosition,
  decodePositionApproved,
  decodePositionOwner,
  decodeTokenUri,
  knownPositionStatus,
  positionApprovedCall,
  positionCall,
  positionOwnerCall,
  tokenUriCall,
  type V3Position,
} from './positions';
import type { ReadAnswers } from './reads';
import { type PositionMetadata, parseTokenUri } from './tokenUri';
import type { PositionWithPool } from './view/positionScreens';

/** The token URI is large and changes rarely: read it every 10 blocks. */
export const TOKEN_URI_BLOCKS = 10;

export type PositionRead =
  | { readonly status: 'loading' }
  /** No such position (never minted, or burned). */
  | { readonly status: 'not-found' }
  | {
      readonly status: 'ready';
      readonly position: V3Position;
      readonly owner: string | undefined;
      readonly approved: string | undefined;
      /** undefined: no usable artwork (show the placeholder). */
      readonly metadata: PositionMetadata | undefined;
    };

/**
 * Position `tokenId` on `manager`: `read` answers every block, `readRarely` every
 * `TOKEN_URI_BLOCKS` (the artwork, asked only once the position exists).
 */
export function readPosition(input: {
  readonly manager: string;
  readonly tokenId: bigint;
  readonly read: ReadAnswers;
  readonly readRarely: ReadAnswers;
  readonly onParseError?: ParseErrorHandler;
}): PositionRead {
  const { manager, tokenId, onParseError } = input;
  const [positionAnswer, ownerAnswer, approvedAnswer] = input.read([
    positionCall(manager, tokenId),
    positionOwnerCall(manager, tokenId),
    positionApprovedCall(manager, tokenId),
  ]);
  if (positionAnswer === undefined) return { status: 'loading' };
  const position = decodePosition(tokenId, positionAnswer ?? undefined, onParseError);
  if (!position) return { status: 'not-found' };
  const [uriAnswer] = input.readRarely([tokenUriCall(manager, tokenId)]);
  return {
    status: 'ready',
    position,
    owner: decodePositionOwner(ownerAnswer ?? undefined, onParseError),
    approved: decodePositionApproved(approvedAnswer ?? undefined, onParseError),
    metadata: parseTokenUri(decodeTokenUri(uriAnswer ?? undefined, onParseError)),
  };
}

/**
 * A position with its tokens (undefined while unknown) and its pool: its badge once the pool's
 * tick is known, and whether its prices read the other way round at first (in the chain's dollar
 * stablecoin, or per the wrapped native token).
 */
export function positionWithPool(input: {
  readonly position: V3Position;
  readonly token0: Token | undefined;
  readonly token1: Token | undefined;
  readonly pool: Pool | null;
  readonly usdStablecoin: { readonly address: string } | undefined;
}): PositionWithPool {
  const { position, token0, token1, pool } = input;
  return {
    position,
    token0,
    token1,
    pool,
    rangeStatus: knownPositionStatus(position, pool?.tickCurrent),
    invertedAtFirst: invertedByDefault(token0, token1, input.usdStablecoin),
  };
}
