// Wrapping the native coin (WETH9 deposit, carrying the value) and unwrapping it (withdraw).

import type { TransactionRequest } from '@dex/primitives';
import { getAddress, Interface } from 'ethers';

const WETH_INTERFACE = new Interface(['function deposit() payable', 'function withdraw(uint256)']);

/** `deposit()` on the wrapped native token with `amount` as value. */
export function wrapCall(wrappedNative: string, amount: bigint): TransactionRequest {
  return {
    address: getAddress(wrappedNative),
    callData: WETH_INTERFACE.encodeFunctionData('deposit').toLowerCase(),
    value: amount,
  };
}

/** `withdraw(amount)` on the wrapped native token. */
export function unwrapCall(wrappedNative: string, amount: bigint): TransactionRequest {
  return {
    address: getAddress(wrappedNative),
    callData: WETH_INTERFACE.encodeFunctionData('withdraw', [amount]).toLowerCase(),
    value: 0n,
  };
}
