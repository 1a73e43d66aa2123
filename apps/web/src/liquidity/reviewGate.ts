// The review of a liquidity write whose amounts move with the price (what you review is what you
// sign), as atoms: the review holds what the user accepted, @dex/liquidity's `decideLiquiditySend`
// says whether that may be sent or "Price Updated" must be shown, and Accept takes the live one.
// The V3 add/increase and the V2 add share it instead of each keeping a copy.
import {
  type BoundLiquidityReview,
  decideLiquiditySend,
  type LiquiditySendDecision,
} from '@dex/liquidity';
import { type Atom, atom, type Getter, type WritableAtom } from 'jotai';
import { userExpertModeAtom } from '../state/tradeSettings';

/** What the send atom of a reviewed write takes: the popup's summary and the accepted review. */
export interface ReviewedSend<R> {
  readonly summary: string;
  readonly review: R;
}

type SendAtom<R> = WritableAtom<unknown, [ReviewedSend<R>], Promise<void>>;

export function reviewGate<R extends BoundLiquidityReview>(live: Atom<R | null>) {
  /** The write under review as the user last accepted it; null while the review is closed. */
  const review = atom<R | null>(null);
  const open = atom((get) => get(review) !== null);
  /**
   * Send the accepted write, or "Price Updated" while the live one moved (terms, chain, account,
   * recipient, position) or is not known; null while closed.
   */
  const decision = atom((get): LiquiditySendDecision<R> | null => {
    const accepted = get(review);
    return accepted ? decideLiquiditySend(accepted, get(live)) : null;
  });
  /** "Accept" on "Price Updated": the live write becomes the one under review. */
  const acceptPriceUpdate = atom(null, (get, set) => {
    const current = get(decision);
    if (current?.kind === 'priceUpdated' && current.live) set(review, current.live);
  });

  /**
   * The page's button (the review first, or straight to the wallet in expert mode) and the
   * review's confirmation (sends the accepted write, or nothing while the price has moved).
   * `mayStart` holds both, e.g. until someone else's position is acknowledged.
   */
  function writes(send: SendAtom<R>, mayStart: (get: Getter) => boolean = () => true) {
    const start = atom(null, (get, set, summaryOf: (review: R) => string) => {
      if (!mayStart(get)) return;
      const current = get(live);
      if (!current) return;
      if (get(userExpertModeAtom)) void set(send, { summary: summaryOf(current), review: current });
      else set(review, current);
    });
    const confirm = atom(null, async (get, set, summaryOf: (review: R) => string) => {
      const current = get(decision);
      if (current?.kind !== 'send') return;
      await set(send, { summary: summaryOf(current.review), review: current.review });
    });
    return { start, confirm };
  }

  return { review, open, decision, acceptPriceUpdate, writes };
}
