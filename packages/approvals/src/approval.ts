// ERC-20 approvals (spec §4 "Approval states", §7 "Token: approve"): the state a spend is in and the
// allowance read; the approve calls are in approveCalls.ts and are sent with @dex/write's sendWrite.
// Swaps and liquidity share them.

import type { ContractCall } from '@dex/primitives';
import { getAddress, Interface } from 'ethers';

// @spec 000 §4.13 Approval states
export const ApprovalState = {
  UNKNOWN: 'UNKNOWN',
  NOT_APPROVED: 'NOT_APPROVED',
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
} as const;
export type ApprovalState = (typeof ApprovalState)[keyof typeof ApprovalState];

export interface ApprovalInput {
  /** The native coin needs no approval. */
  readonly isNative: boolean;
  /** The most the spender may take (raw units); undefined while there is no amount. */
  readonly amountToApprove: bigint | undefined;
  /** The spender's allowance (raw units); undefined while it loads. */
  readonly allowance: bigint | undefined;
  /** An unmined approval for the same token and spender is tracked. */
  readonly pendingApproval: boolean;
}

// @spec 001 §4.1 Approval status
export function computeApprovalState(input: ApprovalInput): ApprovalState {
  if (input.amountToApprove === undefined) return ApprovalState.UNKNOWN;
  if (input.isNative) return ApprovalState.APPROVED;
  if (input.allowance === undefined) return ApprovalState.UNKNOWN;
  if (input.allowance >= input.amountToApprove) return ApprovalState.APPROVED;
  return input.pendingApproval ? ApprovalState.PENDING : ApprovalState.NOT_APPROVED;
}

export const ERC20_APPROVAL_INTERFACE = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);

// @spec 000 §7.16 Tokens
/** The `allowance(owner, spender)` read on `token`, for eth_call or a @dex/multicall batch. */
export function allowanceCall(token: string, owner: string, spender: string): ContractCall {
  return {
    address: getAddress(token),
    callData: ERC20_APPROVAL_INTERFACE.encodeFunctionData('allowance', [
      owner,
      spender,
    ]).toLowerCase(),
  };
}

/** The allowance from an `allowanceCall` answer; undefined for an empty or malformed answer. */
export function decodeAllowance(data: string | undefined): bigint | undefined {
  if (!data || data === '0x') return undefined;
  try {
    const [value] = ERC20_APPROVAL_INTERFACE.decodeFunctionResult('allowance', data);
    return typeof value === 'bigint' ? value : undefined;
  } catch {
    return undefined;
  }
}
