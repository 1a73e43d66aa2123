// What other features use to send and follow transactions (see README.md in this folder).
export { EXISTING_TRANSACTION_MESSAGE, TransactionExistsError } from '@dex/transactions';
export { UserRejectedRequestError, WrongNetworkError } from '@dex/wallet';
export {
  GasEstimateError,
  NoSignatureError,
  NoTransactionHashError,
  WalletNotConnectedError,
} from '../errors/writeErrors';
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
export { transactionDialogLabels } from './dialogLabels';
export { addressExplorerUrl, transactionExplorerUrl } from './explorer';
export { sendTransaction } from './sendTransaction';
export {
  transactionDialogState,
  type WriteDialogAtom,
  type WriteDialogState,
  type WriteFailureOptions,
  type WriteOptions,
  writeAtom,
  writeFailureAtom,
} from './writeAtoms';
export { logWriteFailure, writeErrorMessage, writeFailedAtom } from './writeFailure';
export {
  type EstimateFailure,
  runWrite,
  type TrackedWrite,
  type WriteDependencies,
  type WriteRequest,
  type WriteStep,
} from './writeFlow';
