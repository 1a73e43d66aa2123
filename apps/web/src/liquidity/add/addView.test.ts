import { ApprovalState } from '@dex/approvals';
import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { pendingApprovals } from '../approveButton';
import { depositsApproved } from './addView';

const USDC = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6, 'USDC');
const usdc = CurrencyAmount.fromRawAmount(USDC, '100');
const eth = CurrencyAmount.fromRawAmount(Ether.onChain(1), '100');

describe('approvals on the add page', () => {
  it.each([
    ['not approved', ApprovalState.NOT_APPROVED, false, true, false],
    ['pending', ApprovalState.PENDING, false, true, false],
    ['approved', ApprovalState.APPROVED, false, false, true],
    ['allowance still loading', ApprovalState.UNKNOWN, false, false, false],
    ['locked (outside the range)', ApprovalState.NOT_APPROVED, true, false, true],
  ] as const)('%s', (_name, approval, locked, button, ready) => {
    const deposits = [
      { amount: usdc, approval, locked },
      { amount: eth, approval: ApprovalState.APPROVED, locked: false },
    ];
    expect(pendingApprovals(deposits).length > 0).toBe(button);
    expect(depositsApproved(deposits)).toBe(ready);
  });

  it('a side without an amount needs nothing', () => {
    const deposits = [{ amount: undefined, approval: ApprovalState.UNKNOWN, locked: false }];
    expect(pendingApprovals(deposits)).toEqual([]);
    expect(depositsApproved(deposits)).toBe(true);
  });
});
