import { expect, it } from 'vitest';
import * as transactions from './index';

it('pins the public API', () => {
  expect(Object.keys(transactions).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_DROPPED_AFTER_BLOCKS",
      "DEFAULT_DROPPED_AFTER_MS",
      "DEFAULT_REORG_DEPTH",
      "DEFAULT_REPLACEMENT_SCAN_BLOCKS",
      "DEFAULT_WINDOWS_BLOCK_TIME_SECONDS",
      "EXISTING_TRANSACTION_MESSAGE",
      "RECENT_TRANSACTION_MS",
      "TRANSACTIONS_STORAGE_KEY",
      "TRANSACTIONS_STORAGE_VERSION",
      "TransactionExistsError",
      "UnexpectedRpcResultError",
      "blockWindowsFor",
      "createChainClock",
      "createChainTransactions",
      "createMemoryStorage",
      "createTransactionStore",
      "createTransactionTracker",
      "getTransaction",
      "hasPendingClaim",
      "initialTransactionsState",
      "isTransactionPending",
      "isTransactionRecent",
      "isTransactionSuccessful",
      "loadTransactionsState",
      "parseTransactionRecord",
      "readPendingNonce",
      "recordedCall",
      "saveTransactionsState",
      "selectChainTransactions",
      "selectPendingTransactions",
      "selectRecentTransactions",
      "shouldCheck",
      "transactionItems",
      "transactionListView",
      "transactionNotice",
      "transactionPopupView",
      "transactionStatus",
      "transactionsReducer",
    ]
  `);
});
