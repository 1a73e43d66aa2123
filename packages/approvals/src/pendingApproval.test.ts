import { RECENT_TRANSACTION_MS, type TransactionsState } from '@dex/transactions';
import { describe, expect, it } from 'vitest';
import { hasPendingApproval } from './pendingApproval';

const NOW = 10 * RECENT_TRANSACTION_MS;
const approve = (hash: string, addedTime: number) => ({
  hash,
  from: '0xAbC',
  addedTime,
  approval: { tokenAddress: '0xTOKEN', spender: '0xRouter' },
});

describe('hasPendingApproval', () => {
  it('finds a pending approval of the spender for the token, whatever the case', () => {
    const state: TransactionsState = { 1: { a: approve('a', NOW) } };
    expect(hasPendingApproval(state, 1, '0xtoken', '0xrouter', NOW)).toBe(true);
    expect(hasPendingApproval(state, 1, '0xtoken', '0xother', NOW)).toBe(false);
    expect(hasPendingApproval(state, 5, '0xtoken', '0xrouter', NOW)).toBe(false);
  });

  it('ignores approvals older than 24 h and those that ended', () => {
    const state: TransactionsState = {
      1: {
        old: approve('old', NOW - RECENT_TRANSACTION_MS),
        cancelled: { ...approve('cancelled', NOW), outcome: 'cancelled' },
      },
    };
    expect(hasPendingApproval(state, 1, '0xtoken', '0xrouter', NOW)).toBe(false);
  });
});
