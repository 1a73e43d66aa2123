// Shared test data of this package's tests: one sender, one transaction and its receipt; a
// translator and links for the views that name them.
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

/** A translator that echoes its key and values, so each text says where it came from. */
export const echoTranslator = (key: string, values?: Readonly<Record<string, string | number>>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

/** A view's links: each hash's explorer page, and the hash as the view writes it. */
export const HASH_LINKS = {
  explorerUrl: (hash: string) => `https://explorer/tx/${hash}`,
  hashText: (hash: string) => `#${hash}`,
};
