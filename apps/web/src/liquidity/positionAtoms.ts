// The V3 positions of spec 001 §2 as jotai atoms over the app's multicall watch: the account's
// positions for /pool (balanceOf, tokenOfOwnerByIndex, positions, then each position's pool; a
// page at a time, closed positions with nothing owed read once: issue #28 §2), and
// one position for /pool/{id} and /remove/{id} (positions, ownerOf, getApproved, tokenURI, and the
// owed fees through the manager's static collect, refreshed per block), and what the connected
// account may do with a position (also read by /increase).
import { getChainInfo } from '@dex/chains';
import {
  type AccountPositions,
  followOwedFees,
  type OwedFees,
  owedFeesCall,
  POSITIONS_PAGE_SIZE,
  type PositionAuthorityRead,
  type PositionDetailState,
  type PositionWithPool,
  positionWithPool,
  readAccountPositions,
  readPosition,
  readPositionAuthority,
  TOKEN_URI_BLOCKS,
  type V3Position,
} from '@dex/liquidity';
import { readEachBlock } from '@dex/multicall';
import { plainJsonFormat } from '@dex/primitives';
import type { ReviewBinding } from '@dex/write';
import { type Atom, atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { reportParseError } from '../state/callResults';
import { atomWithPersistence } from '../state/storage';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { currencyAtom } from '../tokens/currencyAtoms';
import { chainAnswers } from './chainReads';
import { poolAtom } from './poolAtoms';

/** The active chain's NonfungiblePositionManager; undefined where v3 is not deployed. */
export const positionManagerAtom = atom(
  (get) => getChainInfo(get(activeChainIdAtom))?.contracts.nonfungiblePositionManager,
);

/** The position's tokens (read from chain when not in the registry) and its pool. */
function withPool(get: Getter, chainId: number, position: V3Position): PositionWithPool {
  const asToken = (address: string) => {
    const currency = get(currencyAtom(chainId, address));
    return currency?.isToken ? currency : undefined;
  };
  const token0 = asToken(position.token0);
  const token1 = asToken(position.token1);
  const { pool } = get(poolAtom(chainId, token0, token1, position.fee));
  const usdStablecoin = getChainInfo(chainId)?.usdStablecoin;
  return positionWithPool({ position, token0, token1, pool, usdStablecoin });
}

/** How many of the newest positions /pool shows, for one chain and account (issue #28 §2). */
const positionsShownAtom = atom<{ readonly key: string; readonly limit: number } | undefined>(
  undefined,
);

const shownKey = (chainId: number, account: string | null) => `${chainId}:${account ?? ''}`;

/** One page at first, and again for another chain or account. */
export const positionsLimitAtom = atom((get) => {
  const shown = get(positionsShownAtom);
  const key = shownKey(get(activeChainIdAtom), get(connectedAccountAtom));
  return shown?.key === key ? shown.limit : POSITIONS_PAGE_SIZE;
});

/** "Load more": the next page of positions. */
export const showMorePositionsAtom = atom(null, (get, set) => {
  set(positionsShownAtom, {
    key: shownKey(get(activeChainIdAtom), get(connectedAccountAtom)),
    limit: get(positionsLimitAtom) + POSITIONS_PAGE_SIZE,
  });
});

/**
 * The connected account's newest positions on the active chain, newest first, as many as
 * `positionsLimitAtom` says: each page's ids every block, positions closed with nothing owed read
 * once, the others every block (@dex/liquidity's readAccountPositions).
 */
export const accountPositionsAtom = atom((get): AccountPositions => {
  const account = get(connectedAccountAtom);
  const chainId = get(activeChainIdAtom);
  const manager = get(positionManagerAtom);
  if (!account) return { status: 'disconnected' };
  if (!manager) return { status: 'ready', positions: [], total: 0 };
  const read = readAccountPositions({
    manager,
    owner: account,
    read: chainAnswers(get, chainId),
    readOnce: chainAnswers(get, chainId, Number.POSITIVE_INFINITY),
    limit: get(positionsLimitAtom),
    onParseError: reportParseError,
  });
  if (read.status === 'loading') return read;
  return {
    status: 'ready',
    positions: read.positions.map((position) => withPool(get, chainId, position)),
    total: read.total,
  };
});

const positionDetailFamily = atomFamily(
  ({ chainId, tokenId }: { chainId: number; tokenId: bigint }): Atom<PositionDetailState> =>
    atom((get): PositionDetailState => {
      const manager = getChainInfo(chainId)?.contracts.nonfungiblePositionManager;
      if (!manager) return { status: 'not-found' };
      const read = readPosition({
        manager,
        tokenId,
        read: chainAnswers(get, chainId),
        readRarely: chainAnswers(get, chainId, TOKEN_URI_BLOCKS),
        onParseError: reportParseError,
      });
      return read.status === 'ready' ? { ...read, ...withPool(get, chainId, read.position) } : read;
    }),
  (a, b) => a.chainId === b.chainId && a.tokenId === b.tokenId,
);

/** Position `tokenId` on the active chain. */
export const positionDetailAtom = atomFamily((tokenId: bigint) =>
  atom((get) => get(positionDetailFamily({ chainId: get(activeChainIdAtom), tokenId }))),
);

/**
 * What a write on position `tokenId` (collect, remove) is for now: this chain, the connected
 * account, paid to it, that position (@dex/write's review binding).
 */
export const positionBindingAtom = atomFamily((tokenId: bigint) =>
  atom((get): ReviewBinding => {
    const account = get(connectedAccountAtom);
    return { chainId: get(activeChainIdAtom), account, recipient: account, positionId: tokenId };
  }),
);

export type PositionAuthorityState = PositionAuthorityRead;

/**
 * What the connected account may do with position `tokenId` (@dex/liquidity's one rule and its
 * reads, for add, remove, collect and the position page).
 */
export const positionAuthorityAtom = atomFamily((tokenId: bigint) =>
  atom((get): PositionAuthorityState => {
    const chainId = get(activeChainIdAtom);
    const manager = getChainInfo(chainId)?.contracts.nonfungiblePositionManager;
    if (!manager) return { authority: 'unknown', owner: undefined };
    return readPositionAuthority({
      manager,
      tokenId,
      account: get(connectedAccountAtom) ?? undefined,
      read: chainAnswers(get, chainId),
      onParseError: reportParseError,
    });
  }),
);

interface FeesKey {
  readonly chainId: number;
  readonly manager: string;
  readonly tokenId: bigint;
  readonly owner: string;
}

const feesFamily = atomFamily(
  ({ chainId, manager, tokenId, owner }: FeesKey) => {
    const fees = atom<OwedFees | undefined>(undefined);
    fees.onMount = (setFees) => {
      const reader = chainReader(chainId);
      if (!reader) return;
      // Every block, inside that block's one request (a poll's batch, or a pushed block's
      // reads) (issue #28 §2).
      return followOwedFees({
        provider: reader.provider,
        call: owedFeesCall(manager, tokenId, owner),
        eachBlock: (read) => readEachBlock(reader.blockTracker, read),
        onFees: setFees,
        onError: (error) => console.warn('Reading the owed fees failed', error),
        onParseError: reportParseError,
      });
    };
    return fees;
  },
  (a, b) =>
    a.chainId === b.chainId &&
    a.manager === b.manager &&
    a.tokenId === b.tokenId &&
    a.owner.toLowerCase() === b.owner.toLowerCase(),
);

/**
 * What position `tokenId` would collect now (spec 001 §7: the static collect from its owner);
 * undefined until read or when the read fails.
 */
export const owedFeesAtom = atomFamily((tokenId: bigint) =>
  atom((get): OwedFees | undefined => {
    const detail = get(positionDetailAtom(tokenId));
    const manager = get(positionManagerAtom);
    if (detail.status !== 'ready' || !detail.owner || !manager) return undefined;
    return get(
      feesFamily({ chainId: get(activeChainIdAtom), manager, tokenId, owner: detail.owner }),
    );
  }),
);

/** /pool's "hide closed positions" choice, kept across visits. */
export const hideClosedPositionsAtom = atomWithPersistence(
  'dex.user.hideClosedPositions',
  false,
  plainJsonFormat((value): value is boolean => typeof value === 'boolean'),
);
