// The add page's writes through the app's one write flow (src/transactions/writeAtoms.ts): approve
// a deposit token for the position manager, and the add itself (mint, create + mint, or increase).
import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  addReviewDetails,
  LIQUIDITY_WRITE_LOG_NAMES,
  rawAmountOf,
  type V3AddReview,
  v3AddWriteCalls,
} from '@dex/liquidity';
import { atom, type Getter } from 'jotai';
import { usdPriceAtom, usdValue } from '../../prices';
import { approveAtom, type WriteRequest, writeAtom, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { writeClockOf } from '../chainReads';
import { permitInfoAtom } from '../permitInfo';
import { positionManagerAtom } from '../positionAtoms';
import { reviewGate } from '../reviewGate';
import {
  addFormAtom,
  baseQuoteAtom,
  dispatchMintAtom,
  increaseGateAtom,
  permitSignatureAAtom,
  permitSignatureBAtom,
  signedPermitsAtom,
} from './addAtoms';

/** The write's dialog (pending, submitted); null while closed or back at the form. */
const addSession = writeSession();
export const addWriteDialogAtom = addSession.dialog;
/** What the review shows and the add sends (@dex/liquidity's V3 add review). */
export type AddReview = V3AddReview;

/** The add as it would be reviewed now (@dex/liquidity's v3AddForm); null without a position. */
export const liveAddReviewAtom = atom((get): AddReview | null => get(addFormAtom).review);

// The review before sending (spec §4: skipped in expert mode) and its price gate.
const addGate = reviewGate(liveAddReviewAtom);
/** The add under review as the user last accepted it; null while the review is closed. */
export const addReviewAtom = addGate.review;

/**
 * What the review shows beside the amounts and the range, for add and increase alike: the pool's
 * fee tier, its price when reviewed ("B per A", as the form reads) and each deposited amount's
 * dollar value (undefined while its price is loading or where there is none).
 */
export const addReviewDetailsAtom = atom((get) =>
  addReviewDetails(get(addReviewAtom), get(baseQuoteAtom)?.base, (amount) =>
    usdValue(amount, get(usdPriceAtom(amount.currency))),
  ),
);
export const addConfirmOpenAtom = addGate.open;
export const addDecisionAtom = addGate.decision;
export const acceptAddPriceUpdateAtom = addGate.acceptPriceUpdate;

/**
 * Approve the position manager for a deposit token: a permit signature when the token supports
 * one (sent as selfPermit with the add), else an approval (the maximum, else the exact amount).
 * Spec §8: an approval's failure is logged and still shown; a rejected signature is logged and
 * the form comes back.
 */
export const approveDepositAtom = atom(
  null,
  async (get, set, { amount, summary }: { amount: CurrencyAmount<Currency>; summary: string }) => {
    const manager = get(positionManagerAtom);
    const currency = amount.currency;
    if (!manager || currency.isNative) return;
    const result = await set(approveAtom, {
      token: currency.address,
      spender: manager,
      amount: rawAmountOf(amount),
      permitInfo: get(permitInfoAtom(currency)),
      summary,
      dialog: addWriteDialogAtom,
      alsoLogAs: LIQUIDITY_WRITE_LOG_NAMES.approve,
      rejectionLogAs: LIQUIDITY_WRITE_LOG_NAMES.approve,
    });
    if (result && 'permit' in result) {
      set(signedPermitsAtom, {
        ...get(signedPermitsAtom),
        [currency.address.toLowerCase()]: result.permit,
      });
    }
  },
);

/** The add's write for `review`: the one request its network cost and its send both use. */
function addWrite(get: Getter, review: AddReview): Pick<WriteRequest, 'account' | 'calls'> {
  const clock = writeClockOf(get);
  const positionManager = get(positionManagerAtom);
  return {
    account: clock.account ?? '',
    // The reviewed position, amounts and slippage (the minimums shown), into the reviewed position.
    calls: () =>
      v3AddWriteCalls(review, {
        ...clock.at(),
        positionManager,
        // Signed permits that match the deposit exactly (@dex/approvals' rule, on the chain's
        // clock) go in as selfPermit, by pool side.
        permits: [get(permitSignatureAAtom).permit, get(permitSignatureBAtom).permit],
      }),
  };
}

/** The review's network cost: `review`'s write estimated as its send would estimate it. */
export const estimateAddCostAtom = atom(null, (get, set, review: AddReview) =>
  set(estimateWriteCostAtom, addWrite(get, review)),
);

/**
 * Sends the add: calldata from @dex/liquidity, deadline from the chain's clock. Never into someone
 * else's position before the user has acknowledged it, nor before the owner is known.
 */
export const sendAddAtom = atom(
  null,
  async (get, set, { summary, review }: { summary: string; review: AddReview }) => {
    if (get(increaseGateAtom) !== 'allowed') return;
    set(addReviewAtom, null);
    const hash = await set(writeAtom, {
      dialog: addWriteDialogAtom,
      logAs: LIQUIDITY_WRITE_LOG_NAMES.add,
      silentRejection: true,
      request: { summary, ...addWrite(get, review) },
    });
    if (!hash) return;
    set(addSession.submitted, hash);
    // A permit is spent by the add (the token's nonce moves on).
    set(signedPermitsAtom, {});
  },
);

/**
 * The add button (the review first, or straight to the wallet in expert mode, which skips the
 * review, not the acknowledgement of someone else's position: sendAddAtom checks that too) and
 * the review's Add (the accepted add, or nothing while the price has moved).
 */
const addWrites = addGate.writes(sendAddAtom, (get) => get(increaseGateAtom) === 'allowed');
export const startAddAtom = addWrites.start;
export const confirmAddAtom = addWrites.confirm;

/**
 * Closing the dialog. Spec §4: after a hash, the inputs are cleared and the page goes to /pool
 * (returns true: the caller navigates).
 * @spec 001 §4.4 V3 add flow
 */
export const dismissAddDialogAtom = atom(null, (_get, set): boolean => {
  set(addReviewAtom, null);
  if (!set(addSession.dismiss)) return false;
  set(dispatchMintAtom, { type: 'reset' });
  return true;
});
