// What packages hand to a caller for the chain: a contract call to read, or a transaction to send.

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
 * The gas limit is not part of it: the sender estimates it and adds `addGasMargin`.
 */
export interface TransactionRequest extends ContractCall {
  /** Wei; absent or 0n sends no value. */
  readonly value?: bigint;
}

/** The gas limit a write is sent with: its estimate plus 10%, rounded down. */
export function addGasMargin(estimate: bigint): bigint {
  return (estimate * 11_000n) / 10_000n;
}
