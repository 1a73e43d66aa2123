// /remove/{tokenId} (spec 001 §2 "Remove V3", §3 "V3 burn state: percent", §5 "V3 removal"):
// the percent, native-or-wrapped payout, the amounts out and the removal through the write flow.

import { getNativeCurrency } from '@dex/currency';
import {
  LIQUIDITY_WRITE_LOG_NAMES,
  type RemoveView,
  removeView,
  v3RemoveWriteCalls,
} from '@dex/liquidity';
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
  positionBindingAtom,
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
    return reviewed !== null && !reviewStillValid(reviewed, get(positionBindingAtom(tokenId)));
  }),
);

/** Opens the review of position `tokenId`, bound to what it shows now (also "Accept" on a change). */
export const openRemoveReviewAtom = atom(null, (get, set, tokenId: bigint) => {
  set(removeReviewedAtom, get(positionBindingAtom(tokenId)));
  set(removeSession.dialog, null);
  set(removeSession.reviewing, true);
});

/** Closing after a hash starts the form again at 0 %. */
export const closeRemoveDialogAtom = atom(null, (_get, set) => {
  set(removeReviewedAtom, null);
  if (set(removeSession.dismiss)) set(removePercentAtom, 0);
});

/**
 * Everything /remove/{tokenId} shows, read in one value: the position, the removal form
 * (@dex/liquidity's removeView), the percent and payout choice, the dialog, and whether the open
 * review was shown for another chain, account or position (Price Updated).
 */
export const removePageReadsAtom = atomFamily((tokenId: bigint) =>
  atom((get) => {
    // The removal's deadline counts from the latest block's time: keep it read while here.
    get(chainTimestampAtom(get(activeChainIdAtom)));
    const detail = get(positionDetailAtom(tokenId));
    const ready = detail.status === 'ready' ? detail : undefined;
    const percent = get(removePercentAtom);
    const receiveNative = get(receiveNativeAtom);
    const view: RemoveView = removeView({
      position: ready?.position,
      pool: ready?.pool ?? null,
      fees: get(owedFeesAtom(tokenId)),
      percent,
      receiveNative,
      connected: !!get(connectedAccountAtom),
      // Only once known to be neither (@dex/liquidity's one rule): unknown is no reason to refuse.
      notManager: get(positionAuthorityAtom(tokenId)).authority === 'none',
      native: getNativeCurrency(get(activeChainIdAtom)),
    });
    const dialog = get(removeDialogAtom);
    return {
      detail,
      view,
      percent,
      receiveNative,
      dialog,
      reviewChanged: get(removeReviewChangedAtom(tokenId)),
    };
  }),
);

/**
 * The removal's write: the chosen percent of position `tokenId` with its fees, to `account`. The one
 * request the review's network cost and the send both use.
 */
function removeWrite(get: Getter, tokenId: bigint, account: string) {
  return {
    account,
    calls: () =>
      v3RemoveWriteCalls({
        manager: get(positionManagerAtom),
        detail: get(positionDetailAtom(tokenId)),
        fees: get(owedFeesAtom(tokenId)),
        chainTime: get(chainTimestampAtom(get(activeChainIdAtom))),
        deadlineSeconds: get(userDeadlineSecondsAtom),
        percent: get(removePercentAtom),
        slippageBips: get(userSlippageBipsAtom),
        recipient: account,
        receiveNative: get(receiveNativeAtom),
      }),
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
    if (!reviewed || !reviewStillValid(reviewed, get(positionBindingAtom(tokenId)))) return;
    await set(removeSession.write, {
      logAs: LIQUIDITY_WRITE_LOG_NAMES.remove,
      request: { summary, ...removeWrite(get, tokenId, account) },
    });
  },
);
