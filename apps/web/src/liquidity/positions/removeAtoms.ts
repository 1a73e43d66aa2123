// /remove/{tokenId} (spec 001 §2 "Remove V3", §3 "V3 burn state: percent", §5 "V3 removal"):
// the percent, native-or-wrapped payout, the amounts out and the removal through the write flow.

import { getNativeCurrency } from '@dex/currency';
import { type RemoveView, removeLiquidityCall, removeView } from '@dex/liquidity';
import { computeSwapDeadline, MissingDependenciesError } from '@dex/router';
import { type ReviewBinding, reviewStillValid } from '@dex/write';
import { atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { chainTimestampAtom } from '../../state/chainTime';
import { userDeadlineSecondsAtom, userSlippageBipsAtom } from '../../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { type WriteDialogState, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import {
  owedFeesAtom,
  positionAuthorityAtom,
  positionDetailAtom,
  positionManagerAtom,
} from '../positionAtoms';

// @spec 001 §3.6 V3 burn state
/** The slider's applied percent, 0-100 (spec 001 §3 "V3 burn state"). */
export const removePercentAtom = atom(0);
/** Pay the wrapped native side out as the native coin (the default) or keep it wrapped. */
export const receiveNativeAtom = atom(true);

/**
 * The review dialog: closed, reviewing, or the write's progress. Spec 001 §8: a removal the wallet
 * rejects is logged and the review comes back, still bound to what it was opened for.
 */
const removeSession = writeSession({ reviewAgainOnRejection: true });

export const removeDialogAtom = atom((get): { open: boolean; write: WriteDialogState | null } => ({
  open: get(removeSession.reviewing) || get(removeSession.dialog) !== null,
  write: get(removeSession.dialog),
}));

/** What a removal of position `tokenId` is for now: this chain, the account, to it, that position. */
function removeBinding(get: Getter, tokenId: bigint): ReviewBinding {
  const account = get(connectedAccountAtom);
  return { chainId: get(activeChainIdAtom), account, recipient: account, positionId: tokenId };
}

/** What the open review was shown for; null while it is closed. */
const removeReviewedAtom = atom<ReviewBinding | null>(null);

/**
 * The open review of position `tokenId` may no longer be sent: the chain, the account or the
 * position (another /remove/{id} under the open dialog) moved since it opened (@dex/write's
 * `reviewStillValid`). The dialog shows Price Updated and Remove is refused until accepted.
 */
export const removeReviewChangedAtom = atomFamily((tokenId: bigint) =>
  atom((get) => {
    const reviewed = get(removeReviewedAtom);
    return reviewed !== null && !reviewStillValid(reviewed, removeBinding(get, tokenId));
  }),
);

/** Opens the review of position `tokenId`, bound to what it shows now (also "Accept" on a change). */
export const openRemoveReviewAtom = atom(null, (get, set, tokenId: bigint) => {
  set(removeReviewedAtom, removeBinding(get, tokenId));
  set(removeSession.dialog, null);
  set(removeSession.reviewing, true);
});

/** Closing after a hash starts the form again at 0 %. */
export const closeRemoveDialogAtom = atom(null, (_get, set) => {
  set(removeReviewedAtom, null);
  if (set(removeSession.dismiss)) set(removePercentAtom, 0);
});

/** The removal form of position `tokenId` (@dex/liquidity's removeView). */
export const removeViewAtom = atomFamily((tokenId: bigint) =>
  atom((get): RemoveView => {
    const detail = get(positionDetailAtom(tokenId));
    const ready = detail.status === 'ready' ? detail : undefined;
    return removeView({
      position: ready?.position,
      pool: ready?.pool ?? null,
      fees: get(owedFeesAtom(tokenId)),
      percent: get(removePercentAtom),
      receiveNative: get(receiveNativeAtom),
      connected: !!get(connectedAccountAtom),
      // Only once known to be neither (@dex/liquidity's one rule): unknown is no reason to refuse.
      notManager: get(positionAuthorityAtom(tokenId)).authority === 'none',
      native: getNativeCurrency(get(activeChainIdAtom)),
    });
  }),
);

/** Spec 001 §8: a failed removal is logged (a rejection as such) under this name. */
const LOG_AS = 'Remove liquidity';

/**
 * The removal's write: the chosen percent of position `tokenId` with its fees, to `account`. The one
 * request the review's network cost and the send both use.
 */
function removeWrite(get: Getter, tokenId: bigint, account: string) {
  return {
    account,
    calls: () => {
      const chainId = get(activeChainIdAtom);
      const manager = get(positionManagerAtom);
      const detail = get(positionDetailAtom(tokenId));
      const fees = get(owedFeesAtom(tokenId));
      const timestamp = get(chainTimestampAtom(chainId));
      if (!manager || detail.status !== 'ready' || !detail.pool || !fees || !timestamp) {
        throw new MissingDependenciesError();
      }
      return [
        removeLiquidityCall({
          manager,
          pool: detail.pool,
          position: detail.position,
          percent: get(removePercentAtom),
          slippageBips: get(userSlippageBipsAtom),
          deadline: computeSwapDeadline(timestamp, get(userDeadlineSecondsAtom)),
          recipient: account,
          fees,
          receiveNative: get(receiveNativeAtom),
        }),
      ];
    },
  };
}

/** The review's network cost: the removal estimated as its send would estimate it. */
export const estimateRemoveCostAtom = atom(null, (get, set, { tokenId }: { tokenId: bigint }) =>
  set(estimateWriteCostAtom, removeWrite(get, tokenId, get(connectedAccountAtom) ?? '')),
);

/**
 * Removes the chosen percent of position `tokenId`, collecting its fees, to the connected account;
 * nothing while the open review was shown for another chain, account or position.
 */
export const removeLiquidityActionAtom = atom(
  null,
  async (get, set, { tokenId, summary }: { tokenId: bigint; summary: string }) => {
    const account = get(connectedAccountAtom);
    if (!account) return;
    const reviewed = get(removeReviewedAtom);
    if (!reviewed || !reviewStillValid(reviewed, removeBinding(get, tokenId))) return;
    await set(removeSession.write, {
      logAs: LOG_AS,
      request: { summary, ...removeWrite(get, tokenId, account) },
    });
  },
);
