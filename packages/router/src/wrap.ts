// Wrapping the native coin (WETH9 deposit, carrying the value) and unwrapping it (withdraw).

import type { TransactionRequest } from '@dex/primitives';
import { getAddress, Interface, isAddress } from 'ethers';
import { CouldNotWrapError } from './errors';

const WETH_INTERFACE = new Interface(['function deposit() payable', 'function withdraw(uint256)']);

// @spec 001 §7.8 Wrapped ether
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

/**
 * The one call of a wrap or unwrap of `amount` on the wrapped native token. Throws
 * `CouldNotWrapError` ("Could not wrap currencies", spec 000 §8) when it cannot be built: no wrap
 * applies (`kind` 'none'), no wrapped token, or no positive amount.
 * @spec 000 §8.13 Internal errors
 */
export function wrapOrUnwrapCall(request: {
  readonly kind: 'wrap' | 'unwrap' | 'none';
  readonly wrappedNative: string | null | undefined;
  readonly amount: bigint | null | undefined;
}): TransactionRequest {
  const { kind, wrappedNative, amount } = request;
  if (kind === 'none' || !wrappedNative || !isAddress(wrappedNative)) throw new CouldNotWrapError();
  if (amount === null || amount === undefined || amount <= 0n) throw new CouldNotWrapError();
  return kind === 'wrap' ? wrapCall(wrappedNative, amount) : unwrapCall(wrappedNative, amount);
}
