// What packages hand to a caller for the chain: a contract call to read, or a transaction to send.

import type { Hex } from './address';
import { InvalidArgumentError } from './errors';

/**
 * A call on a contract: the body of an `eth_call`, a `@dex/multicall` read or a write. Built by
 * the protocol packages; sent by whoever holds the provider.
 */
export interface ContractCall {
  readonly address: string;
  /** ABI-encoded call data, lower-case 0x hex. */
  readonly callData: string;
}

/**
 * A write to send from the connected account: a contract call plus the native value it carries.
 * Usually without a gas limit: the sender estimates it and adds `addGasMargin`.
 */
export interface TransactionRequest extends ContractCall {
  /** Wei; absent or 0n sends no value. */
  readonly value?: bigint;
  /**
   * A fixed gas limit for writes whose protocol prescribes one (the staking writes): the sender
   * uses it as is instead of estimating.
   */
  readonly gasLimit?: bigint;
}

// @spec 000 §9.8 Gas
/** The gas limit a write is sent with: its estimate plus 10%, rounded down. */
export function addGasMargin(estimate: bigint): bigint {
  return (estimate * 11_000n) / 10_000n;
}

/**
 * A transaction object as a wallet takes it in `eth_estimateGas`, `eth_call` and
 * `eth_sendTransaction`: quantities as JSON-RPC hex.
 */
export interface WalletTransaction {
  readonly from: string;
  readonly to: string;
  readonly data: string;
  /** Wei as a quantity; absent when the call carries no value. */
  readonly value?: string;
  /** The gas limit as a quantity; absent to let the wallet estimate it. */
  readonly gas?: string;
  /**
   * The chain the transaction is meant for, as a quantity (EIP-1193 wallets refuse to send it on
   * another chain). Set it on every `eth_sendTransaction`.
   */
  readonly chainId?: string;
}

/**
 * A non-negative integer as a JSON-RPC quantity: 0x hex without leading zeros (`0x0` for zero).
 * Throws a `RangeError` for negative or fractional numbers, which have no quantity.
 */
export function toQuantity(value: bigint | number): Hex {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new InvalidArgumentError(`Not a quantity: ${value}`);
  }
  if (value < 0) throw new InvalidArgumentError(`Not a quantity: ${value}`);
  return `0x${value.toString(16)}`;
}

/**
 * `call` sent from `from` as the wallet's transaction object: the value only when positive (some
 * wallets refuse a zero value on non-payable calls), the gas limit only when given.
 */
export function walletTransaction(
  from: string,
  call: TransactionRequest,
  gasLimit?: bigint,
): WalletTransaction {
  return {
    from,
    to: call.address,
    data: call.callData,
    ...(call.value !== undefined && call.value > 0n ? { value: toQuantity(call.value) } : {}),
    ...(gasLimit === undefined ? {} : { gas: toQuantity(gasLimit) }),
  };
}
