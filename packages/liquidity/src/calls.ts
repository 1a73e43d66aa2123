/** A contract read or write, ready for eth_call, eth_estimateGas or a @dex/multicall batch. */
export interface ContractCall {
  readonly address: string;
  /** Lower-case 0x hex. */
  readonly callData: string;
}
