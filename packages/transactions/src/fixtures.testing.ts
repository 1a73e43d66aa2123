// Shared test data of this package's tests: one sender, one transaction and its receipt.
import type { TransactionReceiptSummary } from './types';

export const HASH = `0x${'ab'.repeat(32)}`;
export const OTHER = `0x${'cd'.repeat(32)}`;
export const FROM = '0x1111111111111111111111111111111111111111';

/** HASH's successful receipt, mined in block 10. */
export const RECEIPT: TransactionReceiptSummary = {
  blockHash: `0x${'01'.repeat(32)}`,
  blockNumber: 10,
  from: FROM,
  status: 1,
  transactionHash: HASH,
  transactionIndex: 0,
};
