import { expect, it } from 'vitest';
import { transactionDialogLabels } from './dialogLabels';

it('words every state of a transaction dialog', () => {
  expect(transactionDialogLabels((key) => `[${key}]`)).toEqual({
    waitingTitle: '[txDialog.waitingTitle]',
    confirmInWallet: '[txDialog.confirmInWallet]',
    submittedTitle: '[txDialog.submittedTitle]',
    viewOnExplorer: '[txDialog.viewOnExplorer]',
    close: '[txDialog.close]',
    errorTitle: '[txDialog.errorTitle]',
    dismiss: '[txDialog.dismiss]',
  });
});
