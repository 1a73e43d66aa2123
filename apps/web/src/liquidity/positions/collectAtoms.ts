// Collect fees on /pool/{id} (spec 001 §4 idle -> collecting -> collected) through the app's one
// write flow. 'Collecting' lasts until the tracker has the collect mined, not just sent.
// Spec §8: a failed collect stops the loading state and is only logged.
import { collectFeesCall, isOwnerOrOperator } from '@dex/liquidity';
import { MissingDependenciesError } from '@dex/router';
import type { CollectStatus } from '@dex/ui-kit';
import { atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { transactionsStateAtom, type WriteSession, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { collectStatusOf } from '../collectStatus';
import {
  owedFeesAtom,
  positionAuthorityAtom,
  positionDetailAtom,
  positionManagerAtom,
} from '../positionAtoms';

const collectSessions = new Map<bigint, WriteSession>();

/** The collect session of position `tokenId` (its attempt is the button's; tests drive it). */
export function collectSession(tokenId: bigint): WriteSession {
  const known = collectSessions.get(tokenId);
  if (known) return known;
  const session = writeSession();
  collectSessions.set(tokenId, session);
  return session;
}

const collectStatusFamily = atomFamily((tokenId: bigint) =>
  atom((get): CollectStatus => {
    const attempt = get(collectSession(tokenId).attempt);
    const record =
      attempt?.phase === 'sent'
        ? get(transactionsStateAtom)[get(activeChainIdAtom)]?.[attempt.hash.toLowerCase()]
        : undefined;
    return collectStatusOf(attempt, record);
  }),
);

/** The Collect fees button's state for position `tokenId`. */
export const collectStatusAtom = (tokenId: bigint) => collectStatusFamily(tokenId);

/** The collect's write for position `tokenId`: the request its cost and its send both use. */
function collectWrite(get: Getter, tokenId: bigint) {
  const account = get(connectedAccountAtom);
  const manager = get(positionManagerAtom);
  const detail = get(positionDetailAtom(tokenId));
  const fees = get(owedFeesAtom(tokenId));
  if (!account || !manager || detail.status !== 'ready' || !fees) return null;
  if (!isOwnerOrOperator(get(positionAuthorityAtom(tokenId)).authority)) return null;
  const { token0, token1 } = detail;
  if (!token0 || !token1) return null;
  return {
    account,
    calls: () => [
      collectFeesCall({
        manager,
        tokenId,
        token0,
        token1,
        fees,
        recipient: account,
        receiveNative: true,
      }),
    ],
  };
}

/** Collect's network cost, shown beside the fees before the wallet opens. */
export const estimateCollectCostAtom = atom(
  null,
  (get, set, { tokenId }: { readonly tokenId: bigint }) => {
    const write = collectWrite(get, tokenId);
    return write
      ? set(estimateWriteCostAtom, write)
      : Promise.reject(new MissingDependenciesError());
  },
);

/**
 * Collects everything owed to position `tokenId` for the connected account (the native coin for
 * WETH); only for its owner or an operator (the page offers Collect to no one else).
 */
export const collectFeesActionAtom = atom(
  null,
  async (get, set, { tokenId, summary }: { tokenId: bigint; summary: string }) => {
    const write = collectWrite(get, tokenId);
    if (!write) return;
    await set(collectSession(tokenId).write, {
      logAs: 'Collect fees',
      request: { summary, ...write },
    });
  },
);
