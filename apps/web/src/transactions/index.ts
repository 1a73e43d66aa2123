// What other features use to send and follow transactions (see README.md in this folder).

export {
  approvalAtom,
  type PermitApproval,
  type PermitApprovalSources,
  permitApprovalAtoms,
  readApprovalState,
  readPermitSignature,
} from './approvalAtoms';
export { type ApproveOptions, type ApproveResult, approveAtom } from './approveAtoms';
export {
  type AddTransactionInput,
  addTransactionAtom,
  clearAllTransactionsAtom,
  hasPendingApprovalAtom,
  hasPendingClaimAtom,
  pendingTransactionsAtom,
  recentTransactionsAtom,
  transactionsStateAtom,
  walletProviderAtom,
} from './atoms';
export { addressExplorerUrl, transactionExplorerUrl } from './explorer';
export {
  transactionDialogState,
  type WriteDialogAtom,
  type WriteDialogState,
  type WriteFailureOptions,
  type WriteOptions,
  type WriteRequest,
  writeAtom,
  writeFailureAtom,
} from './writeAtoms';
export { writeFailedAtom } from './writeFailure';
export { type WriteAttempt, type WriteSession, writeSession } from './writeSession';
