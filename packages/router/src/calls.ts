/** A read or write for a contract, ready for eth_call, eth_estimateGas or a multicall batch. */
export interface ContractCall {
  readonly address: string;
  /** Lower-case 0x hex. */
  readonly callData: string;
}

/** A transaction to send: the call plus the native value it carries (0 when none). */
export interface TransactionCall extends ContractCall {
  readonly value: bigint;
}
