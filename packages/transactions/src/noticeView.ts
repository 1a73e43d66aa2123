// How a transaction's notice reads in its popup (spec 000 §3 "Popup"). Its own module: the popups
// load on demand, so these words stay out of a page's first load, which tracks notices.
import type { Translator } from '@dex/primitives';
import type { TransactionNotice } from './notices';

export type TransactionPopupMessage =
  | 'popup.transactionSucceeded'
  | 'popup.transactionFailed'
  | 'popup.transactionReplaced'
  | 'popup.transactionCancelled'
  | 'popup.transactionDropped'
  | 'popup.transactionDroppedDetail'
  | 'popup.transactionHash'
  | 'popup.viewOnExplorer'
  | 'popup.viewReplacement';

const OUTCOME_TITLES = {
  replaced: 'popup.transactionReplaced',
  cancelled: 'popup.transactionCancelled',
  dropped: 'popup.transactionDropped',
} as const satisfies Record<string, TransactionPopupMessage>;

/**
 * How a transaction's notice reads in its popup: confirmed or failed, or its outcome (sped up,
 * cancelled, dropped); its summary, else its hash (written by `hashText`); and the explorer link.
 * A replaced or cancelled one links to the transaction that took its nonce; a dropped one was
 * never mined, so an explorer has nothing to show for it.
 */
export function transactionPopupView(
  t: Translator<TransactionPopupMessage>,
  notice: TransactionNotice,
  links: {
    readonly explorerUrl: (hash: string) => string | undefined;
    readonly hashText: (hash: string) => string;
  },
) {
  const outcome = notice.type === 'transactionOutcome' ? notice.outcome : undefined;
  const linked = notice.type === 'transaction' ? notice.hash : notice.replacementHash;
  const href = linked ? links.explorerUrl(linked) : undefined;
  return {
    success: notice.type === 'transaction' && notice.success,
    outcome,
    title:
      notice.type === 'transactionOutcome'
        ? t(OUTCOME_TITLES[notice.outcome])
        : t(notice.success ? 'popup.transactionSucceeded' : 'popup.transactionFailed'),
    summary: notice.summary ?? t('popup.transactionHash', { hash: links.hashText(notice.hash) }),
    detail: outcome === 'dropped' ? t('popup.transactionDroppedDetail') : undefined,
    explorer: href
      ? {
          href,
          label: t(outcome === 'replaced' ? 'popup.viewReplacement' : 'popup.viewOnExplorer'),
        }
      : undefined,
  };
}
