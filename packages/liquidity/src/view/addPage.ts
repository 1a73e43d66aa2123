// /add and /increase as one page (spec 001 §2 "Add liquidity"): the form with, on someone else's
// position, its acknowledgement; the back link; the review dialog's lines and labels; and the
// history text of the add that is sent (the reviewed amounts).
import type { Translator } from '@dex/primitives';
import type { PositionAuthorityRead } from '../positionAuthority';
import type { V3AddReview } from '../review';
import {
  type AddFormInput,
  type AddFormMessage,
  type AddFormReads,
  addFormView,
  addPriceUnit,
  addTitle,
} from './addForm';
import {
  type AddReviewDetails,
  addReviewLines,
  addSummaryText,
  foreignPositionAcknowledgement,
} from './addView';

export type AddPageMessage =
  | AddFormMessage
  | 'addLiquidity.backToPosition'
  | 'addLiquidity.backToPools'
  | 'addLiquidity.foreignPositionAcknowledge';

/** What the page reads from the app's state, gathered in one value. */
export interface AddPageReads extends AddFormReads {
  /** The route's position id (/increase/…/{tokenId}); undefined on /add. */
  readonly tokenId: string | undefined;
  /** Who the account is to the position increased; null off /increase. */
  readonly authority: PositionAuthorityRead | null;
  /** The box "I am adding to someone else's position" is ticked. */
  readonly acknowledged: boolean;
}

/** The page's own part of the form's input (its handlers, gas price and locale), and the review's. */
export interface AddPageInput<U> extends Omit<AddFormInput, keyof AddFormReads | 'onAdd'> {
  /** The review's fee tier, price and each amount's dollar value (of the accepted add). */
  readonly reviewDetails: AddReviewDetails<U> | null;
  readonly usdText: (usd: U) => string;
  readonly onAcknowledge: (checked: boolean) => void;
  /** Add pressed, with the history text of the add to send. */
  readonly onAdd: (summary: (sent: V3AddReview) => string) => void;
}

// @spec 001 §2.3 A back link goes to /pool
/** The page's title, back link, form (ui-kit AddLiquidity's props) and review dialog. */
export function addPageView<U>(
  t: Translator<AddPageMessage>,
  reads: AddPageReads,
  page: AddPageInput<U>,
) {
  const { isIncrease, range } = reads;
  const summary = ({ amountA, amountB }: V3AddReview) =>
    addSummaryText(t, [amountA, amountB], page.locale);
  const acknowledgement = foreignPositionAcknowledgement(
    t,
    reads.authority,
    reads.acknowledged,
    page.onAcknowledge,
  );
  const title = addTitle(t, isIncrease);
  return {
    title,
    back: {
      to: isIncrease && reads.tokenId ? `/pool/${reads.tokenId}` : '/pool',
      label: t(isIncrease ? 'addLiquidity.backToPosition' : 'addLiquidity.backToPools'),
    },
    form: addFormView(t, { ...reads, ...page, onAdd: () => page.onAdd(summary) }),
    acknowledgement,
    // The amounts under review are the accepted ones: what Add sends.
    reviewLines: addReviewLines(t, {
      details: page.reviewDetails,
      min: range?.leftPrice,
      max: range?.rightPrice,
      unit: addPriceUnit(t, reads.currencyA, reads.currencyB),
      locale: page.locale,
      usdText: page.usdText,
    }),
    reviewLabels: { title, confirm: t('addLiquidity.add') },
    summary,
  };
}
