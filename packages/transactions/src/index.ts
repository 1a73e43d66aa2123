export { type ChainClock, createChainClock } from './chainClock';
export {
  DEFAULT_DROPPED_AFTER_BLOCKS,
  DEFAULT_DROPPED_AFTER_MS,
  DEFAULT_REORG_DEPTH,
  DEFAULT_REPLACEMENT_SCAN_BLOCKS,
  RECENT_TRANSACTION_MS,
} from './constants';
export { EXISTING_TRANSACTION_MESSAGE, TransactionExistsError } from './errors';
export type { Logger } from './logger';
export {
  createMemoryStorage,
  loadTransactionsState,
  parseTransactionRecord,
  saveTransactionsState,
  TRANSACTIONS_STORAGE_KEY,
  TRANSACTIONS_STORAGE_VERSION,
  type TransactionStorage,
} from './persistence';
export {
  type RequestArguments,
  type RequestFunction,
  UnexpectedRpcResultError,
} from './rpc';
export {
  hasPendingApproval,
  hasPendingClaim,
  isTransactionPending,
  isTransactionRecent,
  isTransactionSuccessful,
  selectChainTransactions,
  selectPendingTransactions,
  selectRecentTransactions,
} from './selectors';
export { shouldCheck } from './shouldCheck';
export {
  createTransactionTracker,
  type TransactionEvent,
  type TransactionTracker,
  type TransactionTrackerOptions,
} from './tracker';
export {
  createTransactionStore,
  type TransactionStore,
  type TransactionStoreOptions,
} from './transactionStore';
export {
  getTransaction,
  initialTransactionsState,
  type TransactionsAction,
  transactionsReducer,
} from './transactionsState';
export type {
  NewTransaction,
  TransactionApproval,
  TransactionCall,
  TransactionClaim,
  TransactionOutcome,
  TransactionReceiptSummary,
  TransactionRecord,
  TransactionsState,
} from './types';
