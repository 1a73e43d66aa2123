// The Multicall2-compatible contract's functions this library uses, as human-readable ABI.

import type { Hex } from '@dex/primitives';
import { Interface } from 'ethers';
import { RpcError } from './errors';
import type { Call } from './validation';

export const MULTICALL_ABI = [
  'function tryBlockAndAggregate(bool requireSuccess, (address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
] as const;

let multicallInterface: Interface | undefined;
/** The shared Interface for MULTICALL_ABI, made on first use. */
export function getMulticallInterface(): Interface {
  multicallInterface ??= new Interface(MULTICALL_ABI);
  return multicallInterface;
}

export interface AggregateResult {
  blockNumber: number;
  results: { success: boolean; returnData: Hex }[];
}

/** Call data for tryBlockAndAggregate(false, calls): one failing call never fails the others. */
export function encodeTryBlockAndAggregate(calls: readonly Call[]): Hex {
  return getMulticallInterface().encodeFunctionData('tryBlockAndAggregate', [
    false,
    calls.map((call) => [call.address, call.callData]),
  ]) as Hex;
}

export function decodeTryBlockAndAggregate(data: unknown): AggregateResult {
  try {
    const [blockNumber, , returnData] = getMulticallInterface().decodeFunctionResult(
      'tryBlockAndAggregate',
      data as string,
    ) as unknown as [bigint, string, { success: boolean; returnData: string }[]];
    return {
      blockNumber: Number(blockNumber),
      results: returnData.map(({ success, returnData: bytes }) => ({
        success,
        returnData: bytes as Hex,
      })),
    };
  } catch {
    throw new RpcError('Received unexpected JSON-RPC response to eth_call request.', -32000, data);
  }
}
