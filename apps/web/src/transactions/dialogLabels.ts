import type { TransactionDialogLabels } from '@dex/ui-kit';
import type { Translate } from '../i18n';

/** The texts every transaction dialog shows (waiting, submitted, error), in the user's language. */
export function transactionDialogLabels(t: Translate): TransactionDialogLabels {
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
