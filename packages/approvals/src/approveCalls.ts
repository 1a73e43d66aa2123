// The approve calls a write flow estimates in order (spec §7 "Token: approve"): the maximum amount
// first, then the exact amount for tokens that refuse unlimited approvals.

import type { ContractCall } from '@dex/primitives';
import { getAddress, MaxUint256 } from 'ethers';
import { ERC20_APPROVAL_INTERFACE } from './approval';

// @spec 000 §7.27 Token
// @spec 001 §7.1 Token
/** `approve(spender, max)` then `approve(spender, amount)` on `token`. */
export function approveCalls(token: string, spender: string, amount: bigint): ContractCall[] {
  return [MaxUint256, amount].map((value) => ({
    address: getAddress(token),
    callData: ERC20_APPROVAL_INTERFACE.encodeFunctionData('approve', [
      spender,
      value,
    ]).toLowerCase(),
  }));
}
