// The shared vocabulary, re-exported because callers of this package have imported it here.
export {
  createMemoryStorage,
  type KeyValueStorage,
  type Logger,
  type RequestArguments,
  type RequestFunction,
} from '@dex/primitives';
export {
  blockWindowsFor,
  DEFAULT_WINDOWS_BLOCK_TIME_SECONDS,
  type TrackerBlockWindows,
} from './blockWindows';
export { type ChainClock, createChainClock } from './chainClock';
export {
  type BlockNumberSource,
  type ChainTransactions,
  type ChainTransactionsOptions,
  createChainTransactions,
} from './chainTransactions';
export {
  DEFAULT_DROPPED_AFTER_BLOCKS,
  DEFAULT_DROPPED_AFTER_MS,
  DEFAULT_REORG_DEPTH,
  DEFAULT_REPLACEMENT_SCAN_BLOCKS,
  RECENT_TRANSACTION_MS,
} from './constants';
export { EXISTING_TRANSACTION_MESSAGE, TransactionExistsError } from './errors';
export {
  type TransactionDisplayStatus,
  type TransactionItem,
  type TransactionListMessage,
  transactionItems,
  transactionListView,
  transactionStatus,
} from './listItems';
export { type TransactionNotice, transactionNotice } from './notices';
export { type TransactionPopupMessage, transactionPopupView } from './noticeView';
export {
  loadTransactionsState,
  parseTransactionRecord,
  saveTransactionsState,
  TRANSACTIONS_STORAGE_KEY,
  TRANSACTIONS_STORAGE_VERSION,
} from './persistence';
export { UnexpectedRpcResultError } from './rpc';
export {
  hasPendingClaim,
  isTransactionPending,
  isTransactionRecent,
  isTransactionSuccessful,
  selectChainTransactions,
  selectPendingTransactions,
  selectRecentTransactions,
} from './selectors';
export { readPendingNonce, recordedCall } from './sending';
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
  RecordedCall,
  TransactionApproval,
  TransactionClaim,
  TransactionOutcome,
  TransactionReceiptSummary,
  TransactionRecord,
  TransactionsState,
} from './types';
