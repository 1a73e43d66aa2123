// The confirm dialog of a swap under review (spec 000 §4 swap flow) in the reader's words: both
// amounts, the price and trade details, the recipient, the bound the swap is sent with and the
// price-impact prompt, all from the accepted swap (the one that is sent).
import type { Translator } from '@dex/primitives';
import { confirmSwapText } from './confirmSwap';
import { type RecipientLookupState, reviewedRecipientText } from './recipientDisplay';
import type { SwapReview } from './swapReview';
import { type TradeDetailName, tradeDetailRows } from './tradeDetails';

export type ConfirmSwapMessage =
  | `swap.${TradeDetailName}`
  | 'swap.price'
  | 'swap.pricePer'
  | 'swap.recipient'
  | 'swap.from'
  | 'swap.to'
  | 'confirm.title'
  | 'confirm.estimateOut'
  | 'confirm.estimateIn'
  | 'confirm.priceUpdated'
  | 'confirm.accept'
  | 'confirm.impactWarning'
  | 'confirm.impactPrompt'
  | 'confirm.continue'
  | 'confirm.cancel'
  | 'txDialog.close';

/**
 * What the confirm dialog shows of `review`: the amounts, the detail rows (price, the trade's
 * details, then the recipient when it is not the account), the impact confirmation and the labels.
 * `recipient` is the typed recipient's lookup, which names the reviewed address while it still
 * resolves to it.
 */
export function confirmSwapView(
  t: Translator<ConfirmSwapMessage>,
  review: SwapReview,
  recipient: RecipientLookupState | null,
  locale: string,
) {
  const text = confirmSwapText(review, locale);
  return {
    input: text.input,
    output: text.output,
    details: [
      { label: t('swap.price'), value: t('swap.pricePer', text.price) },
      ...tradeDetailRows(
        (name) => t(`swap.${name}`),
        review.trade,
        review.allowedSlippageBips,
        locale,
      ),
      ...(review.recipient
        ? [
            {
              label: t('swap.recipient'),
              value: reviewedRecipientText(review.recipient, recipient),
            },
          ]
        : []),
    ],
    impactConfirmation: text.impactConfirmation,
    labels: {
      title: t('confirm.title'),
      from: t('swap.from'),
      to: t('swap.to'),
      estimate: t(text.estimate.kind === 'out' ? 'confirm.estimateOut' : 'confirm.estimateIn', {
        amount: text.estimate.amount,
        symbol: text.estimate.symbol,
      }),
      priceUpdated: t('confirm.priceUpdated'),
      accept: t('confirm.accept'),
      impactWarning: t('confirm.impactWarning', { percent: text.impactThresholdPercent }),
      impactPrompt: t('confirm.impactPrompt'),
      impactContinue: t('confirm.continue'),
      cancel: t('confirm.cancel'),
      close: t('txDialog.close'),
    },
  };
}
