import { describe, expect, it } from 'vitest';
import { RECENT_TRANSACTION_MS } from './constants';
import {
  hasPendingClaim,
  isTransactionRecent,
  isTransactionSuccessful,
  selectPendingTransactions,
  selectRecentTransactions,
} from './selectors';
import type { TransactionRecord, TransactionsState } from './types';

const NOW = 10 * RECENT_TRANSACTION_MS;
const receipt = (status?: number) => ({
  blockHash: '0x01',
  blockNumber: 1,
  from: '0xa',
  transactionHash: '0x02',
  transactionIndex: 0,
  ...(status === undefined ? {} : { status }),
});
const tx = (hash: string, addedTime: number, extra: Partial<TransactionRecord> = {}) => ({
  hash,
  from: '0xAbC',
  addedTime,
  ...extra,
});

describe('selectors', () => {
  it('counts transactions added within 24 h as recent', () => {
    expect(isTransactionRecent(tx('0x1', NOW - RECENT_TRANSACTION_MS + 1), NOW)).toBe(true);
    expect(isTransactionRecent(tx('0x1', NOW - RECENT_TRANSACTION_MS), NOW)).toBe(false);
  });

  it.each([
    [1, true],
    [undefined, true],
    [0, false],
  ])('status %s is success: %s', (status, expected) => {
    expect(isTransactionSuccessful(tx('0x1', NOW, { receipt: receipt(status) }))).toBe(expected);
  });

  it('lists recent transactions pending first, newest first, for one account', () => {
    const state: TransactionsState = {
      1: {
        old: tx('old', NOW - RECENT_TRANSACTION_MS - 1),
        done: tx('done', NOW - 5, { receipt: receipt(1) }),
        pendingOld: tx('pendingOld', NOW - 20),
        pendingNew: tx('pendingNew', NOW - 10),
        cancelled: tx('cancelled', NOW - 1, { outcome: 'cancelled' }),
        otherUser: { ...tx('otherUser', NOW), from: '0xdef' },
      },
    };
    expect(selectRecentTransactions(state, 1, NOW, '0xabc').map((t) => t.hash)).toEqual([
      'pendingNew',
      'pendingOld',
      'cancelled',
      'done',
    ]);
    // Pending at any age: the tracker settles old ones (dropped, cancelled) instead of hiding them.
    expect(
      selectPendingTransactions(state, 1, '0xABC')
        .map((t) => t.hash)
        .sort(),
    ).toEqual(['old', 'pendingNew', 'pendingOld']);
  });

  it('finds pending claims', () => {
    const state: TransactionsState = {
      1: {
        c: tx('c', NOW, { claim: { recipient: '0xMe' } }),
      },
    };
    expect(hasPendingClaim(state, 1, '0xme')).toBe(true);
    expect(hasPendingClaim(state, 5, '0xme')).toBe(false);
  });
});
