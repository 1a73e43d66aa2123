import { MaxUint256 } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import {
  ApprovalState,
  allowanceCall,
  computeApprovalState,
  decodeAllowance,
  ERC20_APPROVAL_INTERFACE,
  prepareApproval,
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

describe('prepareApproval', () => {
  const options = {
    account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    token: '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
    spender: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    amount: 1234n,
  };
  const approvedAmount = (data: string) =>
    ERC20_APPROVAL_INTERFACE.decodeFunctionData('approve', data)[1] as bigint;

  it('approves the maximum when it estimates, with a 10% gas margin', async () => {
    const estimate = vi.fn(async () => 50_000n);
    const transaction = await prepareApproval(options, estimate);
    expect(approvedAmount(transaction.data)).toBe(MaxUint256);
    expect(transaction).toMatchObject({ unlimited: true, gasLimit: 55_000n, to: options.token });
    expect(estimate).toHaveBeenCalledTimes(1);
  });

  it('falls back to the exact amount when the maximum fails to estimate', async () => {
    const estimate = vi
      .fn()
      .mockRejectedValueOnce(new Error('max not allowed'))
      .mockResolvedValueOnce(40_000n);
    const transaction = await prepareApproval(options, estimate);
    expect(approvedAmount(transaction.data)).toBe(1234n);
    expect(transaction).toMatchObject({ unlimited: false, gasLimit: 44_000n });
  });

  it('fails when neither amount estimates', async () => {
    const estimate = vi.fn().mockRejectedValue(new Error('reverted'));
    await expect(prepareApproval(options, estimate)).rejects.toThrow('reverted');
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
