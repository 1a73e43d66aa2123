// Collect fees on /pool/{id} (spec 001 §4 idle -> collecting -> collected) through the app's one
// write flow. 'Collecting' lasts until the tracker has the collect mined, not just sent.
// Spec §8: a failed collect stops the loading state and is only logged. Collect has no review
// dialog: the position page is what the user reviewed, so a press is bound (@dex/write's
// reviewStillValid) to the chain, account and position the page showed when it was pressed.
import {
  type CollectStatus,
  collectFeesCall,
  collectWriteOptions,
  LIQUIDITY_WRITE_LOG_NAMES,
} from '@dex/liquidity';
import { MissingDependenciesError, type ReviewBinding, reviewStillValid } from '@dex/write';
import { atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { connectedAccountAtom } from '../../state/wallet';
import { type WriteSession, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { attemptStatus } from '../chainReads';
import {
  owedFeesAtom,
  positionAuthorityAtom,
  positionBindingAtom,
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
  atom((get): CollectStatus => attemptStatus(get, get(collectSession(tokenId).attempt))),
);

/** The Collect fees button's state for position `tokenId`. */
export const collectStatusAtom = (tokenId: bigint) => collectStatusFamily(tokenId);

/**
 * What collecting position `tokenId` is for now: this chain, the connected account, paid to it,
 * that position. The page renders with it and hands it back with the press it showed.
 */
export const collectBindingAtom = positionBindingAtom;

/** The collect's write for position `tokenId`: the request its cost and its send both use. */
function collectWrite(get: Getter, tokenId: bigint) {
  const options = collectWriteOptions({
    account: get(connectedAccountAtom),
    manager: get(positionManagerAtom),
    tokenId,
    detail: get(positionDetailAtom(tokenId)),
    fees: get(owedFeesAtom(tokenId)),
    authority: get(positionAuthorityAtom(tokenId)).authority,
  });
  return options && { account: options.recipient, calls: () => [collectFeesCall(options)] };
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

export interface CollectFeesRequest {
  readonly tokenId: bigint;
  readonly summary: string;
  /** `collectBindingAtom(tokenId)` as the page showed it when Collect was pressed. */
  readonly shown: ReviewBinding;
}

/**
 * Collects everything owed to position `tokenId` for the connected account (the native coin for
 * WETH); only for its owner or an operator (the page offers Collect to no one else), and nothing
 * when the chain, the account or the position moved since the page showed the press (a wallet
 * that switched under it: the page re-renders for the new one, to be pressed again).
 */
export const collectFeesActionAtom = atom(
  null,
  async (get, set, { tokenId, summary, shown }: CollectFeesRequest) => {
    if (!reviewStillValid(shown, get(collectBindingAtom(tokenId)))) return;
    const write = collectWrite(get, tokenId);
    if (!write) return;
    await set(collectSession(tokenId).write, {
      logAs: LIQUIDITY_WRITE_LOG_NAMES.collect,
      request: { summary, ...write },
    });
  },
);
