import { describe, expect, it } from 'vitest';
import {
  ApprovalState,
  allowanceCall,
  computeApprovalState,
  decodeAllowance,
  ERC20_APPROVAL_INTERFACE,
} from './approval';

describe('computeApprovalState', () => {
  it.each([
    [
      { isNative: false, amountToApprove: undefined, allowance: 5n, pendingApproval: false },
      'UNKNOWN',
    ],
    [
      { isNative: true, amountToApprove: 10n, allowance: undefined, pendingApproval: false },
      'APPROVED',
    ],
    [
      { isNative: false, amountToApprove: 10n, allowance: undefined, pendingApproval: false },
      'UNKNOWN',
    ],
    [
      { isNative: false, amountToApprove: 10n, allowance: 9n, pendingApproval: false },
      'NOT_APPROVED',
    ],
    [{ isNative: false, amountToApprove: 10n, allowance: 9n, pendingApproval: true }, 'PENDING'],
    [{ isNative: false, amountToApprove: 10n, allowance: 10n, pendingApproval: false }, 'APPROVED'],
    [{ isNative: false, amountToApprove: 10n, allowance: 10n, pendingApproval: true }, 'APPROVED'],
  ] as const)('%o is %s', (input, expected) => {
    expect(computeApprovalState(input)).toBe(ApprovalState[expected]);
  });
});

describe('allowanceCall / decodeAllowance', () => {
  const token = '0xc6e7df5e7b4f2a278906862b61205850344d4e7d';
  const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const spender = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';

  it('reads allowance(owner, spender) on the checksummed token address', () => {
    const call = allowanceCall(token, owner, spender);
    expect(call.address).toBe('0xc6e7DF5E7b4f2A278906862b61205850344D4e7d');
    expect(call.callData).toBe(call.callData.toLowerCase());
    const [a, b] = ERC20_APPROVAL_INTERFACE.decodeFunctionData('allowance', call.callData);
    expect([a, b]).toEqual([owner, spender]);
  });

  it('decodes the answer, and gives undefined for an empty or malformed one', () => {
    const answer = ERC20_APPROVAL_INTERFACE.encodeFunctionResult('allowance', [123n]);
    expect(decodeAllowance(answer)).toBe(123n);
    expect(decodeAllowance('0x')).toBeUndefined();
    expect(decodeAllowance(undefined)).toBeUndefined();
    expect(decodeAllowance('0x1234')).toBeUndefined();
  });
});
