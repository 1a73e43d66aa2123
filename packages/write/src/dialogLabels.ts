// The texts of a write's transaction dialog (ui-kit TransactionDialog's labels), in the reader's
// words: every write behind its dialog shows them while waiting, once submitted, or on an error.
import type { Translator } from '@dex/primitives';

export type TransactionDialogMessage =
  | 'txDialog.waitingTitle'
  | 'txDialog.confirmInWallet'
  | 'txDialog.submittedTitle'
  | 'txDialog.viewOnExplorer'
  | 'txDialog.close'
  | 'txDialog.errorTitle'
  | 'txDialog.dismiss';

/** The texts every transaction dialog shows (waiting, submitted, error). */
export function transactionDialogLabels(t: Translator<TransactionDialogMessage>) {
  return {
    waitingTitle: t('txDialog.waitingTitle'),
    confirmInWallet: t('txDialog.confirmInWallet'),
    submittedTitle: t('txDialog.submittedTitle'),
    viewOnExplorer: t('txDialog.viewOnExplorer'),
    close: t('txDialog.close'),
    errorTitle: t('txDialog.errorTitle'),
    dismiss: t('txDialog.dismiss'),
  };
}
