// The one I/O the reader needs: an EIP-1193 request function (a wallet, a JSON-RPC client, or
// @dex/multicall's batched transport).

import type { ContractCall, RequestFunction } from '@dex/primitives';
import { MalformedDataError } from '@dex/primitives';

/** eth_call at the latest block; returns the raw result data. */
export async function readContract(request: RequestFunction, call: ContractCall): Promise<string> {
  const result = await request({
    method: 'eth_call',
    params: [{ to: call.address, data: call.callData }, 'latest'],
  });
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result)) {
    throw new MalformedDataError('eth_call returned something other than hex data');
  }
  return result;
}

export async function latestBlock(
  request: RequestFunction,
): Promise<{ number: number; timestamp: number }> {
  const block = (await request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as {
    number?: string;
    timestamp?: string;
  } | null;
  if (!block?.number || !block.timestamp) throw new MalformedDataError('No latest block');
  return { number: Number(BigInt(block.number)), timestamp: Number(BigInt(block.timestamp)) };
}
